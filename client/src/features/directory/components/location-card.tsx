import { statTarget } from "@shared/listing-stats-events";
import { useT } from "@/i18n/use-t";
import { cn } from "@/lib/cn";
import { formatAddress } from "../lib/format-address";

export const mapsSearchUrl = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/**
 * The height of the map, of what stands while it loads (the lazy chunk's fallback, the map's own
 * skeleton) and of the card that takes its place when it fails: on a phone the contact card sits
 * above the listing's sections, so a change of height there moved the whole page (a layout shift
 * of 0.16 when Google Maps could not load).
 */
export const MAP_HEIGHT = "h-80";

/**
 * Shown instead of the map when there is no key ("notSetUp": nothing is broken, the map is not set
 * up on this site), or the maps script or geocoding fails ("unavailable": in the map's place, at
 * its height, MAP_HEIGHT).
 */
export function LocationCard({ address, reason }: { address: string; reason: "notSetUp" | "unavailable" }) {
  const t = useT("listing");
  return (
    <div
      className={cn("rounded-lg border border-slate-200 bg-slate-50 p-6", reason === "unavailable" && "flex min-h-80 flex-col justify-center")}
      data-testid="location-card"
    >
      <p className="text-sm text-slate-600">{reason === "notSetUp" ? t("listing.map.not_set_up") : t("listing.map.unavailable")}</p>
      <address className="mt-2 text-lg not-italic text-slate-900">{formatAddress(address)}</address>
      <a
        href={mapsSearchUrl(address)}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-3 inline-block self-start font-semibold text-brand-700 hover:underline"
        {...statTarget("map")}
      >
        {t("listing.map.open")}
      </a>
    </div>
  );
}

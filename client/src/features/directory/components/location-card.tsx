import { statTarget } from "@shared/listing-stats-events";
import { useT } from "@/i18n/use-t";
import { formatAddress } from "../lib/format-address";

export const mapsSearchUrl = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/**
 * Shown instead of the map when there is no key ("notSetUp": nothing is broken, the map is not set
 * up on this site), or the maps script or geocoding fails ("unavailable").
 */
export function LocationCard({ address, reason }: { address: string; reason: "notSetUp" | "unavailable" }) {
  const t = useT("listing");
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-6" data-testid="location-card">
      <p className="text-sm text-slate-600">{reason === "notSetUp" ? t("listing.map.not_set_up") : t("listing.map.unavailable")}</p>
      <address className="mt-2 text-lg not-italic text-slate-900">{formatAddress(address)}</address>
      <a
        href={mapsSearchUrl(address)}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-3 inline-block font-semibold text-brand-700 hover:underline"
        {...statTarget("map")}
      >
        {t("listing.map.open")}
      </a>
    </div>
  );
}

import { statTarget } from "@shared/listing-stats-events";
import { formatAddress } from "../lib/format-address";

/** Said instead of a map when the site has no Google Maps key: nothing is broken, the map is not set up. */
export const MAP_NOT_SET_UP = "The map is not set up on this site.";

export const mapsSearchUrl = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** Shown instead of the map when there is no key, or the maps script or geocoding fails. */
export function LocationCard({ address, reason }: { address: string; reason: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-6" data-testid="location-card">
      <p className="text-sm text-slate-600">{reason}</p>
      <address className="mt-2 text-lg not-italic text-slate-900">{formatAddress(address)}</address>
      <a
        href={mapsSearchUrl(address)}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-3 inline-block font-semibold text-brand-700 hover:underline"
        {...statTarget("map")}
      >
        Open in Google Maps
      </a>
    </div>
  );
}

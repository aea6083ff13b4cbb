import { statTarget } from "@shared/listing-stats-events";

export const mapsSearchUrl = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** Shown instead of the map when there is no key, or the maps script or geocoding fails. */
export function LocationCard({ address, reason }: { address: string; reason: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-6" data-testid="location-card">
      <p className="text-sm text-slate-600">{reason}</p>
      <address className="mt-2 text-lg not-italic text-slate-900">{address}</address>
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

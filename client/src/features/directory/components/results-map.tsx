import { GoogleMap, useJsApiLoader } from "@react-google-maps/api";
import { MarkerClusterer } from "@googlemaps/markerclusterer";
import { useEffect, useState } from "react";
import { useLocation } from "wouter";
import { Skeleton } from "@/components/ui/skeleton";
import { useT } from "@/i18n/use-t";
import { InlineMessage } from "./inline-message";

/** A result the map can place: listings without a position are left off (the list still has them). */
export interface MapPoint {
  id: number;
  name: string;
  href: string;
  lat: number;
  lng: number;
}

const LOAD_TIMEOUT_MS = 10_000;
/** Downtown San Antonio: where the map opens before it fits the results. */
const CITY_CENTER = { lat: 29.4246, lng: -98.4951 };

/**
 * The results on a Google map, markers grouped into clusters (@googlemaps/markerclusterer) when
 * they crowd; a marker opens its listing. A lazy chunk, loaded only when the visitor picks Map.
 * Falls back to a message pointing at the list when the script cannot load (no network, bad key).
 */
export default function ResultsMap({ apiKey, points, onShowList, caption }: { apiKey: string; points: MapPoint[]; onShowList: () => void; caption: string }) {
  // The same loader id and options as the business page's map: one script per page, whichever asks first.
  const tm = useT("directoryMore");
  const { isLoaded, loadError } = useJsApiLoader({ id: "google-map-script", googleMapsApiKey: apiKey });
  const [timedOut, setTimedOut] = useState(false);
  const [map, setMap] = useState<google.maps.Map | null>(null);
  const [, navigate] = useLocation();

  useEffect(() => {
    if (isLoaded || loadError) return;
    const timer = setTimeout(() => setTimedOut(true), LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [isLoaded, loadError]);
  useEffect(() => {
    if (loadError) console.error("Google Maps failed to load; the list shows the results:", loadError);
  }, [loadError]);

  useEffect(() => {
    if (!map) return;
    const markers = points.map((p) => {
      const marker = new google.maps.Marker({ position: { lat: p.lat, lng: p.lng }, title: p.name });
      marker.addListener("click", () => navigate(p.href));
      return marker;
    });
    const clusterer = new MarkerClusterer({ map, markers });
    if (points.length) {
      const bounds = new google.maps.LatLngBounds();
      points.forEach((p) => bounds.extend({ lat: p.lat, lng: p.lng }));
      map.fitBounds(bounds, 48);
    }
    return () => {
      clusterer.clearMarkers();
      markers.forEach((m) => m.setMap(null));
    };
  }, [map, points, navigate]);

  if (loadError || (timedOut && !isLoaded))
    return (
      <div className="space-y-3" data-testid="results-map-unavailable">
        <InlineMessage tone="error" title={tm("directoryMore.map.unavailable")} text={tm("directoryMore.map.same_results")} />
        <button type="button" className="font-semibold text-brand-700 hover:underline" onClick={onShowList}>
          {tm("directoryMore.map.show_list")}
        </button>
      </div>
    );
  if (!isLoaded) return <Skeleton className="h-[28rem] w-full" />;
  return (
    <div>
      <p className="mb-2 text-sm text-slate-700">{caption}</p>
      <GoogleMap
        mapContainerClassName="h-[28rem] w-full rounded-lg"
        center={CITY_CENTER}
        zoom={11}
        onLoad={setMap}
        onUnmount={() => setMap(null)}
        options={{ streetViewControl: false, mapTypeControl: false }}
      />
    </div>
  );
}

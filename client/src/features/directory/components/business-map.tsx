import { GoogleMap, MarkerF, useJsApiLoader } from "@react-google-maps/api";
import { useEffect, useState } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { LocationCard, MAP_HEIGHT } from "./location-card";

const MAP_ZOOM = 15;
/** Place labels hidden: the marker is the only point of interest. */
const mapStyles: google.maps.MapTypeStyle[] = [{ featureType: "poi", elementType: "labels", stylers: [{ visibility: "off" }] }];
const LOAD_TIMEOUT_MS = 10_000;

/** Google map of a geocoded address; falls back to the location card on any failure. */
export default function BusinessMap({ address, apiKey }: { address: string; apiKey: string }) {
  const { isLoaded, loadError } = useJsApiLoader({ id: "google-map-script", googleMapsApiKey: apiKey });
  const [position, setPosition] = useState<google.maps.LatLngLiteral | null>(null);
  const [failed, setFailed] = useState(false);

  // A script that neither loads nor errors (a stalled network) must not leave a skeleton forever.
  useEffect(() => {
    if (isLoaded || loadError) return;
    const timer = setTimeout(() => {
      console.error(`Google Maps did not load within ${LOAD_TIMEOUT_MS / 1000} s; showing the address instead.`);
      setFailed(true);
    }, LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [isLoaded, loadError]);

  useEffect(() => {
    if (loadError) console.error("Google Maps failed to load; showing the address instead:", loadError);
  }, [loadError]);

  useEffect(() => {
    if (!isLoaded) return;
    let cancelled = false;
    new google.maps.Geocoder()
      .geocode({ address })
      .then(({ results }) => {
        const location = results[0]?.geometry.location;
        if (!location) throw new Error("no result");
        if (!cancelled) setPosition(location.toJSON());
      })
      .catch((err: unknown) => {
        // A geocoding failure goes to the console only: no map, no error shown to the visitor.
        console.error("Geocoding failed:", err);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [isLoaded, address]);

  if (loadError || failed) return <LocationCard address={address} reason="unavailable" />;
  if (!isLoaded || !position) return <Skeleton className={`${MAP_HEIGHT} w-full`} />;
  return (
    <GoogleMap
      mapContainerClassName={`${MAP_HEIGHT} w-full rounded-lg`}
      center={position}
      zoom={MAP_ZOOM}
      options={{ styles: mapStyles, streetViewControl: false }}
    >
      <MarkerF position={position} />
    </GoogleMap>
  );
}

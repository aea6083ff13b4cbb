import { useCallback, useState } from "react";

export type GeolocationState = { status: "idle" } | { status: "asking" } | { status: "failed"; message: string };

/** What the visitor reads when the browser gives no position, by the reason it gives. */
export function geolocationMessage(code: number): string {
  if (code === 1) return "Location sharing is turned off for this site. Pick a ZIP code or neighborhood instead.";
  if (code === 3) return "Finding your location took too long. Try again, or pick a ZIP code or neighborhood.";
  return "Your location could not be found. Pick a ZIP code or neighborhood instead.";
}

/**
 * The browser's position, asked for only when the visitor clicks (never on load): `locate`
 * calls `onFound` with the position, or leaves a message that says what to do instead.
 */
export function useGeolocation(onFound: (lat: number, lng: number) => void) {
  const [state, setState] = useState<GeolocationState>({ status: "idle" });
  const locate = useCallback(() => {
    if (!("geolocation" in navigator)) {
      setState({ status: "failed", message: "This browser cannot share a location. Pick a ZIP code or neighborhood instead." });
      return;
    }
    setState({ status: "asking" });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setState({ status: "idle" });
        onFound(position.coords.latitude, position.coords.longitude);
      },
      (error) => setState({ status: "failed", message: geolocationMessage(error.code) }),
      // A city-block answer is enough, and a cached one a few minutes old is fine.
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  }, [onFound]);
  return { state, locate };
}

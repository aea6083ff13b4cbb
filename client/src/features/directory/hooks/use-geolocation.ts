import { useCallback, useState } from "react";
import type { MessageKey } from "@/i18n/catalogs";

export type GeolocationState = { status: "idle" } | { status: "asking" } | { status: "failed"; message: MessageKey<"directory"> };

/** What the visitor reads when the browser gives no position, by the reason it gives (a "directory" catalog key). */
export function geolocationMessage(code: number): MessageKey<"directory"> {
  if (code === 1) return "directory.geo.denied";
  if (code === 3) return "directory.geo.timeout";
  return "directory.geo.failed";
}

/**
 * The browser's position, asked for only when the visitor clicks (never on load): `locate`
 * calls `onFound` with the position, or leaves a message that says what to do instead.
 */
export function useGeolocation(onFound: (lat: number, lng: number) => void) {
  const [state, setState] = useState<GeolocationState>({ status: "idle" });
  const locate = useCallback(() => {
    if (!("geolocation" in navigator)) {
      setState({ status: "failed", message: "directory.geo.unsupported" });
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

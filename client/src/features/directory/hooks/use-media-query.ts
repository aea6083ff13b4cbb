import { useCallback, useSyncExternalStore } from "react";

/** Tailwind's `lg` breakpoint: the filter sidebar's layout from here up, the phone's below. */
export const WIDE_SCREEN = "(min-width: 1024px)";

const hasMatchMedia = () => typeof window.matchMedia === "function";

/**
 * Whether a media query matches, following the window as it resizes. The app renders in the
 * browser only, so the first render already has the answer (no layout shift). Without matchMedia
 * (a test's DOM) it answers `fallback`.
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!hasMatchMedia()) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => (hasMatchMedia() ? window.matchMedia(query).matches : fallback));
}

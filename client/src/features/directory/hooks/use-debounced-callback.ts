import { useEffect, useRef } from "react";

/** Calls `fn(value)` once `value` has not changed for `delayMs`. */
export function useDebouncedEffect<T>(value: T, delayMs: number, fn: (value: T) => void): void {
  const fnRef = useRef(fn);
  useEffect(() => {
    fnRef.current = fn;
  });
  useEffect(() => {
    const timer = setTimeout(() => fnRef.current(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
}

/**
 * Runs `callback` once the browser is next idle (requestIdleCallback, at the latest `timeout` ms
 * later), or after a timer where there is no such call (Safari); returns the cancel. For work a
 * page's first paint does not need: it then starts after that paint, not beside it.
 */
export function whenIdle(callback: () => void, timeout = 2000): () => void {
  const { requestIdleCallback, cancelIdleCallback } = window;
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(() => callback(), { timeout });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, 1);
  return () => clearTimeout(timer);
}

/**
 * Back and Forward return to where the visitor was (issue 18: Back from a profile lands on the
 * same card of the home grid, with its "Load more" pages, which React Query still holds). The
 * browser cannot do it itself: it restores the position at `popstate`, before the app has drawn
 * the page it goes back to. So each history entry gets a key in its `history.state`, and the
 * position of the entry being left is kept under that key. (On the home page's first JavaScript:
 * kept small.)
 */

const positions = new Map<string, number>();
/** The position to return to, taken at `popstate` (before a scroll of the new page could be filed under it), and the address it is for. */
let pending: [href: string, y: number | undefined] | null = null;

const keyOf = (state: unknown): string | undefined => (state as { scrollKey?: string } | null)?.scrollKey;

/** Files the current position under the current entry, keying the entry the first time (a new entry's state is wouter's null). */
function remember() {
  let key = keyOf(history.state);
  if (!key) history.replaceState({ ...(history.state as object | null), scrollKey: (key = Math.random().toString(36).slice(2)) }, "");
  positions.set(key, window.scrollY);
}

if (typeof history === "object") {
  history.scrollRestoration = "manual";
  // Capture: it runs before the router's own listener (at the window, capture listeners come first).
  addEventListener("popstate", (event) => (pending = [location.href, positions.get(keyOf(event.state) ?? "")]), true);
  addEventListener("scroll", remember, { passive: true });
  // A click on a link is the last moment the page being left is current (it may not have scrolled).
  addEventListener("click", remember, true);
}

/** Where to scroll after a route change: the saved position when it came from Back or Forward, else undefined. */
export function takeReturnPosition(): number | undefined {
  const y = pending?.[0] === location.href ? pending[1] : undefined;
  pending = null;
  return y;
}

/** Scrolls to `y` as soon as the page is tall enough: the page draws from the cache, but its images and late parts may take a few frames. */
export function scrollBackTo(y: number, frames = 30): void {
  window.scrollTo(0, y);
  if (Math.abs(window.scrollY - y) > 1 && frames > 0) requestAnimationFrame(() => scrollBackTo(y, frames - 1));
}

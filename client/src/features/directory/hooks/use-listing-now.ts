import { useEffect, useState } from "react";
import { LISTING_CLOCK_ELEMENT_ID, type ListingClock } from "@shared/hours";

let serverClock: ListingClock | null | undefined;

/**
 * The server's "now" of the page's first render (server/features/seo/listing-clock.ts), read
 * once: the first listing screen starts from the instant the server computed its status line
 * at, so both show the same line; screens reached later in the app start from the browser's clock.
 */
function takeServerClock(): ListingClock | null {
  if (serverClock !== undefined) return null;
  const text = document.getElementById(LISTING_CLOCK_ELEMENT_ID)?.textContent;
  try {
    serverClock = text ? (JSON.parse(text) as ListingClock) : null;
  } catch {
    serverClock = null;
  }
  return serverClock;
}

/**
 * The instant a listing's "Open now" line is computed at: the server's on the first render, then
 * the browser's right after mount and at the start of every minute while the page is open.
 */
export function useListingNow(): Date {
  const [now, setNow] = useState(() => {
    const clock = takeServerClock();
    const parsed = clock ? new Date(clock.now) : null;
    return parsed && !Number.isNaN(parsed.getTime()) ? parsed : new Date();
  });
  useEffect(() => {
    // Right after mount: the browser's clock replaces the server's.
    const soon = setTimeout(() => setNow(new Date()), 0);
    let interval: ReturnType<typeof setInterval> | undefined;
    // Aligned to the minute, so "closes 5 PM" turns to "Closed" at 5:00, not up to a minute later.
    const first = setTimeout(
      () => {
        setNow(new Date());
        interval = setInterval(() => setNow(new Date()), 60_000);
      },
      60_000 - (Date.now() % 60_000),
    );
    return () => {
      clearTimeout(soon);
      clearTimeout(first);
      if (interval) clearInterval(interval);
    };
  }, []);
  return now;
}

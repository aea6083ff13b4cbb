import { jsonForScript } from "@shared/head-tags";
import { hasHours, hoursStatus, LISTING_CLOCK_ELEMENT_ID, type ListingClock, type OpeningHours } from "@shared/hours";
import type { PageAnswer } from "./page-answer";

/** A detail page's record key: /api/professionals/12 or /api/businesses/12 (shared/query-keys.ts). */
const RECORD_KEY = /^\/api\/(professionals|businesses)\/\d+$/;

/** The hours of the listing a page is about (its first record entry), when it has any. */
function pageHours(answer: PageAnswer): OpeningHours | null {
  if (answer.status !== 200) return null;
  const record = answer.queries.find((q) => q.key.length === 1 && typeof q.key[0] === "string" && RECORD_KEY.test(q.key[0]));
  const hours = (record?.data as { hours?: OpeningHours | null } | undefined)?.hours;
  return hasHours(hours) ? hours : null;
}

/**
 * For a listing page with hours: the server's "now" and the status line at it, as an inert JSON
 * script the listing page's first render reads (so it shows the line the server computed, then
 * refreshes it from the browser's clock). Per request, outside the cached page answer; "" else.
 */
export function renderListingClock(answer: PageAnswer, now: Date): string {
  const hours = pageHours(answer);
  if (!hours) return "";
  const clock: ListingClock = { now: now.toISOString(), status: hoursStatus(hours, now).line };
  return `<script type="application/json" id="${LISTING_CLOCK_ELEMENT_ID}">${jsonForScript(clock)}</script>`;
}

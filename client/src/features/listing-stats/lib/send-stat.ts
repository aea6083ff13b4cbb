import type { StatBeacon } from "@shared/listing-stats";

const BEACON_URL = "/api/stats/events";

/**
 * Reports one event of a listing page (issue 17): navigator.sendBeacon, which the browser delivers
 * even while the page navigates away (a tel: tap, the Contact link), with no cookie needed. The
 * body is a string, so it goes as text/plain: no CORS preflight. Without sendBeacon, a keepalive
 * fetch. Statistics never get in a visitor's way: any failure is ignored.
 */
export function sendStat(beacon: StatBeacon): void {
  const body = JSON.stringify(beacon);
  try {
    if (typeof navigator.sendBeacon === "function" && navigator.sendBeacon(BEACON_URL, body)) return;
    void fetch(BEACON_URL, { method: "POST", body, keepalive: true, credentials: "omit" }).catch(() => {});
  } catch {
    // a blocked or failed beacon only means one count less
  }
}

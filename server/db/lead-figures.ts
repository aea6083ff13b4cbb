import { and, eq, gte, inArray, ne } from "drizzle-orm";
import type { OpeningHours } from "@shared/hours";
import type { ResponseFigures } from "@shared/leads";
import { closedDatesOf, responseFigures, WINDOW_DAYS, type LeadTiming } from "../lib/response-time";
import type { Db } from "./client";
import { leads } from "./lead-schema";
import type { ListingKind } from "./schema";

const sinceOf = (now: Date) => new Date(now.getTime() - WINDOW_DAYS * 86_400_000).toISOString();
const timingOf = (r: { createdAt: string; firstRepliedAt: string | null }): LeadTiming => ({
  createdAt: new Date(r.createdAt),
  firstRepliedAt: r.firstRepliedAt ? new Date(r.firstRepliedAt) : null,
});

/**
 * A listing's public response figures (issue 31) from its leads of the last 90 days, spam left
 * out (leads_listing_idx: one range of the listing's rows). Its closed special dates are no
 * business days. Null below 5 leads.
 */
export async function listingResponseFigures(
  db: Pick<Db, "select">,
  kind: ListingKind,
  id: number,
  hours: OpeningHours | null,
  now = new Date(),
): Promise<ResponseFigures | null> {
  return responseFigures(await leadTimings(db, kind, id, now), now, closedDatesOf(hours));
}

/** A listing's leads of the 90 days before `now`, spam left out (leads_listing_idx: one range of the listing's rows). */
async function leadTimings(db: Pick<Db, "select">, kind: ListingKind, id: number, now: Date): Promise<LeadTiming[]> {
  const rows = await db
    .select({ createdAt: leads.createdAt, firstRepliedAt: leads.firstRepliedAt })
    .from(leads)
    .where(and(eq(leads.listingKind, kind), eq(leads.listingId, id), gte(leads.createdAt, sinceOf(now)), ne(leads.status, "spam")));
  return rows.map(timingOf);
}

/** From this many leads in 90 days, a listing's public figures are kept for a while (`publicResponseFigures`). */
export const BUSY_LISTING_LEADS = 500;
/** How long a busy listing's public figures are kept: one more lead moves a median of 500 by at most one place. */
export const BUSY_FIGURES_FOR_MS = 5 * 60_000;
const MAX_KEPT = 1_000;
/** Per database handle (a test's database is its own; the server has one). */
const keptBy = new WeakMap<object, Map<string, { at: number; closed: string; figures: ResponseFigures | null }>>();

/**
 * A listing's figures as its public page shows them: listingResponseFigures', except that a
 * listing with 500 leads or more in 90 days keeps its figures for 5 minutes in this process,
 * whatever changes in the directory (a change clears the page cache, and a busy listing's page
 * then read and computed its thousands of leads again: 3,000 leads cost its page ~10 ms of its
 * 23 at p50, `npm run bench:leads`). Listings with fewer leads are computed on each read, exact.
 * Owners' statistics read listingResponseFigures itself.
 */
export async function publicResponseFigures(
  db: Pick<Db, "select">,
  kind: ListingKind,
  id: number,
  hours: OpeningHours | null,
): Promise<ResponseFigures | null> {
  let kept = keptBy.get(db);
  if (!kept) keptBy.set(db, (kept = new Map()));
  const key = `${kind}:${id}`;
  const closedDates = closedDatesOf(hours);
  const closed = [...closedDates].sort().join(",");
  const now = Date.now();
  const known = kept.get(key);
  if (known && known.closed === closed && now >= known.at && now - known.at < BUSY_FIGURES_FOR_MS) return known.figures;
  const rows = await leadTimings(db, kind, id, new Date(now));
  const figures = responseFigures(rows, new Date(now), closedDates);
  if (rows.length >= BUSY_LISTING_LEADS) {
    if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
    kept.set(key, { at: now, closed, figures });
  } else kept.delete(key);
  return figures;
}

/**
 * The figures of a list page's listings (their cards' response line), in one query however many
 * rows: the same leads_listing_idx ranges as listingResponseFigures, one per listing (listing_id =
 * any(...)), so a page costs one round trip, not one per card. Only listings with figures are in
 * the map (5 leads or more in 90 days).
 */
export async function pageResponseFigures(
  db: Pick<Db, "select">,
  kind: ListingKind,
  listings: readonly { id: number; hours: OpeningHours | null }[],
  now = new Date(),
): Promise<Map<number, ResponseFigures>> {
  const figures = new Map<number, ResponseFigures>();
  if (listings.length === 0) return figures;
  const rows = await db
    .select({ listingId: leads.listingId, createdAt: leads.createdAt, firstRepliedAt: leads.firstRepliedAt })
    .from(leads)
    .where(
      and(
        eq(leads.listingKind, kind),
        inArray(
          leads.listingId,
          listings.map((l) => l.id),
        ),
        gte(leads.createdAt, sinceOf(now)),
        ne(leads.status, "spam"),
      ),
    );
  const byListing = new Map<number, LeadTiming[]>();
  for (const r of rows) {
    const list = byListing.get(r.listingId);
    if (list) list.push(timingOf(r));
    else byListing.set(r.listingId, [timingOf(r)]);
  }
  for (const listing of listings) {
    const timings = byListing.get(listing.id);
    const result = timings && responseFigures(timings, now, closedDatesOf(listing.hours));
    if (result) figures.set(listing.id, result);
  }
  return figures;
}

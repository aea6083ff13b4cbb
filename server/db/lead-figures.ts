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
interface Kept {
  at: number;
  closed: string;
  figures: ResponseFigures | null;
}
/** Per database handle (a test's database is its own; the server has one). */
const keptBy = new WeakMap<object, Map<string, Kept>>();

/**
 * The keep of busy listings' public figures for one database: `known` answers a listing whose
 * figures were computed less than 5 minutes ago with the same closed dates, `remember` keeps the
 * figures of a listing that had 500 leads or more (and forgets a listing that no longer has).
 */
function keepOf(db: object, now: number) {
  let kept = keptBy.get(db);
  if (!kept) keptBy.set(db, (kept = new Map()));
  const map = kept;
  const keyOf = (kind: ListingKind, id: number) => `${kind}:${id}`;
  const closedKey = (closedDates: ReadonlySet<string>) => [...closedDates].sort().join(",");
  return {
    known(kind: ListingKind, id: number, closedDates: ReadonlySet<string>): Kept | undefined {
      const known = map.get(keyOf(kind, id));
      return known && known.closed === closedKey(closedDates) && now >= known.at && now - known.at < BUSY_FIGURES_FOR_MS ? known : undefined;
    },
    remember(kind: ListingKind, id: number, closedDates: ReadonlySet<string>, leadCount: number, figures: ResponseFigures | null) {
      const key = keyOf(kind, id);
      if (leadCount < BUSY_LISTING_LEADS) {
        map.delete(key);
        return;
      }
      if (map.size >= MAX_KEPT) map.delete(map.keys().next().value!);
      map.set(key, { at: now, closed: closedKey(closedDates), figures });
    },
  };
}

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
  const now = Date.now();
  const keep = keepOf(db, now);
  const closedDates = closedDatesOf(hours);
  const known = keep.known(kind, id, closedDates);
  if (known) return known.figures;
  const rows = await leadTimings(db, kind, id, new Date(now));
  const figures = responseFigures(rows, new Date(now), closedDates);
  keep.remember(kind, id, closedDates, rows.length, figures);
  return figures;
}

/**
 * The figures of a list page's listings (their cards' response line), in one query however many
 * rows: the same leads_listing_idx ranges as listingResponseFigures, one per listing (listing_id =
 * any(...)), so a page costs one round trip, not one per card. A busy listing's figures come from
 * the same 5-minute keep as its page's (publicResponseFigures), and it is left out of the query
 * while they are kept. Only listings with figures are in the map (5 leads or more in 90 days).
 */
export async function pageResponseFigures(
  db: Pick<Db, "select">,
  kind: ListingKind,
  listings: readonly { id: number; hours: OpeningHours | null }[],
  now = new Date(),
): Promise<Map<number, ResponseFigures>> {
  const figures = new Map<number, ResponseFigures>();
  if (listings.length === 0) return figures;
  const keep = keepOf(db, now.getTime());
  const toRead: { id: number; closedDates: ReadonlySet<string> }[] = [];
  for (const listing of listings) {
    const closedDates = closedDatesOf(listing.hours);
    const known = keep.known(kind, listing.id, closedDates);
    if (!known) toRead.push({ id: listing.id, closedDates });
    else if (known.figures) figures.set(listing.id, known.figures);
  }
  if (toRead.length === 0) return figures;
  const rows = await db
    .select({ listingId: leads.listingId, createdAt: leads.createdAt, firstRepliedAt: leads.firstRepliedAt })
    .from(leads)
    .where(
      and(
        eq(leads.listingKind, kind),
        inArray(
          leads.listingId,
          toRead.map((l) => l.id),
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
  for (const { id, closedDates } of toRead) {
    const timings = byListing.get(id) ?? [];
    const result = timings.length > 0 ? responseFigures(timings, now, closedDates) : null;
    keep.remember(kind, id, closedDates, timings.length, result);
    if (result) figures.set(id, result);
  }
  return figures;
}

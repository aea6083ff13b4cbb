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
  const rows = await db
    .select({ createdAt: leads.createdAt, firstRepliedAt: leads.firstRepliedAt })
    .from(leads)
    .where(and(eq(leads.listingKind, kind), eq(leads.listingId, id), gte(leads.createdAt, sinceOf(now)), ne(leads.status, "spam")));
  return responseFigures(rows.map(timingOf), now, closedDatesOf(hours));
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

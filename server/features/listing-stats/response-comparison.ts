import { and, eq, gte, inArray, isNull, ne } from "drizzle-orm";
import { replyRate, type ResponseComparison } from "@shared/listing-stats";
import type { ResponseFigures } from "@shared/response-figures";
import type { Db } from "../../db/client";
import { listingResponseFigures } from "../../db/lead-figures";
import { leads } from "../../db/lead-schema";
import { listingTable } from "../../db/listing-tables";
import type { ListingKind } from "../../db/schema";
import { closedDatesOf, MIN_LEADS, responseFigures, WINDOW_DAYS, type LeadTiming } from "../../lib/response-time";
import { medianOf } from "./median";

export type CategoryResponses = NonNullable<ResponseComparison["category"]>;

/**
 * The median response figures of a category's published listings of one kind that have figures
 * (5 requests or more in 90 days, spam left out), each computed as its page shows them (its own
 * closed dates): the median of their reply times and of their shares answered within 72 hours.
 * What happened, as it happened: Gold is not read, so it weighs nothing. Null when none has figures.
 */
export async function categoryResponses(db: Db, kind: ListingKind, category: { id: number; name: string }, now: Date): Promise<CategoryResponses | null> {
  const t = listingTable(kind);
  const since = new Date(now.getTime() - WINDOW_DAYS * 86_400_000).toISOString();
  // Each member's range of leads_listing_idx (kind, id, created_at).
  const rows = await db
    .select({ listingId: leads.listingId, createdAt: leads.createdAt, firstRepliedAt: leads.firstRepliedAt })
    .from(t)
    .innerJoin(leads, and(eq(leads.listingKind, kind), eq(leads.listingId, t.id), gte(leads.createdAt, since)))
    .where(and(eq(t.categoryId, category.id), isNull(t.unpublishedAt), ne(leads.status, "spam")));
  const byListing = new Map<number, LeadTiming[]>();
  for (const r of rows) {
    const list = byListing.get(r.listingId) ?? [];
    list.push({ createdAt: new Date(r.createdAt), firstRepliedAt: r.firstRepliedAt ? new Date(r.firstRepliedAt) : null });
    byListing.set(r.listingId, list);
  }
  const counted = [...byListing].filter(([, timings]) => timings.length >= MIN_LEADS);
  if (counted.length === 0) return null;
  // Only the listings that may have figures need their hours (their closed dates).
  const hours = new Map(
    (
      await db
        .select({ id: t.id, hours: t.hours })
        .from(t)
        .where(
          inArray(
            t.id,
            counted.map(([id]) => id),
          ),
        )
    ).map((h) => [h.id, h.hours ?? null]),
  );
  const figures = counted
    .map(([id, timings]) => responseFigures(timings, now, closedDatesOf(hours.get(id) ?? null)))
    .filter((f): f is ResponseFigures => f !== null);
  if (figures.length === 0) return null;
  const minutes = medianOf(figures.flatMap((f) => (f.medianMinutes === null ? [] : [f.medianMinutes])));
  return {
    name: category.name,
    listings: figures.length,
    medianMinutes: minutes === null ? null : Math.round(minutes),
    rate: medianOf(figures.flatMap((f) => (f.total > 0 ? [replyRate(f)!] : []))),
  };
}

/** A listing's own figures beside its category's (null without a category); `categoryFigures` may be one already computed. */
export async function responseComparison(
  db: Db,
  kind: ListingKind,
  id: number,
  category: { id: number; name: string } | null,
  now: Date,
  categoryFigures?: Promise<CategoryResponses | null>,
): Promise<ResponseComparison> {
  const t = listingTable(kind);
  const [listing] = await db.select({ hours: t.hours }).from(t).where(eq(t.id, id));
  const [own, median] = await Promise.all([
    listingResponseFigures(db, kind, id, listing?.hours ?? null, now),
    category ? (categoryFigures ?? categoryResponses(db, kind, category, now)) : null,
  ]);
  return { own, category: median };
}

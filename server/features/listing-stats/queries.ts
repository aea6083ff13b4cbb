import { and, between, eq, sql, type SQLWrapper } from "drizzle-orm";
import { zeroCounts, type StatCounts } from "@shared/listing-stats";
import type { Db } from "../../db/client";
import { inquiries, listingStatsDaily, type ListingKind } from "../../db/schema";

/** A listing's day in the counts, as both engines return it (a date column as YYYY-MM-DD text). */
const dayText = sql<string>`${listingStatsDaily.day}::text`;
/** An inquiry's San Antonio day. */
const inquiryDay = sql<string>`to_char(${inquiries.createdAt} at time zone 'America/Chicago', 'YYYY-MM-DD')`;

const summed = {
  views: sql<number>`sum(${listingStatsDaily.views})::int`,
  visitors: sql<number>`sum(${listingStatsDaily.visitors})::int`,
  appearances: sql<number>`sum(${listingStatsDaily.appearances})::int`,
  phoneClicks: sql<number>`sum(${listingStatsDaily.phoneClicks})::int`,
  websiteClicks: sql<number>`sum(${listingStatsDaily.websiteClicks})::int`,
  contactClicks: sql<number>`sum(${listingStatsDaily.contactClicks})::int`,
  mapClicks: sql<number>`sum(${listingStatsDaily.mapClicks})::int`,
};

/**
 * Messages received: contact messages sent from the listing's page (they name it), spam left
 * out, by San Antonio day. Counted from the stored messages themselves, so they are exact. The
 * created_at bound lets inquiries_listing_idx find the rows; the day text then cuts exactly.
 */
/** `ids`: a list, or a subquery of ids (a category's listings). */
export async function messagesByDay(db: Db, kind: ListingKind, ids: number[] | SQLWrapper, from: string, to: string) {
  if (Array.isArray(ids) && ids.length === 0) return [];
  return db
    .select({ id: inquiries.listingId, day: inquiryDay, n: sql<number>`count(*)::int` })
    .from(inquiries)
    .where(
      and(
        eq(inquiries.listingKind, kind),
        sql`${inquiries.listingId} in ${ids}`,
        eq(inquiries.kind, "contact"),
        sql`${inquiries.status} <> 'spam'`,
        sql`${inquiries.createdAt} >= (${from}::date - 1)::timestamptz`,
        sql`${inquiryDay} between ${from} and ${to}`,
      ),
    )
    .groupBy(inquiries.listingId, inquiryDay);
}

/** One listing's counts per day from `from` to `to`, each day present (zeros where nothing was counted). */
export async function dailyCounts(db: Db, kind: ListingKind, id: number, from: string, to: string): Promise<Map<string, StatCounts>> {
  const [rows, messages] = await Promise.all([
    db
      .select({ day: dayText, ...summed })
      .from(listingStatsDaily)
      .where(and(eq(listingStatsDaily.listingKind, kind), eq(listingStatsDaily.listingId, id), between(listingStatsDaily.day, from, to)))
      .groupBy(listingStatsDaily.day),
    messagesByDay(db, kind, [id], from, to),
  ]);
  const days = new Map<string, StatCounts>();
  for (let day = from; day <= to; day = nextDay(day)) days.set(day, zeroCounts());
  for (const { day, ...counts } of rows) Object.assign(days.get(day) ?? {}, counts);
  for (const m of messages) {
    const found = days.get(m.day);
    if (found) found.messages += m.n;
  }
  return days;
}

/** The sum of a listing's counts over a range of days. */
export async function totalCounts(db: Db, kind: ListingKind, id: number, from: string, to: string): Promise<StatCounts> {
  return sumCounts([...(await dailyCounts(db, kind, id, from, to)).values()]);
}

export function sumCounts(list: readonly StatCounts[]): StatCounts {
  const total = zeroCounts();
  for (const counts of list) for (const key of Object.keys(total) as (keyof StatCounts)[]) total[key] += counts[key];
  return total;
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

import { and, between, desc, eq, isNull, sql } from "drizzle-orm";
import { statCountKeys, zeroCounts, type StatCounts } from "@shared/listing-stats";
import { listingTable } from "../../db/listing-tables";
import type { Db } from "../../db/client";
import { categories, listingStatsDaily, listingStatTerms, type ListingKind } from "../../db/schema";
import { medianWithZeros, middleRanksFromTop } from "./median";
import { messagesByDay } from "./queries";

/** A listing's category: its id, name, and how many published listings of the same kind are in it. */
export async function categoryOf(db: Db, kind: ListingKind, id: number): Promise<{ id: number; name: string; listings: number } | null> {
  const t = listingTable(kind);
  const [row] = await db
    .select({ id: categories.id, name: categories.name })
    .from(t)
    .innerJoin(categories, eq(categories.id, t.categoryId))
    .where(eq(t.id, id));
  if (!row) return null;
  const [{ n }] = (await db
    .select({ n: sql<number>`count(*)::int` })
    .from(t)
    .where(and(eq(t.categoryId, row.id), isNull(t.unpublishedAt)))) as [{ n: number }];
  return { ...row, listings: n };
}

/** The published listings of a category, as a subquery of ids. */
const members = (db: Db, kind: ListingKind, categoryId: number) => {
  const t = listingTable(kind);
  return db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.categoryId, categoryId), isNull(t.unpublishedAt)));
};

/**
 * Each counter's total over [from, to] per published listing of the category, then the median
 * of each across all `listings` of them (those that counted nothing are zeros).
 */
export async function categoryTotalsMedian(db: Db, kind: ListingKind, categoryId: number, listings: number, from: string, to: string): Promise<StatCounts> {
  const s = listingStatsDaily;
  const ids = members(db, kind, categoryId);
  const [rows, messageRows] = await Promise.all([
    db
      .select({
        id: s.listingId,
        views: sql<number>`sum(${s.views})::int`,
        visitors: sql<number>`sum(${s.visitors})::int`,
        appearances: sql<number>`sum(${s.appearances})::int`,
        phoneClicks: sql<number>`sum(${s.phoneClicks})::int`,
        websiteClicks: sql<number>`sum(${s.websiteClicks})::int`,
        contactClicks: sql<number>`sum(${s.contactClicks})::int`,
        mapClicks: sql<number>`sum(${s.mapClicks})::int`,
      })
      .from(s)
      .where(and(eq(s.listingKind, kind), between(s.day, from, to), sql`${s.listingId} in ${ids}`))
      .groupBy(s.listingId),
    messagesByDay(db, kind, ids, from, to),
  ]);
  const messages = new Map<number, number>();
  for (const m of messageRows) messages.set(m.id!, (messages.get(m.id!) ?? 0) + m.n);
  const median = zeroCounts();
  for (const key of statCountKeys) {
    const values = key === "messages" ? [...messages.values()] : rows.map((r) => r[key]).filter((v) => v > 0);
    median[key] = medianWithZeros(values, listings);
  }
  return median;
}

/** The median page views of each day of [from, to] across the category's `listings`, in day order. */
export async function categoryDailyViewsMedian(db: Db, kind: ListingKind, categoryId: number, listings: number, days: string[]): Promise<number[]> {
  const ranks = middleRanksFromTop(listings);
  if (ranks.length === 0 || days.length === 0) return days.map(() => 0);
  const s = listingStatsDaily;
  // Only the one or two middle values of each day are fetched, ranked from the largest (zeros are never rows).
  const { rows } = (await db.execute(sql`
    select day::text as day, views, rank from (
      select ${s.day} as day, ${s.views} as views, row_number() over (partition by ${s.day} order by ${s.views} desc) as rank
      from ${s}
      where ${s.listingKind} = ${kind} and ${s.day} between ${days[0]} and ${days.at(-1)} and ${s.views} > 0
        and ${s.listingId} in ${members(db, kind, categoryId)}
    ) ranked where rank in (${sql.join(
      ranks.map((r) => sql`${r}`),
      sql`, `,
    )})
  `)) as unknown as { rows: { day: string; views: number; rank: number | string }[] };
  return days.map((day) => {
    const values = ranks.map((rank) => Number(rows.find((r) => r.day === day && Number(r.rank) === rank)?.views ?? 0));
    return values.reduce((a, b) => a + b, 0) / values.length;
  });
}

/** The search words and filters that showed the listing most often over [from, to]. */
export async function topTerms(db: Db, kind: ListingKind, id: number, from: string, to: string, limit = 10) {
  const t = listingStatTerms;
  const total = sql<number>`sum(${t.appearances})::int`;
  return db
    .select({ term: t.term, appearances: total })
    .from(t)
    .where(and(eq(t.listingKind, kind), eq(t.listingId, id), between(t.day, from, to)))
    .groupBy(t.term)
    .orderBy(desc(total), t.term)
    .limit(limit);
}

import type { ListingStats } from "@shared/listing-stats";
import type { Db } from "../../db/client";
import type { ListingKind } from "../../db/schema";
import { categoryDailyViewsMedian, categoryOf, categoryTotalsMedian, topTerms } from "./category-queries";
import { addDays } from "./day";
import { dailyCounts, sumCounts } from "./queries";
import { responseComparison } from "./response-comparison";
import { embedsBySite } from "./badge-embeds";

/** Days an owner's Statistics section shows: today and the 29 before it. */
export const STATS_DAYS = 30;
/** The longer window of the badge's embeds (issue 32): an embed on a partner's page is slow to change. */
export const EMBEDS_LONG_DAYS = 90;

/**
 * A listing's last 30 San Antonio days (today last), beside the median of its category, the
 * terms that showed it, and its replies to requests of the 90 days before `now` beside its category's.
 */
export async function listingStats(db: Db, kind: ListingKind, id: number, today: string, now: Date): Promise<ListingStats> {
  const from = addDays(today, -(STATS_DAYS - 1));
  const [byDay, category, terms, last30, last90] = await Promise.all([
    dailyCounts(db, kind, id, from, today),
    categoryOf(db, kind, id),
    topTerms(db, kind, id, from, today),
    embedsBySite(db, kind, id, from, today),
    embedsBySite(db, kind, id, addDays(today, -(EMBEDS_LONG_DAYS - 1)), today),
  ]);
  const days = [...byDay].map(([day, counts]) => ({ day, ...counts }));
  const dayList = days.map((d) => d.day);
  const [[medianTotals, dailyViews], responses] = await Promise.all([
    category
      ? Promise.all([
          categoryTotalsMedian(db, kind, category.id, category.listings, from, today),
          categoryDailyViewsMedian(db, kind, category.id, category.listings, dayList),
        ])
      : [null, null],
    responseComparison(db, kind, id, category, now),
  ]);
  return {
    from,
    to: today,
    days,
    totals: sumCounts(days),
    category: category && medianTotals && dailyViews ? { name: category.name, listings: category.listings, totals: medianTotals, dailyViews } : null,
    terms,
    responses,
    embeds: { last30, last90 },
  };
}

import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/** Fewest Gold and basic listings in a category (each) for its comparison to say anything. */
export const MIN_LISTINGS_TO_COMPARE = 3;

export interface GoldComparison {
  /** Mean page views per Gold listing divided by the mean per basic listing. */
  ratio: number;
  gold: number;
  basic: number;
}

/**
 * What Gold listings of a category measured against basic ones over [from, to]: the mean page
 * views per published Gold professional over the mean per basic one (listings that counted
 * nothing count as 0). A listing is Gold for the month when its Gold ran to the month's end
 * (`endsAfter`, the first instant of the next month in San Antonio). Null, never a guess, when
 * either side has fewer than MIN_LISTINGS_TO_COMPARE listings or no views at all.
 */
export async function goldComparison(db: Db, categoryId: number, from: string, to: string, endsAfter: string): Promise<GoldComparison | null> {
  const { rows } = (await db.execute(sql`
    select coalesce(p.gold_until >= ${endsAfter}::timestamp at time zone 'America/Chicago', false) as gold,
           count(*)::int as listings,
           coalesce(sum(s.views), 0)::int as views
    from professionals p
    left join (
      select listing_id, sum(views) as views from listing_stats_daily
      where listing_kind = 'professional' and day between ${from} and ${to}
      group by listing_id
    ) s on s.listing_id = p.id
    where p.category_id = ${categoryId} and p.unpublished_at is null
    group by 1
  `)) as unknown as { rows: { gold: boolean; listings: number; views: number }[] };
  const gold = rows.find((r) => r.gold);
  const basic = rows.find((r) => !r.gold);
  if (!gold || !basic || gold.listings < MIN_LISTINGS_TO_COMPARE || basic.listings < MIN_LISTINGS_TO_COMPARE) return null;
  const goldMean = Number(gold.views) / gold.listings;
  const basicMean = Number(basic.views) / basic.listings;
  if (goldMean === 0 || basicMean === 0) return null;
  return { ratio: goldMean / basicMean, gold: gold.listings, basic: basic.listings };
}

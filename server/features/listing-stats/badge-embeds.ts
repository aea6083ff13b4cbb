import { and, desc, eq, gte, lte, sql } from "drizzle-orm";
import type { BadgeEmbeds } from "@shared/listing-stats";
import type { ListingKind } from "@shared/listing-kind";
import type { Db } from "../../db/client";
import { badgeEmbeds } from "../../db/partner-schema";

/*
 * The embeds of a listing's badge as its owner reads them (issue 32): the Statistics section and the
 * monthly report. The partners feature counts them (server/features/partners/badge-counts.ts).
 */

/** Badge views from `fromDay` to `toDay` (both inclusive, San Antonio days): the 20 sites with most, and the total of all sites. */
export async function embedsBySite(db: Db, kind: ListingKind, id: number, fromDay: string, toDay: string): Promise<BadgeEmbeds> {
  const views = sql<number>`sum(${badgeEmbeds.views})::int`;
  const where = and(eq(badgeEmbeds.listingKind, kind), eq(badgeEmbeds.listingId, id), gte(badgeEmbeds.day, fromDay), lte(badgeEmbeds.day, toDay));
  const [rows, [sum]] = await Promise.all([
    db.select({ site: badgeEmbeds.site, views }).from(badgeEmbeds).where(where).groupBy(badgeEmbeds.site).orderBy(desc(views), badgeEmbeds.site).limit(20),
    db
      .select({ views: sql<number>`coalesce(sum(${badgeEmbeds.views}), 0)::int` })
      .from(badgeEmbeds)
      .where(where),
  ]);
  return { sites: rows.map((r) => ({ site: r.site, views: Number(r.views) })), total: Number(sum?.views ?? 0) };
}

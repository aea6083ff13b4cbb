import { and, asc, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { ListingKind } from "@shared/listing-kind";
import type { ReviewSort } from "@shared/reviews";
import type { PublicReview, ReviewSummary } from "@shared/reviews-schema";
import type { Db } from "../../db/client";
import { reviewReplies, reviews } from "../../db/review-schema";
import { BURST_WINDOW_MS } from "./placement";

export const REVIEW_PAGE_SIZE = 20;

/** What a review shows of itself wherever it is shown: publicly, to its listing's owners, to its writer. */
export const reviewTextColumns = {
  id: reviews.id,
  stars: reviews.stars,
  body: reviews.body,
  visitMonth: reviews.visitMonth,
  shownName: reviews.shownName,
  language: reviews.language,
};

/** A review with its dates and its one reply (a left join of review_replies). */
export const reviewWithReplyColumns = {
  ...reviewTextColumns,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  replyBody: reviewReplies.body,
  replyLanguage: reviewReplies.language,
  replyUpdatedAt: reviewReplies.updatedAt,
};

/** The one reply of a row read with reviewWithReplyColumns, as the answers show it. */
export const replyOf = (r: { replyBody: string | null; replyLanguage: PublicReview["language"]; replyUpdatedAt: Date | null }): PublicReview["reply"] =>
  r.replyBody === null || !r.replyUpdatedAt ? null : { body: r.replyBody, language: r.replyLanguage, updatedAt: r.replyUpdatedAt.toISOString() };

const orderOf = (sort: ReviewSort) =>
  sort === "highest"
    ? [desc(reviews.stars), desc(reviews.createdAt), desc(reviews.id)]
    : sort === "lowest"
      ? [asc(reviews.stars), desc(reviews.createdAt), desc(reviews.id)]
      : [desc(reviews.createdAt), desc(reviews.id)];

async function page(db: Db, kind: ListingKind, id: number, status: "published" | "not_recommended", sort: ReviewSort, offset: number, limit: number) {
  const rows = await db
    .select(reviewWithReplyColumns)
    .from(reviews)
    .leftJoin(reviewReplies, eq(reviewReplies.reviewId, reviews.id))
    .where(and(eq(reviews.listingKind, kind), eq(reviews.listingId, id), eq(reviews.status, status)))
    .orderBy(...orderOf(sort))
    .limit(limit)
    .offset(offset);
  return rows.map((r): PublicReview => ({
    id: r.id,
    stars: r.stars,
    body: r.body,
    visitMonth: r.visitMonth,
    shownName: r.shownName,
    language: r.language,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    reply: replyOf(r),
  }));
}

/**
 * A listing's public reviews (issue 30): published ones counted and averaged, not-recommended
 * ones only counted (listed on request), held and removed never shown. Nothing here reads Gold.
 */
export async function reviewSummary(
  db: Db,
  kind: ListingKind,
  id: number,
  options: { sort: ReviewSort; offset: number; withNotRecommended: boolean; now: Date },
): Promise<ReviewSummary> {
  const counts = await db
    .select({ status: reviews.status, stars: reviews.stars, n: sql<number>`count(*)::int` })
    .from(reviews)
    .where(and(eq(reviews.listingKind, kind), eq(reviews.listingId, id), inArray(reviews.status, ["published", "not_recommended"])))
    .groupBy(reviews.status, reviews.stars);
  const distribution: ReviewSummary["distribution"] = [0, 0, 0, 0, 0];
  let notRecommendedCount = 0;
  for (const c of counts) {
    if (c.status === "published") distribution[c.stars - 1] = c.n;
    else notRecommendedCount += c.n;
  }
  const count = distribution.reduce((a, b) => a + b, 0);
  const total = distribution.reduce((sum, n, i) => sum + n * (i + 1), 0);
  const [held] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reviews)
    .where(
      and(
        eq(reviews.listingKind, kind),
        eq(reviews.listingId, id),
        eq(reviews.status, "held"),
        sql`'burst' = any(${reviews.signals})`,
        gte(reviews.createdAt, new Date(options.now.getTime() - BURST_WINDOW_MS)),
      ),
    );
  const list = await page(db, kind, id, "published", options.sort, options.offset, REVIEW_PAGE_SIZE + 1);
  return {
    kind,
    id,
    average: count ? Math.round((total / count) * 10) / 10 : null,
    count,
    distribution,
    notRecommendedCount,
    burstNotice: (held?.n ?? 0) > 0,
    sort: options.sort,
    reviews: list.slice(0, REVIEW_PAGE_SIZE),
    ...(options.withNotRecommended ? { notRecommended: await page(db, kind, id, "not_recommended", "newest", 0, 100) } : {}),
    nextOffset: list.length > REVIEW_PAGE_SIZE ? options.offset + REVIEW_PAGE_SIZE : null,
  };
}

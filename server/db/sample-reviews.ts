import { z } from "zod";
import { REVIEW_MAX_CHARS, REVIEW_MIN_CHARS } from "../../shared/reviews";
import { visitMonthSchema } from "../../shared/reviews-schema";
import type { Db } from "./client";
import { reviewMembers, reviews } from "./review-schema";
import { users } from "./schema";
import reviewsFile from "./sample-data/reviews.json" with { type: "json" };

/**
 * The sample reviews (issue 30): a few fictional reviews of sample listings, each text marked
 * "(Sample review.)" as the listings are "(Sample listing.)", each by a fictional member of its
 * own whose address is at example.com (reserved: no mail ever reaches anyone). Published as they
 * are: the automatic placement is for real writers.
 */
const sampleReviewRow = z.strictObject({
  listing: z.string().regex(/^(business|professional):[a-z0-9-]+$/),
  reviewer: z.string().min(2).max(40),
  stars: z.number().int().min(1).max(5),
  visitMonth: visitMonthSchema,
  body: z
    .string()
    .min(REVIEW_MIN_CHARS)
    .max(REVIEW_MAX_CHARS)
    .refine((text) => /\((Sample review|Reseña de muestra)\.\)$/.test(text), "a sample review's text ends with (Sample review.)"),
});
export const sampleReviews = z.array(sampleReviewRow).parse(reviewsFile);

/** The sample reviewers' addresses: what resetSampleData deletes them by (their reviews go with them). */
export const SAMPLE_REVIEWER_EMAIL = /^sample-reviewer-\d+@example\.com$/;
export const sampleReviewerEmail = (n: number) => `sample-reviewer-${n}@example.com`;

/** Writes the sample reviews of the listings given by their sample keys ("business:<key>" → id); one INSERT per table. */
export async function seedSampleReviews(tx: Db, listingId: (ref: string) => number | undefined): Promise<number> {
  const rows = sampleReviews.flatMap((r, i) => {
    const id = listingId(r.listing);
    return id === undefined ? [] : [{ ...r, n: i + 1, id }];
  });
  if (rows.length === 0) return 0;
  await tx.insert(users).values(rows.map((r) => ({ id: `sample-reviewer-${r.n}`, name: r.reviewer, email: sampleReviewerEmail(r.n), emailVerified: true })));
  await tx.insert(reviewMembers).values(rows.map((r) => ({ userId: `sample-reviewer-${r.n}` })));
  await tx.insert(reviews).values(
    rows.map((r) => ({
      listingKind: r.listing.startsWith("business:") ? ("business" as const) : ("professional" as const),
      listingId: r.id,
      userId: `sample-reviewer-${r.n}`,
      stars: r.stars,
      body: r.body,
      visitMonth: r.visitMonth,
      shownName: r.reviewer,
      // A sample review's closing mark says its language.
      language: r.body.endsWith("(Reseña de muestra.)") ? ("es" as const) : ("en" as const),
      status: "published" as const,
      signals: ["sample"],
    })),
  );
  return rows.length;
}

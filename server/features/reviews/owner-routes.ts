import { and, desc, eq, ne } from "drizzle-orm";
import express, { type Router } from "express";
import { z } from "zod";
import { flagSchema, replySchema } from "@shared/reviews-schema";
import type { AccountDeps } from "../../account/deps";
import { currentAccount, currentListing, ownerAuditActor, requireAccount, requireListingOwner } from "../../account/owner";
import { recordAudit } from "../../audit/record-audit";
import { reviewFlags, reviewReplies, reviews } from "../../db/review-schema";
import { HttpError } from "../../lib/http-error";

const reviewParams = z.object({
  reviewId: z.coerce.number({ error: "reviewId must be a positive integer" }).int("reviewId must be a positive integer").min(1).max(2_147_483_647),
});

/**
 * Owners and co-owners and their listing's reviews (issue 30), under /api/account:
 *
 * - GET  /listings/:kind/:id/reviews                      every review but removed ones (never the writer's email)
 * - PUT  /listings/:kind/:id/reviews/:reviewId/reply      the one public reply: writes or edits it
 * - POST /listings/:kind/:id/reviews/:reviewId/flag       to the staff queue with a published reason
 *
 * Owners cannot remove or hide a review: no route here changes a review's status.
 */
export function ownerReviewsRouter({ db, now }: AccountDeps): Router {
  const router = express.Router();
  const base = "/listings/:kind/:id/reviews";

  /** The review, when it belongs to the owner's listing and is not removed; else 404. */
  async function reviewOfListing(kind: string, id: number, reviewId: number) {
    const [row] = await db
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.id, reviewId), eq(reviews.listingKind, kind as "professional"), eq(reviews.listingId, id), ne(reviews.status, "removed")));
    if (!row) throw new HttpError(404, "Review not found.");
    return row;
  }

  router.get(base, requireAccount, requireListingOwner(db), async (_req, res) => {
    const { kind, id } = currentListing(res);
    const rows = await db
      .select({
        id: reviews.id,
        stars: reviews.stars,
        body: reviews.body,
        visitMonth: reviews.visitMonth,
        shownName: reviews.shownName,
        status: reviews.status,
        createdAt: reviews.createdAt,
        reply: reviewReplies.body,
      })
      .from(reviews)
      .leftJoin(reviewReplies, eq(reviewReplies.reviewId, reviews.id))
      .where(and(eq(reviews.listingKind, kind), eq(reviews.listingId, id), ne(reviews.status, "removed")))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(500);
    res.json(rows);
  });

  router.put(`${base}/:reviewId/reply`, requireAccount, requireListingOwner(db), async (req, res) => {
    const { kind, id } = currentListing(res);
    const { reviewId } = reviewParams.parse(req.params);
    const { body } = replySchema.parse(req.body);
    await reviewOfListing(kind, id, reviewId);
    const at = now();
    const account = currentAccount(res);
    await db.transaction(async (tx) => {
      const [before] = await tx.select({ body: reviewReplies.body }).from(reviewReplies).where(eq(reviewReplies.reviewId, reviewId)).for("update");
      await tx
        .insert(reviewReplies)
        .values({ reviewId, userId: account.id, body, createdAt: at, updatedAt: at })
        .onConflictDoUpdate({ target: reviewReplies.reviewId, set: { body, userId: account.id, updatedAt: at } });
      await recordAudit(tx, ownerAuditActor(req, res), {
        action: before ? "review_reply.update" : "review_reply.create",
        entityType: "review_reply",
        entityId: reviewId,
        before: before ?? null,
        after: { body },
      });
    });
    res.json({ reviewId, body, updatedAt: at.toISOString() });
  });

  router.post(`${base}/:reviewId/flag`, requireAccount, requireListingOwner(db), async (req, res) => {
    const { kind, id } = currentListing(res);
    const { reviewId } = reviewParams.parse(req.params);
    const { reason, note } = flagSchema.parse(req.body);
    await reviewOfListing(kind, id, reviewId);
    const account = currentAccount(res);
    const at = now();
    await db.transaction(async (tx) => {
      await tx
        .insert(reviewFlags)
        .values({ reviewId, userId: account.id, reason, note: note ?? "", createdAt: at })
        .onConflictDoUpdate({ target: [reviewFlags.reviewId, reviewFlags.userId], set: { reason, note: note ?? "", createdAt: at, resolvedAt: null } });
      await recordAudit(tx, ownerAuditActor(req, res), {
        action: "review.flag",
        entityType: "review_flag",
        entityId: reviewId,
        before: null,
        after: { reason, note: note ?? "" },
      });
    });
    res.status(202).json({ reviewId, reason, message: "Thanks. Our staff will check this review against the published guidelines." });
  });

  return router;
}

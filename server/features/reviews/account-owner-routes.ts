import { and, desc, eq, inArray } from "drizzle-orm";
import express, { type Router } from "express";
import { z } from "zod";
import type { ModerationReason } from "@shared/reviews";
import { flagSchema, replySchema, type OwnerReview } from "@shared/reviews-schema";
import type { AccountDeps } from "../../account/deps";
import { currentAccount, currentListing, ownerAuditActor, requireAccount, requireListingOwner } from "../../account/owner";
import { recordAudit } from "../../audit/record-audit";
import { reviewFlags, reviewReplies, reviews } from "../../db/review-schema";
import { HttpError } from "../../lib/http-error";
import { replyOf, reviewWithReplyColumns } from "./read-queries";

const reviewParams = z.object({
  reviewId: z.coerce.number({ error: "reviewId must be a positive integer" }).int("reviewId must be a positive integer").min(1).max(2_147_483_647),
});

/**
 * Owners and co-owners and their listing's reviews (issue 30), under /api/account:
 *
 * - GET  /listings/:kind/:id/reviews                      the published and not recommended reviews, with the reply and
 *                                                         this owner's flag (never the writer's email; held ones wait for staff)
 * - PUT  /listings/:kind/:id/reviews/:reviewId/reply      the one public reply: writes or edits it
 * - POST /listings/:kind/:id/reviews/:reviewId/flag       to the staff queue with a published reason
 *
 * Owners cannot remove or hide a review: no route here changes a review's status.
 */
export function ownerReviewsRouter({ db, now }: AccountDeps): Router {
  const router = express.Router();
  const base = "/listings/:kind/:id/reviews";

  /** The review, when it belongs to the owner's listing and is shown (published or not recommended); else 404. */
  async function reviewOfListing(kind: string, id: number, reviewId: number) {
    const [row] = await db
      .select({ id: reviews.id })
      .from(reviews)
      .where(
        and(
          eq(reviews.id, reviewId),
          eq(reviews.listingKind, kind as "professional"),
          eq(reviews.listingId, id),
          inArray(reviews.status, ["published", "not_recommended"]),
        ),
      );
    if (!row) throw new HttpError(404, "Review not found.");
    return row;
  }

  router.get(base, requireAccount, requireListingOwner(db), async (_req, res) => {
    const { kind, id } = currentListing(res);
    const account = currentAccount(res);
    const rows = await db
      .select({
        ...reviewWithReplyColumns,
        status: reviews.status,
        flagReason: reviewFlags.reason,
        flagResolvedAt: reviewFlags.resolvedAt,
      })
      .from(reviews)
      .leftJoin(reviewReplies, eq(reviewReplies.reviewId, reviews.id))
      .leftJoin(reviewFlags, and(eq(reviewFlags.reviewId, reviews.id), eq(reviewFlags.userId, account.id)))
      .where(and(eq(reviews.listingKind, kind), eq(reviews.listingId, id), inArray(reviews.status, ["published", "not_recommended"])))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(500);
    const answer: OwnerReview[] = rows.map((r) => ({
      id: r.id,
      stars: r.stars,
      body: r.body,
      visitMonth: r.visitMonth,
      shownName: r.shownName,
      language: r.language,
      status: r.status as OwnerReview["status"],
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      reply: replyOf(r),
      flag: r.flagReason === null ? null : { reason: r.flagReason as ModerationReason, open: r.flagResolvedAt === null },
    }));
    res.json(answer);
  });

  router.put(`${base}/:reviewId/reply`, requireAccount, requireListingOwner(db), async (req, res) => {
    const { kind, id } = currentListing(res);
    const { reviewId } = reviewParams.parse(req.params);
    const { body, language = null } = replySchema.parse(req.body);
    await reviewOfListing(kind, id, reviewId);
    const at = now();
    const account = currentAccount(res);
    await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ body: reviewReplies.body, language: reviewReplies.language })
        .from(reviewReplies)
        .where(eq(reviewReplies.reviewId, reviewId))
        .for("update");
      await tx
        .insert(reviewReplies)
        .values({ reviewId, userId: account.id, body, language, createdAt: at, updatedAt: at })
        .onConflictDoUpdate({ target: reviewReplies.reviewId, set: { body, language, userId: account.id, updatedAt: at } });
      await recordAudit(tx, ownerAuditActor(req, res), {
        action: before ? "review_reply.update" : "review_reply.create",
        entityType: "review_reply",
        entityId: reviewId,
        before: before ?? null,
        after: { body, language },
      });
    });
    res.json({ reviewId, body, language, updatedAt: at.toISOString() });
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

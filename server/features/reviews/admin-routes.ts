import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import express, { type Request, type Router } from "express";
import { z } from "zod";
import { moderationSchema } from "@shared/reviews-schema";
import { auditActor, recordAudit } from "../../audit/record-audit";
import { requireRole } from "../../auth/staff";
import type { Db } from "../../db/client";
import { reviewFlags, reviews, reviewVersions } from "../../db/review-schema";
import { users } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { queueNewReviewMails } from "./owner-mail";
import type { ReviewStatus } from "@shared/reviews";

const idParams = z.strictObject({
  id: z.coerce
    .number({ error: "id must be a positive integer" })
    .int("id must be a positive integer")
    .min(1, "id must be a positive integer")
    .max(2_147_483_647),
});
const queueQuery = z.strictObject({
  view: z.enum(["queue", "not_recommended", "removed", "published"], { error: "view must be queue, not_recommended, removed or published" }).default("queue"),
});
const statusOf: Record<z.infer<typeof moderationSchema>["action"], ReviewStatus> = {
  publish: "published",
  not_recommended: "not_recommended",
  remove: "removed",
};

const columns = {
  id: reviews.id,
  listingKind: reviews.listingKind,
  listingId: reviews.listingId,
  stars: reviews.stars,
  body: reviews.body,
  visitMonth: reviews.visitMonth,
  shownName: reviews.shownName,
  status: reviews.status,
  reason: reviews.reason,
  signals: reviews.signals,
  email: users.email,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  openFlags: sql<number>`(select count(*)::int from "review_flags" f where f.review_id = ${reviews.id} and f.resolved_at is null)`,
};

/**
 * Staff's review queue (issue 30), editors and admins:
 *
 * - GET  /reviews?view=queue|not_recommended|removed|published   queue = held or flagged, oldest first
 * - GET  /reviews/:id                                            one review with its earlier texts and flags
 * - POST /reviews/:id/moderation {action, reason}                publish, not_recommended or remove, with a published reason
 *
 * Each decision is an audit entry of entity "review" (status, reason), which the audit log's
 * revert puts back (revert-appliers in ./revert-applier.ts, registered in server/admin/routes.ts).
 */
export function adminReviewsRouter(deps: {
  db: Db;
  now: () => Date;
  siteOf?: ((req: Request) => string) | undefined;
  onMailQueued?: (() => void) | undefined;
}): Router {
  const { db, now } = deps;
  const siteOf = deps.siteOf ?? ((req: Request) => `${req.protocol === "https" ? "https" : "http"}://${req.get("host") ?? "localhost"}`);
  const router = express.Router();

  router.get("/reviews", requireRole("editor"), async (req, res) => {
    const { view } = queueQuery.parse(req.query);
    const flagged = sql`exists (select 1 from "review_flags" f where f.review_id = ${reviews.id} and f.resolved_at is null)`;
    const where = view === "queue" ? sql`(${reviews.status} = 'held' or ${flagged})` : eq(reviews.status, view);
    const rows = await db
      .select(columns)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(where)
      .orderBy(view === "queue" ? asc(reviews.createdAt) : desc(reviews.updatedAt), asc(reviews.id))
      .limit(200);
    res.json(rows);
  });

  router.get("/reviews/:id", requireRole("editor"), async (req, res) => {
    const { id } = idParams.parse(req.params);
    const [row] = await db.select(columns).from(reviews).innerJoin(users, eq(users.id, reviews.userId)).where(eq(reviews.id, id));
    if (!row) throw new HttpError(404, `No review with id ${id}`);
    const versions = await db.select().from(reviewVersions).where(eq(reviewVersions.reviewId, id)).orderBy(asc(reviewVersions.id));
    const flags = await db
      .select({ reason: reviewFlags.reason, note: reviewFlags.note, createdAt: reviewFlags.createdAt, resolvedAt: reviewFlags.resolvedAt })
      .from(reviewFlags)
      .where(eq(reviewFlags.reviewId, id))
      .orderBy(asc(reviewFlags.createdAt));
    res.json({ ...row, versions, flags });
  });

  router.post("/reviews/:id/moderation", requireRole("editor"), async (req, res) => {
    const { id } = idParams.parse(req.params);
    const { action, reason } = moderationSchema.parse(req.body);
    const at = now();
    let mailed = false;
    const answer = await db.transaction(async (tx) => {
      const [current] = await tx.select({ status: reviews.status, reason: reviews.reason }).from(reviews).where(eq(reviews.id, id)).for("update");
      if (!current) throw new HttpError(404, `No review with id ${id}`);
      const after = { status: statusOf[action], reason };
      await tx
        .update(reviews)
        .set({ ...after, updatedAt: at })
        .where(eq(reviews.id, id));
      await tx
        .update(reviewFlags)
        .set({ resolvedAt: at })
        .where(and(eq(reviewFlags.reviewId, id), isNull(reviewFlags.resolvedAt)));
      const auditId = await recordAudit(tx, auditActor(req, res), {
        action: `review.${action}`,
        entityType: "review",
        entityId: id,
        before: current,
        after,
        reason,
      });
      // A held review published for the first time is new to the listing's owners: their mail (issue 30).
      if (current.status === "held" && after.status === "published") mailed = (await queueNewReviewMails(tx, id, siteOf(req))) > 0;
      return { id, ...after, auditId };
    });
    if (mailed) deps.onMailQueued?.();
    res.json(answer);
  });

  return router;
}

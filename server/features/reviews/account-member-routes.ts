import { and, eq } from "drizzle-orm";
import express, { type Request, type Router } from "express";
import { z } from "zod";
import { listingKinds } from "@shared/listing-kind";
import { HELD_NOTICE, NOT_RECOMMENDED_NOTICE, type OwnReview } from "@shared/reviews";
import { reviewCreateSchema, reviewEditSchema } from "@shared/reviews-schema";
import type { AccountDeps } from "../../account/deps";
import { currentAccount, ownershipOf, requireAccount } from "../../account/owner";
import { isPublishedListing } from "./listing";
import { reviewMembers, reviews, reviewVersions } from "../../db/review-schema";
import { users } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { inMinutes, rateLimitCheck } from "../../middleware/rate-limit";
import { queueNewReviewMails } from "./owner-mail";
import { placeReview } from "./placement";
import { gatherSignals, networkOf } from "./signals";
import { textKey } from "./placement";
import { reviewTextColumns } from "./read-queries";

const params = z.object({
  listingKind: z.enum(listingKinds, { error: "kind must be professional or business" }),
  listingId: z.coerce.number({ error: "id must be a positive integer" }).int("id must be a positive integer").min(1).max(2_147_483_647),
});

const ownColumns = { ...reviewTextColumns, status: reviews.status };
type OwnRow = Omit<OwnReview, "notice">;
const notice = (status: OwnReview["status"]) => (status === "held" ? HELD_NOTICE : status === "not_recommended" ? NOT_RECOMMENDED_NOTICE : null);
const own = (row: OwnRow): OwnReview => ({ ...row, notice: notice(row.status) });

/** "María G." from "María Garza"; "Member" when the account has no name. */
export function defaultShownName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return "Member";
  const last = words.length > 1 ? ` ${words[words.length - 1]!.charAt(0).toUpperCase()}.` : "";
  return `${words[0]}${last}`.slice(0, 40);
}

/**
 * A member's own review of a listing (issue 30), under /api/account (signed in by emailed link):
 *
 * - GET    /my-reviews/:listingKind/:listingId   their review, or 404
 * - POST   /my-reviews/:listingKind/:listingId   writes it (one per listing; 409 for a second)
 * - PATCH  /my-reviews/:listingKind/:listingId   edits it (the earlier text kept for staff)
 * - DELETE /my-reviews/:listingKind/:listingId   deletes it
 *
 * Insiders are refused with 403: the listing's owners and co-owners, and staff of any role.
 * The parameters are not named :kind/:id: these routes are not owners' listing routes.
 */
export function memberReviewRouter(deps: AccountDeps): Router {
  const { db, now } = deps;
  const siteOf = deps.siteOf ?? ((req: Request) => `${req.protocol === "https" ? "https" : "http"}://${req.get("host") ?? "localhost"}`);
  const writes = rateLimitCheck(db, {
    limit: 10,
    windowMs: 60 * 60_000,
    keyPrefix: `reviews-${Math.random().toString(36).slice(2)}`,
    message: (s) => `Too many review changes. Please try again in ${inMinutes(s)}.`,
  });
  const router = express.Router();
  const path = "/my-reviews/:listingKind/:listingId";

  const findOwn = async (userId: string, kind: (typeof listingKinds)[number], id: number) =>
    (
      await db
        .select(ownColumns)
        .from(reviews)
        .where(and(eq(reviews.listingKind, kind), eq(reviews.listingId, id), eq(reviews.userId, userId)))
    )[0];

  router.get(path, requireAccount, async (req, res) => {
    const { listingKind, listingId } = params.parse(req.params);
    const row = await findOwn(currentAccount(res).id, listingKind, listingId);
    if (!row) throw new HttpError(404, "You have not reviewed this listing.");
    res.json(own(row));
  });

  router.post(path, requireAccount, async (req, res) => {
    const { listingKind, listingId } = params.parse(req.params);
    const body = reviewCreateSchema.parse(req.body);
    const account = currentAccount(res);
    const at = now();
    checkVisitMonth(body.visitMonth, at);
    if (!(await isPublishedListing(db, listingKind, listingId))) throw new HttpError(404, "Listing not found.");
    await refuseInsiders(account.id, listingKind, listingId);
    await writes(req, res, { subject: account.id });
    if (await findOwn(account.id, listingKind, listingId))
      throw new HttpError(409, "You have already reviewed this listing. Edit your review instead.", "review_exists");
    const network = networkOf(req.ip);
    const placement = placeReview(
      await gatherSignals(db, { kind: listingKind, id: listingId, userId: account.id, email: account.email, network, body: body.body, stars: body.stars }, at),
    );
    let mailed = false;
    const row = await db.transaction(async (tx) => {
      await tx.insert(reviewMembers).values({ userId: account.id }).onConflictDoNothing();
      const [inserted] = await tx
        .insert(reviews)
        .values({
          listingKind,
          listingId,
          userId: account.id,
          stars: body.stars,
          body: body.body,
          visitMonth: body.visitMonth,
          shownName: body.shownName ?? defaultShownName(account.name),
          language: body.language ?? null,
          status: placement.status,
          signals: placement.signals,
          textKey: textKey(body.body),
          clientNetwork: network,
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoNothing()
        .returning(ownColumns);
      // A published review: its listing's owners get a mail (held ones when staff publish them).
      if (inserted?.status === "published") mailed = (await queueNewReviewMails(tx, inserted.id, siteOf(req))) > 0;
      return inserted;
    });
    if (!row) throw new HttpError(409, "You have already reviewed this listing. Edit your review instead.", "review_exists");
    if (mailed) deps.onMailQueued?.();
    res.status(201).json(own(row));
  });

  router.patch(path, requireAccount, async (req, res) => {
    const { listingKind, listingId } = params.parse(req.params);
    const edit = reviewEditSchema.parse(req.body);
    const account = currentAccount(res);
    const at = now();
    if (edit.visitMonth) checkVisitMonth(edit.visitMonth, at);
    await writes(req, res, { subject: account.id });
    const row = await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ ...ownColumns, userId: reviews.userId })
        .from(reviews)
        .where(and(eq(reviews.listingKind, listingKind), eq(reviews.listingId, listingId), eq(reviews.userId, account.id)))
        .for("update");
      if (!current) throw new HttpError(404, "You have not reviewed this listing.");
      if (current.status === "removed") throw new HttpError(409, "Our staff removed this review; it cannot be edited.", "review_removed");
      const next = {
        stars: edit.stars ?? current.stars,
        body: edit.body ?? current.body,
        visitMonth: edit.visitMonth ?? current.visitMonth,
        shownName: edit.shownName ?? current.shownName,
        language: edit.language ?? current.language,
      };
      await tx.insert(reviewVersions).values({
        reviewId: current.id,
        stars: current.stars,
        body: current.body,
        visitMonth: current.visitMonth,
        shownName: current.shownName,
        replacedAt: at,
      });
      // A changed text is placed again; a review staff placed keeps staff's decision otherwise.
      let status = current.status;
      let signals: string[] | undefined;
      if (edit.body !== undefined && edit.body !== current.body && current.status !== "held") {
        const placement = placeReview(
          await gatherSignals(
            tx,
            {
              kind: listingKind,
              id: listingId,
              userId: account.id,
              email: account.email,
              network: networkOf(req.ip),
              body: next.body,
              stars: next.stars,
              reviewId: current.id,
            },
            at,
          ),
        );
        status = placement.status;
        signals = placement.signals;
      }
      const [updated] = await tx
        .update(reviews)
        .set({ ...next, status, ...(signals ? { signals } : {}), textKey: textKey(next.body), updatedAt: at })
        .where(eq(reviews.id, current.id))
        .returning(ownColumns);
      return updated!;
    });
    res.json(own(row));
  });

  router.delete(path, requireAccount, async (req, res) => {
    const { listingKind, listingId } = params.parse(req.params);
    const account = currentAccount(res);
    const deleted = await db
      .delete(reviews)
      .where(and(eq(reviews.listingKind, listingKind), eq(reviews.listingId, listingId), eq(reviews.userId, account.id)))
      .returning({ id: reviews.id });
    if (!deleted.length) throw new HttpError(404, "You have not reviewed this listing.");
    res.status(204).end();
  });

  /** 403 for the listing's owners and co-owners and for staff: the FTC rule's insider reviews. */
  async function refuseInsiders(userId: string, kind: (typeof listingKinds)[number], id: number) {
    const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
    if (user?.role) throw new HttpError(403, "Staff of the directory cannot write reviews.", "insider");
    if (await ownershipOf(db, userId, kind, id)) throw new HttpError(403, "You cannot review a listing you own or co-own.", "insider");
  }

  return router;
}

function checkVisitMonth(month: string, at: Date) {
  const current = `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, "0")}`;
  if (month > current) throw HttpError.forField(400, "visitMonth", "must not be in the future");
}

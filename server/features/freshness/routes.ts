import { createHash } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { Router } from "express";
import { stillCorrectRequestSchema, type StillCorrectResponse } from "@shared/freshness";
import { recordAudit } from "../../audit/record-audit";
import { listingTable } from "../../db/listing-tables";
import type { Db } from "../../db/client";
import { ownerTokens, users } from "../../db/schema";
import { HttpError } from "../../lib/http-error";

/** One answer for an unknown, used or expired link: which of them it was is nobody's business. */
const SPENT = "This link has already been used or has expired. Sign in to your account to check your listing.";

/**
 * POST /api/listing-still-correct: the "Yes, it's correct" link of the 90-day reminder (issue 16
 * item 7). The email's link opens /account/still-correct, whose page posts the token, so a mail
 * scanner's GET cannot spend it. Single use (the token is marked used in the same statement that
 * finds it live), bound to its listing and to the owner it was sent to; it refreshes the
 * listing's "Updated by the owner on" date and is audited as that owner. No session is opened.
 */
export function freshnessRouter({ db, now }: { db: Db; now: () => Date }): Router {
  const router = Router();

  router.post("/listing-still-correct", async (req, res) => {
    const { token } = stillCorrectRequestSchema.parse(req.body);
    const at = now();
    const answer = await db.transaction(async (tx) => {
      const [spent] = await tx
        .update(ownerTokens)
        .set({ usedAt: at })
        .where(
          and(
            eq(ownerTokens.tokenHash, createHash("sha256").update(token).digest("hex")),
            eq(ownerTokens.purpose, "freshness"),
            isNull(ownerTokens.usedAt),
            gt(ownerTokens.expiresAt, at),
          ),
        )
        .returning();
      if (!spent) throw new HttpError(410, SPENT);
      const table = listingTable(spent.listingKind);
      const [listing] = await tx
        .update(table)
        .set({ ownerUpdatedAt: at.toISOString() })
        .where(and(eq(table.id, spent.listingId), isNull(table.unpublishedAt)))
        .returning({ id: table.id, name: table.name });
      if (!listing) throw new HttpError(410, "This listing is no longer published.");
      const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.email, spent.email));
      await recordAudit(
        tx,
        { actorId: owner?.id ?? null, actorEmail: spent.email, actorIp: req.ip ?? null },
        {
          action: `${spent.listingKind}.still_correct`,
          entityType: spent.listingKind,
          entityId: listing.id,
          before: null,
          after: { ownerUpdatedAt: at.toISOString() },
        },
      );
      const confirmed: StillCorrectResponse = {
        message: "Thank you. Your listing now shows that you confirmed it today.",
        listing: { kind: spent.listingKind, id: listing.id, name: listing.name, href: `/${spent.listingKind}/${listing.id}` },
      };
      return confirmed;
    });
    res.json(answer);
  });

  return router;
}

import { and, desc, eq, sql } from "drizzle-orm";
import express, { type Request, type Router } from "express";
import { z } from "zod";
import { claimDecisionSchema, type AdminClaimRequest } from "@shared/account/claims";
import { auditActor, recordAudit } from "../../audit/record-audit";
import { requireRole } from "../../auth/staff";
import type { Db } from "../../db/client";
import { listingKey, listingNames } from "../../db/listing-tables";
import { claimRequests, emailOutbox, inquiries } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { localeOfUser, pageLink } from "../../i18n/recipients";
import { claimLinkEmail, claimRejectedEmail } from "./emails";
import { createOwnerToken, INVITE_TOKEN_MINUTES } from "./tokens";

export interface AdminClaimDeps {
  db: Db;
  now: () => Date;
  onMailQueued?: (() => void) | undefined;
  /** Our site's origin for the claim link in the approval mail. */
  siteOf?: ((req: Request) => string) | undefined;
}

const idParams = z.strictObject({
  id: z.coerce
    .number({ error: "id must be a positive integer" })
    .int("id must be a positive integer")
    .min(1, "id must be a positive integer")
    .max(2_147_483_647, "id must be a positive integer"),
});
const listQuery = z.strictObject({
  status: z.enum(["pending", "approved", "rejected", "all"], { error: "status must be pending, approved, rejected or all" }).optional(),
});

const ownSite = (req: Request) => `${req.protocol === "https" ? "https" : "http"}://${req.get("host") ?? "localhost"}`;

/**
 * /api/admin/claims: claim requests sent without a reachable listing email (issue 16). Approving
 * mails the requester a claim link bound to their email (owner_tokens purpose "claim", valid a
 * week: they may read it later); rejecting mails them a short note. Both are audited.
 */
export function adminClaimsRouter(deps: AdminClaimDeps): Router {
  const { db } = deps;
  const siteOf = deps.siteOf ?? ownSite;
  const router = express.Router();

  router.get("/claims", requireRole("editor"), async (req, res) => {
    const { status = "pending" } = listQuery.parse(req.query);
    const rows = await db
      .select()
      .from(claimRequests)
      .where(status === "all" ? undefined : eq(claimRequests.status, status))
      .orderBy(desc(claimRequests.createdAt), desc(claimRequests.id))
      .limit(200);
    const names = await listingNames(db, rows);
    const answer: AdminClaimRequest[] = rows.map((r) => ({
      id: r.id,
      kind: r.listingKind,
      listingId: r.listingId,
      listingName: names.get(listingKey(r.listingKind, r.listingId)) ?? `(${r.listingKind} #${r.listingId})`,
      name: r.name,
      email: r.email,
      role: r.role,
      phone: r.phone,
      note: r.note,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
    }));
    res.json(answer);
  });

  const decide = (decision: "approved" | "rejected") => async (req: Request, res: express.Response) => {
    const { id } = idParams.parse(req.params);
    const { reason = "" } = claimDecisionSchema.parse(req.body ?? {});
    const staff = auditActor(req, res);
    const at = deps.now();
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(claimRequests)
        .set({ status: decision, decidedBy: staff.actorId, decidedAt: at })
        .where(and(eq(claimRequests.id, id), eq(claimRequests.status, "pending")))
        .returning();
      if (!row) {
        const [exists] = await tx.select({ status: claimRequests.status }).from(claimRequests).where(eq(claimRequests.id, id));
        if (!exists) throw new HttpError(404, `No claim request with id ${id}`);
        throw new HttpError(409, `This claim request was already ${exists.status}.`);
      }
      const names = await listingNames(tx as unknown as Db, [row]);
      const listingName = names.get(listingKey(row.listingKind, row.listingId)) ?? "your listing";
      // The requester's own pick, else the language of the page they asked from (issue 29).
      const locale = (await localeOfUser(tx, row.email)) ?? row.locale;
      if (decision === "approved") {
        const token = await createOwnerToken(tx, {
          purpose: "claim",
          email: row.email,
          kind: row.listingKind,
          id: row.listingId,
          createdBy: staff.actorId,
          now: at,
          minutes: INVITE_TOKEN_MINUTES,
        });
        await tx
          .insert(emailOutbox)
          .values(claimLinkEmail(row.email, listingName, `${pageLink(siteOf(req), "/account/claim", locale)}?token=${token}`, INVITE_TOKEN_MINUTES, locale));
      } else {
        await tx.insert(emailOutbox).values(claimRejectedEmail(row.email, listingName, reason, locale));
      }
      if (row.inquiryId)
        await tx
          .update(inquiries)
          .set({ status: "closed", updatedAt: sql`now()` })
          .where(eq(inquiries.id, row.inquiryId));
      await recordAudit(tx, staff, {
        action: decision === "approved" ? "claim_request.approve" : "claim_request.reject",
        entityType: "claim_request",
        entityId: row.id,
        before: { status: "pending" },
        after: { status: decision },
        reason: reason || null,
      });
    });
    deps.onMailQueued?.();
    res.json({ id, status: decision });
  };
  router.post("/claims/:id/approve", requireRole("editor"), decide("approved"));
  router.post("/claims/:id/reject", requireRole("editor"), decide("rejected"));
  return router;
}

import { and, eq } from "drizzle-orm";
import express, { type Request, type Router } from "express";
import { z } from "zod";
import { coOwnerInviteSchema, type CoOwner } from "@shared/account/claims";
import { currentAccount, currentListing, ownerAuditActor, requireAccount, requireListingOwner } from "../../account/owner";
import { recordAudit } from "../../audit/record-audit";
import type { Db } from "../../db/client";
import { emailOutbox, listingOwners, ownerTokens, users } from "../../db/schema";
import { ownersOfListing } from "../../db/listing-owners";
import { HttpError } from "../../lib/http-error";
import { requestLocale } from "../../i18n/locale-of";
import { localeOfUser, pageLink } from "../../i18n/recipients";
import { coOwnerInviteEmail } from "./emails";
import { checkInviteCaps } from "./invite-caps";
import { createOwnerToken, INVITE_TOKEN_MINUTES, pendingInvitesOf, publishedListing } from "./tokens";

export interface CoOwnerDeps {
  db: Db;
  now: () => Date;
  onMailQueued?: (() => void) | undefined;
  siteOf?: ((req: Request) => string) | undefined;
}

const userParams = z.object({ userId: z.string().min(1).max(100, "userId must be at most 100 characters") });
const ownSite = (req: Request) => `${req.protocol === "https" ? "https" : "http"}://${req.get("host") ?? "localhost"}`;

/**
 * /api/account/listings/:kind/:id/co-owners: who manages the listing (and open invites); an
 * owner invites someone by email (owner_tokens purpose "invite", a week, single use, bound to that
 * email: opening it through /account/claim adds them as co_owner; capped per listing and per day,
 * invite-caps.ts) or removes a co-owner. Audited.
 */
export function coOwnerRouter(deps: CoOwnerDeps): Router {
  const { db } = deps;
  const siteOf = deps.siteOf ?? ownSite;
  const router = express.Router();
  const guard = [requireAccount, requireListingOwner(db)] as const;

  router.get("/listings/:kind/:id/co-owners", ...guard, async (_req, res) => {
    const listing = currentListing(res);
    const owners = await db
      .select({ userId: listingOwners.userId, email: users.email, role: listingOwners.role })
      .from(listingOwners)
      .innerJoin(users, eq(users.id, listingOwners.userId))
      .where(ownersOfListing(listing.kind, listing.id));
    const invites = await db
      .select({ email: ownerTokens.email })
      .from(ownerTokens)
      .where(pendingInvitesOf(listing.kind, listing.id, deps.now()));
    const known = new Set(owners.map((o) => o.email));
    const answer: CoOwner[] = [
      ...owners.sort((a, b) => a.role.localeCompare(b.role) || a.email.localeCompare(b.email)),
      ...[...new Set(invites.map((i) => i.email))].filter((e) => !known.has(e)).map((email) => ({ userId: null, email, role: "invited" as const })),
    ];
    res.json(answer);
  });

  router.post("/listings/:kind/:id/co-owners", ...guard, async (req, res) => {
    const listing = currentListing(res);
    const { email } = coOwnerInviteSchema.parse(req.body);
    const to = email.toLowerCase();
    const me = currentAccount(res);
    if (to === me.email) throw new HttpError(400, "email is your own address: you already manage this listing.");
    const info = await publishedListing(db, listing.kind, listing.id);
    if (!info) throw new HttpError(404, "Listing not found.");
    const actor = ownerAuditActor(req, res);
    await db.transaction(async (tx) => {
      await checkInviteCaps(tx, res, { kind: listing.kind, id: listing.id, inviterId: me.id, now: deps.now() });
      const token = await createOwnerToken(tx, {
        purpose: "invite",
        email: to,
        kind: listing.kind,
        id: listing.id,
        createdBy: me.id,
        now: deps.now(),
        minutes: INVITE_TOKEN_MINUTES,
      });
      // The invitee's own pick, else the inviter's, else the language of the inviter's page (issue 29).
      const locale = (await localeOfUser(tx, to)) ?? (await localeOfUser(tx, me.email)) ?? requestLocale(req);
      const link = `${pageLink(siteOf(req), "/account/claim", locale)}?token=${token}`;
      await tx.insert(emailOutbox).values(coOwnerInviteEmail(to, info.name, me.email, link, locale));
      await recordAudit(tx, actor, {
        action: "listing_owner.invite",
        entityType: "listing_owner",
        entityId: `${listing.kind}:${listing.id}`,
        before: null,
        after: { invited: to },
      });
    });
    deps.onMailQueued?.();
    res.status(201).json({ email: to, role: "invited" });
  });

  router.delete("/listings/:kind/:id/co-owners/:userId", ...guard, async (req, res) => {
    const listing = currentListing(res);
    const { userId } = userParams.parse(req.params);
    const actor = ownerAuditActor(req, res);
    await db.transaction(async (tx) => {
      const [removed] = await tx
        .delete(listingOwners)
        .where(and(ownersOfListing(listing.kind, listing.id), eq(listingOwners.userId, userId), eq(listingOwners.role, "co_owner")))
        .returning();
      if (!removed) throw new HttpError(404, "No co-owner with that id on this listing.");
      await recordAudit(tx, actor, {
        action: "listing_owner.remove",
        entityType: "listing_owner",
        entityId: `${listing.kind}:${listing.id}:${userId}`,
        before: { userId, role: "co_owner" },
        after: null,
      });
    });
    res.status(204).end();
  });

  return router;
}

import { eq, inArray } from "drizzle-orm";
import express, { type Request, type Router } from "express";
import type { AccountMe, OwnedListingSummary } from "../../shared/account/listings";
import type { Auth } from "../auth/auth";
import type { Db } from "../db/client";
import { businesses, listingOwners, professionals } from "../db/schema";
import { photoRouter } from "../features/media/photo-routes";
import { hoursRouter } from "./hours-routes";
import { coOwnerRouter } from "../features/owner-claim/co-owner-routes";
import { ownerDetailsRouter } from "../features/directory/owner-edit-routes";
import { goldAccountRouter, type GoldAccountDeps } from "../features/payments/subscriptions/account-routes";
import { messageRouter } from "./message-routes";
import { accountStatsRouter } from "../features/listing-stats/account-routes";
import { currentAccount, requireAccount } from "./owner";

/** What the owners' routers need; app.ts builds it from AppDeps. */
export interface AccountDeps {
  db: Db;
  now: () => Date;
  /** Wakes the outbox worker after a mail is queued; else it is sent at the worker's next poll. */
  onMailQueued?: (() => void) | undefined;
  /** Absent only where no route needs it (route listing in the guards test). */
  auth?: Auth;
  /** Our site's origin for links in mails (co-owner invites); the request's own when absent. */
  siteOf?: ((req: Request) => string) | undefined;
  /** Gold subscriptions (issue 17): Stripe and Gold's prices; absent without Stripe. */
  billing?: GoldAccountDeps["billing"];
}

/**
 * Every /api/account route (issue 16), composed from the owner features' routers. app.ts mounts
 * it behind the session, the same-origin check and `Cache-Control: private, no-store`. Each route
 * starts with `requireAccount` and, under /listings/:kind/:id, `requireListingOwner`
 * (server/account/guards.integration.test.ts walks them all).
 */
export function accountRouter(deps: AccountDeps): Router {
  const router = express.Router();
  router.get("/me", requireAccount, (_req, res) => {
    const account = currentAccount(res);
    const me: AccountMe = { id: account.id, email: account.email, name: account.name };
    res.json(me);
  });
  router.get("/listings", requireAccount, async (_req, res) => {
    res.json(await ownedListings(deps.db, currentAccount(res).id));
  });
  router.use(photoRouter(deps.db));
  router.use(hoursRouter(deps));
  router.use(coOwnerRouter(deps));
  router.use(ownerDetailsRouter(deps));
  router.use(messageRouter(deps));
  router.use(accountStatsRouter(deps));
  router.use(goldAccountRouter(deps));
  return router;
}

/** The listings a user owns, professionals then businesses, by name. */
export async function ownedListings(db: Db, userId: string): Promise<OwnedListingSummary[]> {
  const owned = await db.select().from(listingOwners).where(eq(listingOwners.userId, userId));
  const ids = (kind: "professional" | "business") => owned.filter((o) => o.listingKind === kind).map((o) => o.listingId);
  const roleOf = (kind: string, id: number) => owned.find((o) => o.listingKind === kind && o.listingId === id)!.role;
  const [pros, bizs] = await Promise.all([
    ids("professional").length
      ? db
          .select({ id: professionals.id, name: professionals.name })
          .from(professionals)
          .where(inArray(professionals.id, ids("professional")))
      : [],
    ids("business").length
      ? db
          .select({ id: businesses.id, name: businesses.name })
          .from(businesses)
          .where(inArray(businesses.id, ids("business")))
      : [],
  ]);
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  return [
    ...pros
      .sort(byName)
      .map((p) => ({ kind: "professional" as const, id: p.id, name: p.name, role: roleOf("professional", p.id), href: `/professional/${p.id}` })),
    ...bizs.sort(byName).map((b) => ({ kind: "business" as const, id: b.id, name: b.name, role: roleOf("business", b.id), href: `/business/${b.id}` })),
  ];
}

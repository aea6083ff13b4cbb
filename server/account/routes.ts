import { eq } from "drizzle-orm";
import express, { type Router } from "express";
import type { AccountMe, OwnedListingSummary } from "../../shared/account/listings";
import { listingKinds } from "../../shared/listing-kind";
import type { Db } from "../db/client";
import type { AccountDeps } from "./deps";
import { listingNames, listingKey } from "../db/listing-tables";
import { listingOwners } from "../db/schema";
import { photoRouter } from "../features/media/photo-routes";
import { hoursRouter } from "./hours-routes";
import { coOwnerRouter } from "../features/owner-claim/co-owner-routes";
import { ownerDetailsRouter } from "../features/directory/owner-edit-routes";
import { goldAccountRouter } from "../features/payments/subscriptions/account-routes";
import { localeRouter } from "./locale-routes";
import { messageRouter } from "./message-routes";
import { ownerLeadsRouter } from "../features/leads/owner-routes";
import { accountStatsRouter } from "../features/listing-stats/account-routes";
import { accountBadgeRouter } from "../features/partners/badge-routes";
import { currentAccount, requireAccount } from "./owner";
import { memberReviewRouter } from "../features/reviews/member-routes";
import { ownerReviewsRouter } from "../features/reviews/owner-routes";

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
  router.use(ownerLeadsRouter(deps));
  router.use(accountStatsRouter(deps));
  router.use(accountBadgeRouter(deps));
  router.use(goldAccountRouter(deps));
  router.use(localeRouter(deps));
  router.use(memberReviewRouter(deps), ownerReviewsRouter(deps));
  return router;
}

/** The listings a user owns, professionals then businesses, by name. */
export async function ownedListings(db: Db, userId: string): Promise<OwnedListingSummary[]> {
  const owned = await db.select().from(listingOwners).where(eq(listingOwners.userId, userId));
  const names = await listingNames(db, owned);
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  // Professionals first, then businesses, each by name; a listing deleted since is left out.
  return listingKinds.flatMap((kind) =>
    owned
      .filter((o) => o.listingKind === kind && names.has(listingKey(kind, o.listingId)))
      .map((o) => ({ kind, id: o.listingId, name: names.get(listingKey(kind, o.listingId))!, role: o.role, href: `/${kind}/${o.listingId}` }))
      .sort(byName),
  );
}

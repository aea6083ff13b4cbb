import express, { type Router } from "express";
import type { AccountDeps } from "./deps";
import { ownerAccountRouter } from "../features/owner-account/account-routes";
import { localeRouter } from "../features/owner-account/account-locale-routes";
import { photoRouter } from "../features/media/account-routes";
import { hoursRouter } from "../features/directory/account-hours-routes";
import { ownerDetailsRouter } from "../features/directory/account-listing-routes";
import { coOwnerRouter } from "../features/owner-claim/account-routes";
import { goldAccountRouter } from "../features/payments/subscriptions/account-routes";
import { messageRouter } from "../features/contact/account-message-routes";
import { ownerLeadsRouter } from "../features/leads/account-routes";
import { accountStatsRouter } from "../features/listing-stats/account-routes";
import { accountBadgeRouter } from "../features/partners/account-routes";
import { memberReviewRouter } from "../features/reviews/account-member-routes";
import { ownerReviewsRouter } from "../features/reviews/account-owner-routes";

/**
 * Every /api/account route (issue 16), composed from the features' account routers
 * (`server/features/<domain>/account[-<topic>]-routes.ts`; server/test/route-homes.test.ts keeps
 * them there). app.ts mounts it behind the session, the same-origin check and `Cache-Control:
 * private, no-store`. Each route starts with `requireAccount` and, under /listings/:kind/:id,
 * `requireListingOwner` (server/account/guards.integration.test.ts walks them all).
 */
export function accountRouter(deps: AccountDeps): Router {
  const router = express.Router();
  router.use(ownerAccountRouter(deps));
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

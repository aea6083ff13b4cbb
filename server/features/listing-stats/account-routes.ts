import express, { type Router } from "express";
import { currentListing, requireAccount, requireListingOwner } from "../../account/owner";
import type { AccountDeps } from "../../account/deps";
import { sanAntonioDay } from "./day";
import { listingStats } from "./listing-stats";

/**
 * GET /api/account/listings/:kind/:id/stats (issue 17 item 5): an owner's Statistics section,
 * the last 30 days of their listing beside its category's median, and its replies to requests
 * beside its category's (issue 31). Read-only: nothing to audit.
 */
export function accountStatsRouter({ db, now }: Pick<AccountDeps, "db" | "now">): Router {
  const router = express.Router();
  router.get("/listings/:kind/:id/stats", requireAccount, requireListingOwner(db), async (_req, res) => {
    const { kind, id } = currentListing(res);
    const at = now();
    res.json(await listingStats(db, kind, id, sanAntonioDay(at), at));
  });
  return router;
}

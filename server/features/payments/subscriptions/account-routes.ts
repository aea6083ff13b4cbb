import express, { type Request, type Response, type Router } from "express";
import type Stripe from "stripe";
import { goldSubscribeRequestSchema } from "@shared/account/gold";
import { currentAccount, currentListing, ownerAuditActor, requireAccount, requireListingOwner } from "../../../account/owner";
import type { Db } from "../../../db/client";
import { HttpError } from "../../../lib/http-error";
import type { PriceCatalog } from "./gold-prices";
import { readGoldStatus } from "./gold-status";
import { openBillingPortal } from "./portal";
import { subscribeToGold } from "./subscribe";

export interface GoldAccountDeps {
  db: Db;
  now: () => Date;
  /** Absent when Stripe is not configured: buying and Manage billing answer 503, the status still reads. */
  billing?: { stripe: Stripe; prices: PriceCatalog } | undefined;
  siteOf?: ((req: Request) => string) | undefined;
}

const ownSite = (req: Request) => `${req.protocol === "https" ? "https" : "http"}://${req.get("host") ?? "localhost"}`;

/** Gold is "per individual professional" (SPEC §9): a business listing has none. */
function professionalOf(res: Response): number {
  const listing = currentListing(res);
  if (listing.kind !== "professional") throw new HttpError(404, "Gold is offered for professionals' listings only.");
  return listing.id;
}

/**
 * The Gold section of an owned listing (issue 17): its status, buying a subscription, and
 * Manage billing. Every route starts with requireAccount and requireListingOwner, like every
 * /api/account route (server/account/guards.integration.test.ts walks them).
 */
export function goldAccountRouter(deps: GoldAccountDeps): Router {
  const router = express.Router();
  const billing = () => {
    if (!deps.billing) throw new HttpError(503, "Card payments are not configured on this server.");
    return deps.billing;
  };

  router.get("/listings/:kind/:id/gold", requireAccount, requireListingOwner(deps.db), async (_req, res) => {
    res.json(await readGoldStatus(deps.db, professionalOf(res), currentAccount(res).id, deps.now()));
  });

  router.post("/listings/:kind/:id/gold/subscription", requireAccount, requireListingOwner(deps.db), async (req, res) => {
    const professionalId = professionalOf(res);
    const body = goldSubscribeRequestSchema.parse(req.body);
    const { stripe, prices } = billing();
    res.json(await subscribeToGold({ db: deps.db, stripe, prices, now: deps.now }, currentAccount(res), professionalId, body, ownerAuditActor(req, res)));
  });

  router.post("/listings/:kind/:id/gold/portal", requireAccount, requireListingOwner(deps.db), async (req, res) => {
    const professionalId = professionalOf(res);
    const { stripe, prices } = billing();
    const site = (deps.siteOf ?? ownSite)(req);
    res.json(await openBillingPortal({ db: deps.db, stripe, prices }, currentAccount(res).id, professionalId, site, ownerAuditActor(req, res)));
  });

  return router;
}

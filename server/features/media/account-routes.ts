import express, { type Router } from "express";
import { currentListing, ownerAuditActor, requireAccount, requireListingOwner } from "../../account/owner";
import type { Db } from "../../db/client";
import { mountPhotoRoutes } from "./listing-photo-handlers";
import { markOwnerUpdated } from "./photo-queries";

/**
 * An owner's photos and logos (issue 16, item 4), under /api/account/listings/:kind/:id/photos:
 * the shared photo routes behind the owner's guards. The image is read only after the owner is
 * checked; a change counts as the owner updating the listing (its page's freshness line).
 */
export function photoRouter(db: Db): Router {
  const router = express.Router();
  mountPhotoRoutes(router, db, {
    base: "/listings/:kind/:id/photos",
    guards: [requireAccount, requireListingOwner(db)],
    listingOf: currentListing,
    actorOf: ownerAuditActor,
    touch: markOwnerUpdated,
  });
  return router;
}

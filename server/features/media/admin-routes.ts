import { eq } from "drizzle-orm";
import express, { type RequestHandler, type Response, type Router } from "express";
import { idParamSchema } from "@shared/schema";
import { auditActor } from "../../audit/record-audit";
import { requireRole } from "../../auth/staff";
import type { Db } from "../../db/client";
import { listingTable } from "../../db/listing-tables";
import type { ListingKind } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { mountPhotoRoutes } from "./listing-photo-handlers";

/** The back office's path segment of each kind: /api/admin/professionals/:id/photos, /api/admin/businesses/:id/photos. */
const plural: Record<ListingKind, string> = { professional: "professionals", business: "businesses" };

/**
 * Staff upload a listing's photos and logos with the owners' pipeline (issue 28 item 3): the same
 * routes, behind requireRole("editor") (first, so server/admin/guards.integration.test.ts checks
 * them) and the listing's existence (404 before the image is read). Audited with the staff member
 * as the actor; a staff change is not the owner updating the listing, so it touches nothing else.
 */
export function staffPhotoRouter(db: Db): Router {
  const router = express.Router();
  for (const kind of ["professional", "business"] as const)
    mountPhotoRoutes(router, db, {
      base: `/${plural[kind]}/:id/photos`,
      guards: [requireRole("editor"), existingListing(db, kind)],
      listingOf: staffListing,
      actorOf: auditActor,
    });
  return router;
}

function existingListing(db: Db, kind: ListingKind): RequestHandler {
  return async (req, res, next) => {
    const { id } = idParamSchema.parse(req.params);
    const table = listingTable(kind);
    const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
    if (!row) throw new HttpError(404, `No ${kind} with id ${id}`);
    res.locals.staffPhotoListing = { kind, id };
    next();
  };
}

function staffListing(res: Response): { kind: ListingKind; id: number } {
  const listing = res.locals.staffPhotoListing as { kind: ListingKind; id: number } | undefined;
  if (!listing) throw new Error("staffListing used before existingListing");
  return listing;
}

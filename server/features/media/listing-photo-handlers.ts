import express, { type Request, type RequestHandler, type Response, type Router } from "express";
import { MAX_PHOTOS_PER_LISTING, MAX_UPLOAD_BYTES, photoParamsSchema, photoUploadQuerySchema, type OwnerPhoto } from "@shared/media";
import { recordAudit, type AuditActor } from "../../audit/record-audit";
import type { Db } from "../../db/client";
import type { ListingKind } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { requestSignal, throwIfGivenUp } from "../../middleware/request-timeout";
import { countPhotos, deletePhoto, insertPhoto, listPhotos, lockListing, makeMain, photoOf } from "./photo-queries";
import { processImage } from "./process-image";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Who may change a listing's photos and how a change is recorded: the owners' area and the back office differ only here. */
export interface PhotoRouteAccess {
  /** The path, with whatever parameters `listingOf` reads: `/listings/:kind/:id/photos`, `/professionals/:id/photos`. */
  base: string;
  /** The guards, in order; the first is the area's own (requireAccount, requireRole) so its guard test finds it. */
  guards: [RequestHandler, ...RequestHandler[]];
  /** The listing the guards let through (they answered 404 for one that does not exist). */
  listingOf: (res: Response) => { kind: ListingKind; id: number };
  actorOf: (req: Request, res: Response) => AuditActor;
  /** A photo change's other effect on the listing, in its transaction (an owner's counts as the owner updating it). */
  touch?: (tx: Tx, kind: ListingKind, id: number) => Promise<void>;
}

/**
 * A listing's photos and logos (issue 16 item 4; staff: issue 28 item 3): list, upload, delete and
 * "set as main", mounted on `router` behind the area's guards. The one home of the upload pipeline's
 * order: the guards, then the body (raw image bytes, any Content-Type: the content decides; `purpose`
 * and `alt` in the query), a first count, the costly decode, the deadline check (503 stores nothing),
 * then the count that holds under the listing's row lock, the write and its audit entry together.
 */
export function mountPhotoRoutes(router: Router, db: Db, access: PhotoRouteAccess): void {
  const { base, guards, listingOf, actorOf, touch } = access;
  const rawImage = express.raw({ type: () => true, limit: MAX_UPLOAD_BYTES });

  router.get(base, ...guards, async (_req, res) => {
    const listing = listingOf(res);
    res.json(await listPhotos(db, listing.kind, listing.id));
  });

  router.post(base, ...guards, rawImage, async (req, res) => {
    const listing = listingOf(res);
    const actor = actorOf(req, res);
    const query = photoUploadQuerySchema.parse(req.query);
    if (!Buffer.isBuffer(req.body) || req.body.length === 0) throw new HttpError(400, "Send the image file as the request body.");
    // A first look, before the costly decode; the count that holds is taken again in the transaction.
    if ((await countPhotos(db, listing.kind, listing.id)) >= MAX_PHOTOS_PER_LISTING) throw tooManyPhotos();
    const image = await processImage(req.body, query.purpose, requestSignal(res));
    // Past its deadline before writing: 503, and nothing stored. Once writing, it finishes and says so.
    throwIfGivenUp(res);
    const photo = await db.transaction(async (tx) => {
      // Concurrent uploads to one listing queue on its row, so each counts the others' photos.
      await lockListing(tx, listing.kind, listing.id);
      if ((await countPhotos(tx, listing.kind, listing.id)) >= MAX_PHOTOS_PER_LISTING) throw tooManyPhotos();
      const created = await insertPhoto(tx, listing, { ...query, createdBy: actor.actorId }, image);
      await touch?.(tx, listing.kind, listing.id);
      await recordAudit(tx, actor, {
        action: "listing_photo.create",
        entityType: "listing_photo",
        entityId: created.id,
        before: null,
        after: auditView(listing, created),
      });
      return created;
    });
    res.status(201).json(photo);
  });

  router.delete(`${base}/:photoId`, ...guards, async (req, res) => {
    const listing = listingOf(res);
    const photo = await photoOfListing(db, req, listing);
    await db.transaction(async (tx) => {
      await deletePhoto(tx, photo);
      await touch?.(tx, listing.kind, listing.id);
      await recordAudit(tx, actorOf(req, res), {
        action: "listing_photo.delete",
        entityType: "listing_photo",
        entityId: photo.id,
        before: auditView(listing, photo),
        after: null,
      });
    });
    res.status(204).end();
  });

  /** "Set as main": first of its purpose, so the public card and page show it. Answers the new list. */
  router.post(`${base}/:photoId/main`, ...guards, async (req, res) => {
    const listing = listingOf(res);
    const photo = await photoOfListing(db, req, listing);
    const photos = await db.transaction(async (tx) => {
      await makeMain(tx, listing.kind, listing.id, photo);
      await touch?.(tx, listing.kind, listing.id);
      const after = (await photoOf(tx, listing.kind, listing.id, photo.id))!;
      await recordAudit(tx, actorOf(req, res), {
        action: "listing_photo.update",
        entityType: "listing_photo",
        entityId: photo.id,
        before: { position: photo.position },
        after: { position: after.position },
      });
      return listPhotos(tx, listing.kind, listing.id);
    });
    res.json(photos);
  });
}

async function photoOfListing(db: Db, req: Request, listing: { kind: ListingKind; id: number }): Promise<OwnerPhoto> {
  const { photoId } = photoParamsSchema.parse(req.params);
  const photo = await photoOf(db, listing.kind, listing.id, photoId);
  if (!photo) throw new HttpError(404, "Photo not found.");
  return photo;
}

const tooManyPhotos = () => new HttpError(409, `A listing can keep at most ${MAX_PHOTOS_PER_LISTING} photos and logos; delete one first.`);

/** What the audit log keeps of a photo: its listing and hashes (the bytes stay in media). */
const auditView = (listing: { kind: string; id: number }, photo: OwnerPhoto) => ({
  listingKind: listing.kind,
  listingId: listing.id,
  purpose: photo.purpose,
  position: photo.position,
  alt: photo.alt,
  variants: photo.variants,
});

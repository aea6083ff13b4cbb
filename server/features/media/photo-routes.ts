import express, { type Request, type Router } from "express";
import { MAX_PHOTOS_PER_LISTING, MAX_UPLOAD_BYTES, photoParamsSchema, photoUploadQuerySchema, type OwnerPhoto } from "@shared/media";
import { currentAccount, currentListing, ownerAuditActor, requireAccount, requireListingOwner } from "../../account/owner";
import { recordAudit } from "../../audit/record-audit";
import type { Db } from "../../db/client";
import { HttpError } from "../../lib/http-error";
import { requestSignal, throwIfGivenUp } from "../../middleware/request-timeout";
import { countPhotos, deletePhoto, insertPhoto, listPhotos, lockListing, makeMain, markOwnerUpdated, photoOf } from "./photo-queries";
import { processImage } from "./process-image";

/**
 * An owner's photos and logos (issue 16, item 4), under /api/account/listings/:kind/:id/photos.
 * The upload's body is the image's raw bytes (any Content-Type: the content decides), with
 * `purpose` and `alt` in the query; it is read only after the owner is checked.
 */
export function photoRouter(db: Db): Router {
  const router = express.Router();
  const base = "/listings/:kind/:id/photos";
  const owner = requireListingOwner(db);
  const rawImage = express.raw({ type: () => true, limit: MAX_UPLOAD_BYTES });

  router.get(base, requireAccount, owner, async (_req, res) => {
    const listing = currentListing(res);
    res.json(await listPhotos(db, listing.kind, listing.id));
  });

  router.post(base, requireAccount, owner, rawImage, async (req, res) => {
    const listing = currentListing(res);
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
      const created = await insertPhoto(tx, listing, { ...query, createdBy: currentAccount(res).id }, image);
      await markOwnerUpdated(tx, listing.kind, listing.id);
      await recordAudit(tx, ownerAuditActor(req, res), {
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

  router.delete(`${base}/:photoId`, requireAccount, owner, async (req, res) => {
    const listing = currentListing(res);
    const photo = await ownedPhoto(db, req, listing);
    await db.transaction(async (tx) => {
      await deletePhoto(tx, photo);
      await markOwnerUpdated(tx, listing.kind, listing.id);
      await recordAudit(tx, ownerAuditActor(req, res), {
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
  router.post(`${base}/:photoId/main`, requireAccount, owner, async (req, res) => {
    const listing = currentListing(res);
    const photo = await ownedPhoto(db, req, listing);
    const photos = await db.transaction(async (tx) => {
      await makeMain(tx, listing.kind, listing.id, photo);
      await markOwnerUpdated(tx, listing.kind, listing.id);
      const after = (await photoOf(tx, listing.kind, listing.id, photo.id))!;
      await recordAudit(tx, ownerAuditActor(req, res), {
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

  return router;
}

async function ownedPhoto(db: Db, req: Request, listing: { kind: "professional" | "business"; id: number }): Promise<OwnerPhoto> {
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

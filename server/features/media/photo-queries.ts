import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { OwnerPhoto, PhotoPurpose } from "@shared/media";
import { listingTable } from "../../db/listing-tables";
import type { Db } from "../../db/client";
import { directoryVersion, listingPhotos, media, type ListingKind, type PhotoVariant } from "../../db/schema";
import type { ProcessedImage } from "./process-image";

/** A transaction (or the database): every write here runs inside the caller's, with its audit entry. */
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const photoColumns = {
  id: listingPhotos.id,
  purpose: listingPhotos.purpose,
  position: listingPhotos.position,
  alt: listingPhotos.alt,
  variants: listingPhotos.variants,
  createdAt: listingPhotos.createdAt,
};

type PhotoRow = Omit<OwnerPhoto, "createdAt"> & { createdAt: Date };
const toOwnerPhoto = (row: PhotoRow): OwnerPhoto => ({ ...row, createdAt: row.createdAt.toISOString() });

/** A listing's photos and logos, the main one (lowest position) of each purpose first. */
export async function listPhotos(db: Db | Tx, kind: ListingKind, id: number): Promise<OwnerPhoto[]> {
  const rows = await db
    .select(photoColumns)
    .from(listingPhotos)
    .where(and(eq(listingPhotos.listingKind, kind), eq(listingPhotos.listingId, id)))
    .orderBy(asc(listingPhotos.purpose), asc(listingPhotos.position), asc(listingPhotos.id));
  return rows.map(toOwnerPhoto);
}

export async function photoOf(db: Db | Tx, kind: ListingKind, id: number, photoId: number): Promise<OwnerPhoto | undefined> {
  const [row] = await db
    .select(photoColumns)
    .from(listingPhotos)
    .where(and(eq(listingPhotos.id, photoId), eq(listingPhotos.listingKind, kind), eq(listingPhotos.listingId, id)));
  return row && toOwnerPhoto(row);
}

/**
 * Stores the encoded files (content-addressed: a file already stored is left as it is) and the
 * listing's photo row, last in its purpose's order.
 */
export async function insertPhoto(
  tx: Tx,
  listing: { kind: ListingKind; id: number },
  input: { purpose: PhotoPurpose; alt: string; createdBy: string | null },
  image: ProcessedImage,
): Promise<OwnerPhoto> {
  const files = image.variants.flatMap((v) => [v.webp, v.avif]);
  await tx
    .insert(media)
    .values(files.map((f) => ({ hash: f.hash, contentType: f.contentType, width: f.width, height: f.height, byteLength: f.bytes.length, bytes: f.bytes })))
    .onConflictDoNothing({ target: media.hash });
  const variants: PhotoVariant[] = image.variants.map((v) => ({ width: v.width, height: v.height, webp: v.webp.hash, avif: v.avif.hash }));
  const [row] = await tx
    .insert(listingPhotos)
    .values({
      listingKind: listing.kind,
      listingId: listing.id,
      purpose: input.purpose,
      alt: input.alt,
      variants,
      createdBy: input.createdBy,
      position: sql`(select coalesce(max(${listingPhotos.position}) + 1, 0) from ${listingPhotos} where ${listingPhotos.listingKind} = ${listing.kind} and ${listingPhotos.listingId} = ${listing.id} and ${listingPhotos.purpose} = ${input.purpose})`,
    })
    .returning(photoColumns);
  await bumpDirectoryVersion(tx);
  return toOwnerPhoto(row!);
}

/** Deletes the photo row, then those of its files that no other photo uses. */
export async function deletePhoto(tx: Tx, photo: OwnerPhoto): Promise<void> {
  await tx.delete(listingPhotos).where(eq(listingPhotos.id, photo.id));
  const hashes = photo.variants.flatMap((v) => [v.webp, v.avif]);
  if (hashes.length)
    await tx
      .delete(media)
      .where(
        and(
          inArray(media.hash, hashes),
          sql`not exists (select 1 from ${listingPhotos}, jsonb_array_elements(${listingPhotos.variants}) v where v->>'webp' = ${media.hash} or v->>'avif' = ${media.hash})`,
        ),
      );
  await bumpDirectoryVersion(tx);
}

/** Puts the photo first among its listing's photos of the same purpose (the public pages show that one). */
export async function makeMain(tx: Tx, kind: ListingKind, id: number, photo: OwnerPhoto): Promise<void> {
  await tx
    .update(listingPhotos)
    .set({
      position: sql`(select coalesce(min(p.position), 0) - 1 from ${listingPhotos} p where p.listing_kind = ${kind} and p.listing_id = ${id} and p.purpose = ${photo.purpose})`,
    })
    .where(eq(listingPhotos.id, photo.id));
  await bumpDirectoryVersion(tx);
}

export async function countPhotos(db: Db | Tx, kind: ListingKind, id: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(listingPhotos)
    .where(and(eq(listingPhotos.listingKind, kind), eq(listingPhotos.listingId, id)));
  return row?.n ?? 0;
}

/** Holds the listing's row until the transaction ends: uploads to one listing then count and insert one at a time. */
export async function lockListing(tx: Tx, kind: ListingKind, id: number): Promise<void> {
  const table = listingTable(kind);
  await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).for("update");
}

/** An owner's photo change counts as the owner updating the listing (its page's freshness line). */
export async function markOwnerUpdated(tx: Tx, kind: ListingKind, id: number): Promise<void> {
  const table = listingTable(kind);
  await tx
    .update(table)
    .set({ ownerUpdatedAt: sql`now()` })
    .where(eq(table.id, id));
}

/**
 * The public listing reads are cached per process until directory_version moves (its triggers
 * watch the listing tables, not listing_photos), so a photo change moves it in its transaction.
 */
async function bumpDirectoryVersion(tx: Tx): Promise<void> {
  await tx
    .update(directoryVersion)
    .set({ version: sql`${directoryVersion.version} + 1` })
    .where(eq(directoryVersion.id, 1));
}

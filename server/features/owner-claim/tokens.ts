import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { listingTable } from "../../db/listing-tables";
import type { Db } from "../../db/client";
import { listingOwners, ownerTokens, type ListingKind } from "../../db/schema";
import { ownersOfListing } from "../../db/listing-owners";

/** How long a claim or invite link works (issue 16: 15 minutes). */
export const OWNER_TOKEN_MINUTES = 15;
/** An invite is mailed to someone who may read it later: it works for a week. */
export const INVITE_TOKEN_MINUTES = 7 * 24 * 60;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

type Writer = Pick<Db, "insert">;

/** A new single-use link: the token goes in the email, only its sha256 into owner_tokens. */
export async function createOwnerToken(
  db: Writer,
  fields: { purpose: "claim" | "invite"; email: string; kind: ListingKind; id: number; createdBy?: string | null; now: Date; minutes?: number },
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(ownerTokens).values({
    purpose: fields.purpose,
    tokenHash: hashToken(token),
    email: fields.email.toLowerCase(),
    listingKind: fields.kind,
    listingId: fields.id,
    createdBy: fields.createdBy ?? null,
    expiresAt: new Date(fields.now.getTime() + (fields.minutes ?? OWNER_TOKEN_MINUTES) * 60_000),
  });
  return token;
}

/** The where clause of a listing's invitations still waiting to be accepted (unused, unexpired). */
export function pendingInvitesOf(kind: ListingKind, id: number, now: Date) {
  return and(
    eq(ownerTokens.purpose, "invite"),
    eq(ownerTokens.listingKind, kind),
    eq(ownerTokens.listingId, id),
    isNull(ownerTokens.usedAt),
    gt(ownerTokens.expiresAt, now),
  );
}

/** The unused, unexpired claim or invite token; null for anything else (the caller says so plainly). */
export async function findLiveToken(db: Db, token: string, now: Date) {
  const [row] = await db
    .select()
    .from(ownerTokens)
    .where(and(eq(ownerTokens.tokenHash, hashToken(token)), isNull(ownerTokens.usedAt), gt(ownerTokens.expiresAt, now)));
  // Only sign-in links: a freshness link confirms a listing and must never open a session.
  return row && (row.purpose === "claim" || row.purpose === "invite") ? row : null;
}

/** Marks the token used, once: false when another request (or an earlier click) used it first. */
export async function consumeToken(db: Pick<Db, "update">, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(ownerTokens)
    .set({ usedAt: now })
    .where(and(eq(ownerTokens.id, id), isNull(ownerTokens.usedAt), gt(ownerTokens.expiresAt, now)))
    .returning({ id: ownerTokens.id });
  return rows.length === 1;
}

/** A published listing's name and email; null when there is none. */
export async function publishedListing(db: Db, kind: ListingKind, id: number): Promise<{ name: string; email: string | null } | null> {
  const table = listingTable(kind);
  const [row] = await db.select({ name: table.name, email: table.email, unpublishedAt: table.unpublishedAt }).from(table).where(eq(table.id, id));
  if (!row || row.unpublishedAt) return null;
  return { name: row.name, email: row.email?.trim() ? row.email.trim().toLowerCase() : null };
}

export async function hasOwner(db: Db, kind: ListingKind, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: listingOwners.id })
    .from(listingOwners)
    .where(and(ownersOfListing(kind, id), eq(listingOwners.role, "owner")))
    .limit(1);
  return Boolean(row);
}

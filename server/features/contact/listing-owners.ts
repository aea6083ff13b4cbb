import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { listingOwners, users, type ListingKind } from "../../db/schema";

/** The email addresses of a listing's owners and co-owners (none when it is unclaimed). */
export async function listingOwnerEmails(db: Pick<Db, "select">, kind: ListingKind, id: number): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(listingOwners)
    .innerJoin(users, eq(users.id, listingOwners.userId))
    .where(and(eq(listingOwners.listingKind, kind), eq(listingOwners.listingId, id)));
  return rows.map((r) => r.email);
}

import { and, eq } from "drizzle-orm";
import type { Locale } from "@shared/i18n/locale";
import type { Db } from "./client";
import { listingOwners, users, type ListingKind } from "./schema";

/** The owners and co-owners of a listing (none when it is unclaimed), each with the language of their mails (issue 29). */
export async function listingOwnerEmails(db: Pick<Db, "select">, kind: ListingKind, id: number): Promise<{ email: string; locale: Locale }[]> {
  const rows = await db
    .select({ email: users.email, locale: users.locale })
    .from(listingOwners)
    .innerJoin(users, eq(users.id, listingOwners.userId))
    .where(and(eq(listingOwners.listingKind, kind), eq(listingOwners.listingId, id)));
  return rows.map((r) => ({ email: r.email, locale: r.locale ?? "en" }));
}

import { and, eq, type SQL, type SQLWrapper } from "drizzle-orm";
import { DEFAULT_LOCALE, type Locale } from "@shared/i18n/locale";
import type { Db } from "./client";
import { listingOwners, users, type ListingKind } from "./schema";

/** Someone a listing's mail goes to, in the language they chose for their mails. */
export interface MailRecipient {
  email: string;
  locale: Locale;
}

/** The language of a user's mails: the one they chose in /account, else English (issue 29). */
export const mailLocale = (chosen: Locale | null): Locale => chosen ?? DEFAULT_LOCALE;

/** The `listing_owners` rows of the listing of `kind` whose id is `listingId` (a value, or a listing table's id column in a join). */
export const ownersOfListing = (kind: ListingKind, listingId: number | SQLWrapper): SQL =>
  and(eq(listingOwners.listingKind, kind), eq(listingOwners.listingId, listingId)) as SQL;

/** The owners and co-owners of a listing (none when it is unclaimed), each with the language of their mails. */
export async function listingOwnerEmails(db: Pick<Db, "select">, kind: ListingKind, id: number): Promise<MailRecipient[]> {
  const rows = await db
    .select({ email: users.email, locale: users.locale })
    .from(listingOwners)
    .innerJoin(users, eq(users.id, listingOwners.userId))
    .where(ownersOfListing(kind, id));
  return rows.map((r) => ({ email: r.email, locale: mailLocale(r.locale) }));
}

import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { mailLocale, ownersOfListing, type MailRecipient } from "../../db/listing-owners";
import { listingTable } from "../../db/listing-tables";
import { listingOwners, users, type ListingKind } from "../../db/schema";

export interface LeadListing {
  kind: ListingKind;
  id: number;
  name: string;
  acceptsAppointments: boolean;
}

/** A listing a request goes to, with its owners and co-owners (none when unclaimed), each with the language of their mails. */
export interface LeadRecipient extends LeadListing {
  owners: MailRecipient[];
}

/**
 * The published listings among `wanted` (a withdrawn or unknown one is left out), in its order,
 * each with its owners: one query per kind (a listing's owners joined to it), so a request reads
 * where it goes and whom it notifies in one round trip, not two.
 */
export async function publishedListings(db: Pick<Db, "select">, wanted: readonly { kind: ListingKind; id: number }[]): Promise<LeadRecipient[]> {
  const found = new Map<string, LeadRecipient>();
  for (const kind of ["professional", "business"] as const) {
    const ids = wanted.filter((w) => w.kind === kind).map((w) => w.id);
    if (!ids.length) continue;
    const table = listingTable(kind);
    const rows = await db
      .select({ id: table.id, name: table.name, acceptsAppointments: table.acceptsAppointments, ownerEmail: users.email, ownerLocale: users.locale })
      .from(table)
      .leftJoin(listingOwners, ownersOfListing(kind, table.id))
      .leftJoin(users, eq(users.id, listingOwners.userId))
      .where(and(inArray(table.id, ids), isNull(table.unpublishedAt)));
    for (const { ownerEmail, ownerLocale, ...listing } of rows) {
      const key = `${kind}:${listing.id}`;
      const recipient = found.get(key) ?? { kind, ...listing, owners: [] };
      found.set(key, recipient);
      if (ownerEmail) recipient.owners.push({ email: ownerEmail, locale: mailLocale(ownerLocale) });
    }
  }
  return wanted.flatMap((w) => found.get(`${w.kind}:${w.id}`) ?? []);
}

export async function publishedListing(db: Pick<Db, "select">, kind: ListingKind, id: number): Promise<LeadListing | undefined> {
  const table = listingTable(kind);
  const [row] = await db
    .select({ id: table.id, name: table.name, acceptsAppointments: table.acceptsAppointments })
    .from(table)
    .where(and(eq(table.id, id), isNull(table.unpublishedAt)));
  return row && { kind, ...row };
}

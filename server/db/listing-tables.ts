import { inArray } from "drizzle-orm";
import { listingKinds, type ListingKind } from "../../shared/listing-kind";
import type { Db } from "./client";
import { businesses, professionals } from "./schema";

/** The table that holds listings of `kind`. */
export const listingTable = (kind: ListingKind) => (kind === "professional" ? professionals : businesses);

/** How listing names are keyed: "professional:12". */
export const listingKey = (kind: ListingKind, id: number) => `${kind}:${id}`;

/**
 * The current names of the listings `rows` point at, by listingKey; one query per kind that
 * appears. A listing deleted since has no entry.
 */
export async function listingNames(db: Db, rows: readonly { listingKind: ListingKind; listingId: number }[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  await Promise.all(
    listingKinds.map(async (kind) => {
      const ids = [...new Set(rows.filter((r) => r.listingKind === kind).map((r) => r.listingId))];
      if (!ids.length) return;
      const table = listingTable(kind);
      for (const l of await db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, ids))) names.set(listingKey(kind, l.id), l.name);
    }),
  );
  return names;
}

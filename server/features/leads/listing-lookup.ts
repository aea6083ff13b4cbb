import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { listingTable } from "../../db/listing-tables";
import type { ListingKind } from "../../db/schema";

export interface LeadListing {
  kind: ListingKind;
  id: number;
  name: string;
  acceptsAppointments: boolean;
}

/** The published listings among `wanted` (a withdrawn or unknown one is left out). */
export async function publishedListings(db: Pick<Db, "select">, wanted: readonly { kind: ListingKind; id: number }[]): Promise<LeadListing[]> {
  const found: LeadListing[] = [];
  for (const kind of ["professional", "business"] as const) {
    const ids = wanted.filter((w) => w.kind === kind).map((w) => w.id);
    if (!ids.length) continue;
    const table = listingTable(kind);
    const rows = await db
      .select({ id: table.id, name: table.name, acceptsAppointments: table.acceptsAppointments })
      .from(table)
      .where(and(inArray(table.id, ids), isNull(table.unpublishedAt)));
    found.push(...rows.map((r) => ({ kind, ...r })));
  }
  return wanted.flatMap((w) => found.filter((f) => f.kind === w.kind && f.id === w.id));
}

export async function publishedListing(db: Pick<Db, "select">, kind: ListingKind, id: number): Promise<LeadListing | undefined> {
  const table = listingTable(kind);
  const [row] = await db
    .select({ id: table.id, name: table.name, acceptsAppointments: table.acceptsAppointments })
    .from(table)
    .where(and(eq(table.id, id), isNull(table.unpublishedAt)));
  return row && { kind, ...row };
}

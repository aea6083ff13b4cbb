import { eq } from "drizzle-orm";
import type { ListingKind } from "@shared/listing-kind";
import type { Db } from "../../db/client";
import { listingTable } from "../../db/listing-tables";

/** Whether the listing exists and is published (withdrawn listings take no reviews and show none). */
export async function isPublishedListing(db: Db, kind: ListingKind, id: number): Promise<boolean> {
  const table = listingTable(kind);
  const [row] = await db.select({ unpublishedAt: table.unpublishedAt }).from(table).where(eq(table.id, id));
  return Boolean(row && !row.unpublishedAt);
}

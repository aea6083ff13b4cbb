import { inArray } from "drizzle-orm";
import type { ImportKind } from "@shared/admin/import";
import type { Db } from "../../db/client";
import { businesses, categories, professionals } from "../../db/schema";

/**
 * The two listing tables behind one type. Drizzle cannot build a query on a union of tables,
 * so both are handled as the professionals table: every statement here names only columns
 * both have (id, external_id, unpublished_at, updated_at) or the kind's own columns from
 * COLUMNS, and Drizzle builds its SQL from the table object it is given at run time.
 */
export type ListingTable = typeof professionals;
export type ListingRow = Record<string, unknown> & { id: number; externalId: string | null; unpublishedAt: string | null; name: string };

export const listingTable = (kind: ImportKind): ListingTable => (kind === "professionals" ? professionals : (businesses as unknown as ListingTable));
export const entityType = (kind: ImportKind) => (kind === "professionals" ? "professional" : "business");

export async function selectByIds(db: Db, kind: ImportKind, ids: number[]): Promise<ListingRow[]> {
  if (ids.length === 0) return [];
  const table = listingTable(kind);
  return (await db.select().from(table).where(inArray(table.id, ids))) as unknown as ListingRow[];
}

export async function selectByExternalIds(db: Db, kind: ImportKind, externalIds: string[]): Promise<ListingRow[]> {
  if (externalIds.length === 0) return [];
  const table = listingTable(kind);
  return (await db.select().from(table).where(inArray(table.externalId, externalIds))) as unknown as ListingRow[];
}

export interface Categories {
  /** Ids by lower-cased slug and name. */
  lookup: Map<string, number>;
  slugById: Map<number, string>;
}

/** The categories table is small (tens of rows): read it whole. */
export async function loadCategories(db: Db): Promise<Categories> {
  const rows = await db.select({ id: categories.id, name: categories.name, slug: categories.slug }).from(categories);
  const lookup = new Map<string, number>();
  for (const r of rows) lookup.set(r.name.toLowerCase(), r.id);
  for (const r of rows) lookup.set(r.slug.toLowerCase(), r.id); // a slug wins over another category's name
  return { lookup, slugById: new Map(rows.map((r) => [r.id, r.slug])) };
}

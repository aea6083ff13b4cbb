import { and, asc, eq, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import type { ListingKind } from "@shared/listing-kind";
import { normalisePhone, type AdminBusiness, type AdminListQuery, type AdminProfessional, type Duplicate } from "@shared/admin/listings";
import { listingTable } from "../../db/listing-tables";
import type { Db } from "../../db/client";
import { businesses, categories, professionals } from "../../db/schema";
import { decodeCursor, encodeCursor } from "./cursor";
import { businessColumns, professionalColumns } from "./listing-columns";
import { isShortTerm, likePattern } from "./queries";
import { containsTerm, nameIs, startsWithShortTerm } from "./search-rank";

export type { ListingKind };
type Table = typeof professionals | typeof businesses;

/** A timestamp as ISO 8601, whatever text the engine gave (PGlite and node-postgres differ). */
const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

const adminColumns = (t: Table) => ({
  externalId: t.externalId,
  unpublishedAt: t.unpublishedAt,
  updatedAt: t.updatedAt,
  staffCheckedAt: t.staffCheckedAt,
  ownerUpdatedAt: t.ownerUpdatedAt,
});

/**
 * What the back office searches: a phone written any usual way is looked up as stored
 * (210-555-0123), anything else as a lowered substring; professionals' name, title and company
 * are search_text (its trigram index), their email and phone a second trigram index
 * (migration 0009), a business's name, email and phone one trigram index.
 */
function searchFilter(kind: ListingKind, term: string): SQL {
  const t = listingTable(kind);
  const phone = normalisePhone(term);
  // A whole phone number: equality on the phone's btree index (migration 0008).
  if (phone) return eq(t.phone, phone);
  const pattern = sql`lower(${likePattern(term)})`;
  if (kind === "business")
    return sql`lower(${businesses.name} || chr(10) || coalesce(${businesses.email}, '') || chr(10) || coalesce(${businesses.phone}, '')) like ${pattern}`;
  // One or two letters: trigrams need three, so the name's first letters (their own index) instead.
  if (isShortTerm(term)) return startsWithShortTerm(professionals.searchText, term);
  // search_text is unaccented (issue 18): the term is folded the same way, so "jose" finds "José" here too.
  return or(containsTerm(professionals.searchText, term), sql`lower(coalesce(${t.email}, '') || chr(10) || coalesce(${t.phone}, '')) like ${pattern}`)!;
}

/**
 * A search's matches come from its indexes and are then sorted: ordering by the row (name, id),
 * which the name index cannot produce, keeps the planner from walking that index in the hope of
 * meeting 50 matches early, which reads most of the table when they sort late ("valeria": 11.8 s
 * at 1,000,000 rows, against ~0.1 s through the trigram indexes). A short term's prefix index
 * is already in (name, id) order, and so is the list without a search.
 */
function listOrder(t: Table, search: string | undefined): SQL[] {
  return search && !isShortTerm(search) ? [sql`(${t.name}, ${t.id})`] : [asc(t.name), asc(t.id)];
}

function listFilters(kind: ListingKind, query: AdminListQuery): SQL[] {
  const t = listingTable(kind);
  const filters: SQL[] = [];
  if (query.search) filters.push(searchFilter(kind, query.search));
  if (query.categoryId !== undefined) filters.push(eq(t.categoryId, query.categoryId));
  if (query.status === "published") filters.push(isNull(t.unpublishedAt));
  if (query.status === "unpublished") filters.push(isNotNull(t.unpublishedAt));
  const cursor = decodeCursor(query.cursor);
  if (cursor) filters.push(sql`(${t.name}, ${t.id}) > (${cursor.n}, ${cursor.i})`);
  return filters;
}

export interface AdminPage<T> {
  rows: T[];
  nextCursor: string | undefined;
}

/** Published and withdrawn listings by name and id, a keyset page at a time (the name index, or a partial one for the withdrawn). */
async function listPage<
  T extends { id: number; name: string; unpublishedAt: string | null; updatedAt: string; staffCheckedAt: string | null; ownerUpdatedAt: string | null },
>(rows: Promise<T[]>, limit: number): Promise<AdminPage<T>> {
  const found = (await rows).map((row) => ({
    ...row,
    unpublishedAt: iso(row.unpublishedAt),
    updatedAt: iso(row.updatedAt)!,
    staffCheckedAt: iso(row.staffCheckedAt),
    ownerUpdatedAt: iso(row.ownerUpdatedAt),
  }));
  const page = found.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, nextCursor: found.length > limit && last ? encodeCursor({ g: 0, n: last.name, i: last.id }) : undefined };
}

export function listAdminProfessionals(db: Db, query: AdminListQuery): Promise<AdminPage<AdminProfessional>> {
  const rows = db
    .select({ ...professionalColumns, ...adminColumns(professionals) })
    .from(professionals)
    .leftJoin(categories, eq(categories.id, professionals.categoryId))
    .where(and(...listFilters("professional", query)))
    .orderBy(...listOrder(professionals, query.search))
    .limit(query.limit + 1);
  return listPage(rows, query.limit);
}

export function listAdminBusinesses(db: Db, query: AdminListQuery): Promise<AdminPage<AdminBusiness>> {
  const rows = db
    .select({ ...businessColumns, ...adminColumns(businesses) })
    .from(businesses)
    .leftJoin(categories, eq(categories.id, businesses.categoryId))
    .where(and(...listFilters("business", query)))
    .orderBy(...listOrder(businesses, query.search))
    .limit(query.limit + 1);
  return listPage(rows, query.limit);
}

export async function getAdminProfessional(db: Db, id: number): Promise<AdminProfessional | undefined> {
  const rows = await db
    .select({ ...professionalColumns, ...adminColumns(professionals) })
    .from(professionals)
    .leftJoin(categories, eq(categories.id, professionals.categoryId))
    .where(eq(professionals.id, id));
  return (await listPage(Promise.resolve(rows), 1)).rows[0];
}

export async function getAdminBusiness(db: Db, id: number): Promise<AdminBusiness | undefined> {
  const rows = await db
    .select({ ...businessColumns, ...adminColumns(businesses) })
    .from(businesses)
    .leftJoin(categories, eq(categories.id, businesses.categoryId))
    .where(eq(businesses.id, id));
  return (await listPage(Promise.resolve(rows), 1)).rows[0];
}

/** Case and runs of spaces do not make two names or addresses different. */
const normalised = (column: SQL | Table["name"]) => sql`lower(regexp_replace(trim(${column}), '\\s+', ' ', 'g'))`;
const normaliseText = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * Likely duplicates of a listing about to be created: the same phone (as stored, 210-555-0123:
 * its btree index), or the same name and address ignoring case and spaces. For professionals
 * the name is found through search_text's trigram index (it starts with the lowered name).
 */
export async function findDuplicates(
  db: Db,
  kind: ListingKind,
  input: { phone?: string | null; name?: string | null; address?: string | null },
): Promise<Duplicate[]> {
  const t = listingTable(kind);
  const phone = input.phone ? normalisePhone(input.phone) : null;
  const name = input.name?.trim() ? normaliseText(input.name) : null;
  const address = input.address?.trim() ? normaliseText(input.address) : null;
  const conditions: SQL[] = [];
  if (phone) conditions.push(eq(t.phone, phone));
  if (name && address) {
    const byName = kind === "professional" && name.length >= 3 ? nameIs(professionals.searchText, name) : sql`${normalised(t.name)} = ${name}`;
    conditions.push(and(byName, sql`${normalised(t.name)} = ${name}`, sql`${normalised(sql`coalesce(${t.address}, '')`)} = ${address}`)!);
  }
  if (!conditions.length) return [];
  const rows = await db
    .select({ id: t.id, name: t.name, phone: t.phone, address: t.address })
    .from(t)
    .where(or(...conditions))
    .orderBy(asc(t.id))
    .limit(20);
  return rows.map((row) => ({ ...row, reason: phone && row.phone === phone ? "phone" : "name and address" }));
}

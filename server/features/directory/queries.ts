import { and, asc, count, eq, inArray, isNotNull, isNull, like, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Business, BusinessesQuery, Category, Freshness, Professional, ProfessionalsQuery } from "@shared/schema";
import type { Db } from "../../db/client";
import type { ListingImage } from "@shared/media";
import { businesses, categories, listingOwners, listingPhotos, professionals } from "../../db/schema";
import { decodeCursor, encodeCursor, type Cursor } from "./cursor";

/** Escapes LIKE wildcards so that '%' and '_' in a search match themselves. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The listing's main image of `purpose` (lowest position), as shared/media.ts's ListingImage:
 * one index probe of listing_photos_listing_idx per row.
 */
const mainImage = (kind: "professional" | "business", purpose: "photo" | "logo", id: SQL | typeof professionals.id | typeof businesses.id) =>
  sql<ListingImage | null>`(select jsonb_build_object('alt', lp.alt, 'variants', lp.variants) from ${listingPhotos} lp
    where lp.listing_kind = ${kind} and lp.listing_id = ${id} and lp.purpose = ${purpose} order by lp.position, lp.id limit 1)`;

/**
 * The newer of the owner's last change and staff's last check, as shared/schema.ts's Freshness
 * (a San Antonio date), for detail answers; null when neither happened.
 */
function freshnessOf(t: typeof professionals | typeof businesses) {
  const day = (column: SQL | AnyColumn) => sql`to_char((${column})::timestamptz at time zone 'America/Chicago', 'YYYY-MM-DD')`;
  return sql<Freshness | null>`case
    when ${t.ownerUpdatedAt} is null and ${t.staffCheckedAt} is null then null
    when ${t.staffCheckedAt} is null or ${t.ownerUpdatedAt} >= ${t.staffCheckedAt} then jsonb_build_object('by', 'owner', 'on', ${day(t.ownerUpdatedAt)})
    else jsonb_build_object('by', 'staff', 'on', ${day(t.staffCheckedAt)}) end`;
}

/** Whether the listing has an owner: one probe of listing_owners_listing_user_idx. */
const claimedOf = (kind: "professional" | "business", id: typeof professionals.id | typeof businesses.id) =>
  sql<boolean>`exists (select 1 from ${listingOwners} lo where lo.listing_kind = ${kind} and lo.listing_id = ${id})`;

const goldActive = sql<boolean>`coalesce(${professionals.goldUntil} > now(), false)`;

export const professionalColumns = {
  id: professionals.id,
  name: professionals.name,
  title: professionals.title,
  company: professionals.company,
  photoUrl: professionals.photoUrl,
  phone: professionals.phone,
  email: professionals.email,
  address: professionals.address,
  bio: professionals.bio,
  businessId: professionals.businessId,
  categoryId: professionals.categoryId,
  category: categories.name,
  website: professionals.website,
  education: professionals.education,
  awards: professionals.awards,
  specialties: professionals.specialties,
  socialMedia: professionals.socialMedia,
  goldUntil: sql<string | null>`case when ${goldActive} then to_char(${professionals.goldUntil} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') end`,
  image: mainImage("professional", "photo", professionals.id),
  hours: professionals.hours,
};

export const businessColumns = {
  id: businesses.id,
  name: businesses.name,
  description: businesses.description,
  address: businesses.address,
  phone: businesses.phone,
  website: businesses.website,
  logoUrl: businesses.logoUrl,
  categoryId: businesses.categoryId,
  category: categories.name,
  email: businesses.email,
  zipCode: businesses.zipCode,
  services: businesses.services,
  socialMedia: businesses.socialMedia,
  image: mainImage("business", "logo", businesses.id),
  hours: businesses.hours,
};

export function listCategories(db: Db): Promise<Category[]> {
  return db.select({ id: categories.id, name: categories.name, slug: categories.slug }).from(categories).orderBy(asc(categories.name));
}

export interface Page<T> {
  rows: T[];
  /** The number of matches, or the count cap when there are more (then `totalCapped`). */
  total: number;
  totalCapped?: boolean;
  nextCursor: string | undefined;
}

/** A search counts its matches up to this many ("10,000+ professionals found"), not all of them. */
export const DEFAULT_SEARCH_COUNT_CAP = 10_000;

export interface ListOptions {
  /** Most matches a search counts (tests make it small); lists without a search count them all. */
  countCap?: number | undefined;
}

/**
 * A term of one or two letters matches professionals whose name starts with it. Trigrams need
 * three characters, so '%e%' cannot use the trigram index: it scanned the whole table and sorted
 * ~99% of it (1.0-1.2 s at 200,000 rows). A name prefix has a btree of its own (migration 0006:
 * the prefix, then name and id), which hands the matches over already in list order.
 */
export const isShortTerm = (search: string | undefined): search is string => search !== undefined && [...search].length <= 2;

function professionalFilters(query: ProfessionalsQuery): SQL[] {
  // Visitors never see a withdrawn listing: in lists, search, counts and a business's team.
  const filters: SQL[] = [isNull(professionals.unpublishedAt)];
  // Ids and slugs name one set of categories; a slug is looked up in SQL, so the caller needs no category list.
  const byId = query.categoryIds.length ? inArray(professionals.categoryId, query.categoryIds) : undefined;
  const bySlug = query.category?.length
    ? sql`${professionals.categoryId} in (select ${categories.id} from ${categories} where ${inArray(categories.slug, query.category)})`
    : undefined;
  if (byId || bySlug) filters.push(or(byId, bySlug)!);
  if (query.businessId !== undefined) filters.push(eq(professionals.businessId, query.businessId));
  if (isShortTerm(query.search)) {
    // The length is a literal so that the condition is the indexed expression itself.
    const initials = [...query.search].length === 1 ? sql`left(lower(${professionals.name}), 1)` : sql`left(lower(${professionals.name}), 2)`;
    filters.push(sql`${initials} = lower(${query.search})`);
  } else if (query.search) {
    // Case-insensitive: search_text is name, title and company lowered on write, so a LIKE on
    // it (served by its pg_trgm GIN index) matches what ILIKE on each column would, far cheaper.
    filters.push(like(professionals.searchText, sql`lower(${likePattern(query.search)})`));
  }
  return filters;
}

/**
 * The number of matches, counting at most `cap + 1` of them: a broad term ("son") matches a
 * fifth of the table, and counting all of it cost more than finding the page.
 */
async function cappedCount(db: Db, filters: SQL[], cap: number): Promise<{ total: number; totalCapped?: boolean }> {
  const matches = db
    .select({ one: sql`1` })
    .from(professionals)
    .where(and(...filters))
    .limit(cap + 1)
    .as("matches");
  const [row] = await db.select({ n: count() }).from(matches);
  const n = row?.n ?? 0;
  return n > cap ? { total: cap, totalCapped: true } : { total: n };
}

const isGold = sql`${professionals.goldUntil} > now()`;
const isBasic = sql`(${professionals.goldUntil} is null or ${professionals.goldUntil} <= now())`;

/**
 * Active Gold listings first, then the rest, each by name and id. The two phases are
 * two index-ordered queries (a keyset on (name, id) each) rather than one sort on a
 * now()-dependent expression, which no index can serve.
 */
export async function listProfessionals(
  db: Db,
  query: ProfessionalsQuery,
  { countCap = DEFAULT_SEARCH_COUNT_CAP }: ListOptions = {},
): Promise<Page<Professional>> {
  const filters = professionalFilters(query);
  const cursor = decodeCursor(query.cursor);
  const trigramSearch = query.search !== undefined && !isShortTerm(query.search);
  if (trigramSearch && !cursor) return firstSearchPage(db, filters, query.limit, countCap);
  // A trigram search orders by the row (name, id): the same order, but one the name index cannot
  // produce, so the planner takes the matches from the trigram index and sorts them. Walking
  // the name index instead, hoping to meet 48 matches early, reads most of the table when the
  // matches sort late (a first name such as "Valeria": ~10x slower at 100,000 rows). A short
  // term's prefix index is in (name, id) order within the prefix, so it keeps the plain order.
  const order = trigramSearch ? [sql`(${professionals.name}, ${professionals.id})`] : [asc(professionals.name), asc(professionals.id)];
  const phase = (gold: boolean, after: Cursor | undefined, limit: number) =>
    db
      .select(professionalColumns)
      .from(professionals)
      .leftJoin(categories, eq(categories.id, professionals.categoryId))
      .where(and(...filters, gold ? isGold : isBasic, after ? sql`(${professionals.name}, ${professionals.id}) > (${after.n}, ${after.i})` : undefined))
      .orderBy(...order)
      .limit(limit);

  const countQuery = query.search
    ? cappedCount(db, filters, countCap)
    : db
        .select({ n: count() })
        .from(professionals)
        .where(and(...filters))
        .then(([row]) => ({ total: row?.n ?? 0 }));
  const limit = query.limit;
  let rows: Professional[] = [];
  let nextCursor: Cursor | undefined;
  if (!cursor || cursor.g === 1) {
    const gold = await phase(true, cursor, limit + 1);
    if (gold.length > limit) {
      rows = gold.slice(0, limit);
      nextCursor = { g: 1, n: rows.at(-1)!.name, i: rows.at(-1)!.id };
    } else rows = gold;
  }
  if (!nextCursor && rows.length < limit) {
    const room = limit - rows.length;
    const basic = await phase(false, cursor?.g === 0 ? cursor : undefined, room + 1);
    rows = rows.concat(basic.slice(0, room));
    if (basic.length > room) nextCursor = { g: 0, n: rows.at(-1)!.name, i: rows.at(-1)!.id };
  }
  return { rows, ...(await countQuery), nextCursor: nextCursor && encodeCursor(nextCursor) };
}

/**
 * The first page of a trigram search in one statement: the trigram index finds the matches once
 * and the same pass sorts them (Gold first, then name and id), where the two phases would each
 * scan the index. The count is a second, capped statement: a window count(*) over () had to
 * read every match, however many (the whole table for a common term).
 */
async function firstSearchPage(db: Db, filters: SQL[], limit: number, countCap: number): Promise<Page<Professional>> {
  const found = await db
    .select(professionalColumns)
    .from(professionals)
    .leftJoin(categories, eq(categories.id, professionals.categoryId))
    .where(and(...filters))
    .orderBy(sql`${goldActive} desc`, asc(professionals.name), asc(professionals.id))
    .limit(limit + 1);
  const rows: Professional[] = found.slice(0, limit);
  const last = rows.at(-1);
  const nextCursor = found.length > limit && last ? encodeCursor({ g: last.goldUntil === null ? 0 : 1, n: last.name, i: last.id }) : undefined;
  // A page that is not full holds every match: no need to count them.
  const counted = nextCursor ? await cappedCount(db, filters, countCap) : { total: rows.length };
  return { rows, ...counted, nextCursor };
}

export async function getProfessional(db: Db, id: number): Promise<Professional | undefined> {
  const rows = await db
    .select({ ...professionalColumns, freshness: freshnessOf(professionals), claimed: claimedOf("professional", professionals.id) })
    .from(professionals)
    .leftJoin(categories, eq(categories.id, professionals.categoryId))
    .where(and(eq(professionals.id, id), isNull(professionals.unpublishedAt)));
  return rows[0];
}

/**
 * Whether a listing exists but is withdrawn (its public page and API answer 410 Gone rather
 * than 404). Asked only when the published read found nothing, so a visitor's read costs no more.
 */
export async function isUnpublished(db: Db, kind: "professional" | "business", id: number): Promise<boolean> {
  const table = kind === "professional" ? professionals : businesses;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), isNotNull(table.unpublishedAt)));
  return rows.length > 0;
}

export async function listBusinesses(db: Db, query: BusinessesQuery): Promise<Page<Business>> {
  const cursor = decodeCursor(query.cursor);
  const [rows, [total]] = await Promise.all([
    db
      .select(businessColumns)
      .from(businesses)
      .leftJoin(categories, eq(categories.id, businesses.categoryId))
      .where(and(isNull(businesses.unpublishedAt), cursor ? sql`(${businesses.name}, ${businesses.id}) > (${cursor.n}, ${cursor.i})` : undefined))
      .orderBy(asc(businesses.name), asc(businesses.id))
      .limit(query.limit + 1),
    db.select({ n: count() }).from(businesses).where(isNull(businesses.unpublishedAt)),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return { rows: page, total: total?.n ?? 0, nextCursor: rows.length > query.limit && last ? encodeCursor({ g: 0, n: last.name, i: last.id }) : undefined };
}

export async function getBusiness(db: Db, id: number): Promise<Business | undefined> {
  const rows = await db
    .select({ ...businessColumns, freshness: freshnessOf(businesses), claimed: claimedOf("business", businesses.id) })
    .from(businesses)
    .leftJoin(categories, eq(categories.id, businesses.categoryId))
    .where(and(eq(businesses.id, id), isNull(businesses.unpublishedAt)));
  return rows[0];
}

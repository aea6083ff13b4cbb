import { sql, type SQL } from "drizzle-orm";
import type { ListingKind } from "@shared/listing-kind";
import type { PartnerListing } from "@shared/partners";
import type { Db } from "../../db/client";

/** The last row of a page: where the next one starts (updated_at to the microsecond, then kind and id). */
export interface ListingCursor {
  u: string;
  k: ListingKind;
  i: number;
}

interface Row extends Record<string, unknown> {
  kind: ListingKind;
  id: number;
  withdrawn: boolean;
  name: string | null;
  title: string | null;
  company: string | null;
  category: string | null;
  phone: string | null;
  website: string | null;
  address: string | null;
  zip_code: string | null;
  languages: string[] | string;
  created_at: string;
  updated_at: string;
}

const utc = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * Both kinds of listing as partners read them, one union: a withdrawn listing keeps its identity
 * and loses the rest. `where` is applied inside each branch, where the (updated_at, id) indexes serve it.
 */
function listingsUnion(where: (kind: ListingKind) => SQL) {
  const branch = (kind: ListingKind) => {
    const t = kind === "professional" ? sql`professionals` : sql`businesses`;
    const live = (column: SQL) => sql`case when l.unpublished_at is null then ${column} end`;
    return sql`select ${kind}::text as kind, l.id, l.unpublished_at is not null as withdrawn,
      ${live(sql`l.name`)} as name,
      ${kind === "professional" ? live(sql`l.title`) : sql`null`} as title,
      ${kind === "professional" ? live(sql`l.company`) : sql`null`} as company,
      ${live(sql`c.slug`)} as category, ${live(sql`l.phone`)} as phone, ${live(sql`l.website`)} as website,
      ${live(sql`l.address`)} as address, ${kind === "business" ? live(sql`l.zip_code`) : sql`null`} as zip_code,
      case when l.unpublished_at is null then l.languages else '{}'::text[] end as languages,
      ${utc(sql`l.created_at`)} as created_at, ${utc(sql`l.updated_at`)} as updated_at, l.updated_at as sort_at
      from ${t} l left join categories c on c.id = l.category_id where ${where(kind)}`;
  };
  return sql`(${branch("business")}) union all (${branch("professional")})`;
}

const toListing = (origin: string, r: Row): PartnerListing => ({
  kind: r.kind,
  id: Number(r.id),
  url: `${origin}/${r.kind}/${r.id}`,
  withdrawn: r.withdrawn === true || (r.withdrawn as unknown) === "t",
  name: r.name,
  title: r.title,
  company: r.company,
  category: r.category,
  phone: r.phone,
  website: r.website,
  address: r.address,
  zipCode: r.zip_code,
  languages: Array.isArray(r.languages) ? r.languages : [],
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

/**
 * Listings changed at or after `since` (withdrawn ones included), oldest change first, a page of
 * `limit` after `cursor`; `next` is the cursor of the page after it, absent on the last page.
 */
export async function changedListings(
  db: Db,
  origin: string,
  { since, cursor, limit }: { since: string | undefined; cursor: ListingCursor | undefined; limit: number },
): Promise<{ items: PartnerListing[]; next?: ListingCursor }> {
  const where = (kind: ListingKind) => {
    const parts: SQL[] = [sql`true`];
    if (since) parts.push(sql`l.updated_at >= ${since}::timestamptz`);
    // The kind sorts between equal instants: 'business' < 'professional'.
    if (cursor)
      parts.push(
        kind > cursor.k
          ? sql`l.updated_at >= ${cursor.u}::timestamptz`
          : kind === cursor.k
            ? sql`(l.updated_at, l.id) > (${cursor.u}::timestamptz, ${cursor.i})`
            : sql`l.updated_at > ${cursor.u}::timestamptz`,
      );
    return sql.join(parts, sql` and `);
  };
  const result = await db.execute(sql`select * from (${listingsUnion(where)}) x order by sort_at, kind, id limit ${limit + 1}`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  const items = rows.slice(0, limit).map((r) => toListing(origin, r));
  const last = items.at(-1);
  return rows.length > limit && last ? { items, next: { u: last.updatedAt, k: last.kind, i: last.id } } : { items };
}

/** Every published listing, a page at a time in (kind, id) order: the NDJSON export reads it. */
export async function* allListings(db: Db, origin: string, pageSize = 500): AsyncGenerator<PartnerListing[]> {
  let after: { k: ListingKind; i: number } = { k: "business", i: 0 };
  for (;;) {
    const where = (kind: ListingKind) =>
      kind < after.k ? sql`false` : kind === after.k ? sql`l.unpublished_at is null and l.id > ${after.i}` : sql`l.unpublished_at is null`;
    const result = await db.execute(sql`select * from (${listingsUnion(where)}) x order by kind, id limit ${pageSize}`);
    const rows = (result as unknown as { rows: Row[] }).rows;
    if (rows.length === 0) return;
    const items = rows.map((r) => toListing(origin, r));
    yield items;
    const last = items.at(-1)!;
    after = { k: last.kind, i: last.id };
    if (rows.length < pageSize) return;
  }
}

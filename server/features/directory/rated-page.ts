import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import { z } from "zod";
import { isStorableText } from "@shared/storable-text";
import type { Db } from "../../db/client";
import { categories, type businesses, type professionals } from "../../db/schema";
import { cursorCodec } from "../../lib/cursor-codec";

/**
 * "Highest rated" (issue 30): the average of a listing's published reviews, from the count and
 * star sum the database's triggers keep (migration 0033), highest first; then more reviews first,
 * then name and id. Listings with no review come last (their key is 0, below any average). Gold
 * plays no part: the order is the reviews' alone.
 *
 * The key is exact numeric division, the same expression as the index of migration 0036, so an
 * unfiltered list reads the index in order. Its cursor carries the key as the database wrote it
 * (text), never a float, so the next page starts exactly after the last row.
 */
type RatedTable = typeof professionals | typeof businesses;

export const ratingKey = (t: RatedTable) => sql<string>`(case when ${t.reviewCount} > 0 then ${t.reviewStarSum}::numeric / ${t.reviewCount} else 0 end)`;

const ratedCursorSchema = z.strictObject({
  a: z
    .string()
    .max(40)
    .regex(/^\d{1,2}(\.\d{1,30})?$/),
  c: z.number().int().min(0).max(2_147_483_647),
  n: z.string().max(500).refine(isStorableText),
  i: z.number().int().min(0).max(2_147_483_647),
});
const { encode, decode } = cursorCodec(ratedCursorSchema);

export interface RatedPageOptions<C, Counted> {
  table: RatedTable;
  /** The list's columns (queries.ts), with categories joined as they expect. */
  columns: C;
  /** Every filter of the list (published, categories, search, geo), already built. */
  filters: SQL[];
  limit: number;
  cursor: string | undefined;
  /** The list's match count (and category counts), as the usual order answers them. */
  count: () => Promise<Counted>;
}

export async function ratedPage<C extends SelectedFields, Row extends { id: number; name: string }, Counted extends { total: number }>(
  db: Db,
  { table, columns, filters, limit, cursor, count }: RatedPageOptions<C, Counted>,
): Promise<Counted & { rows: Row[]; nextCursor: string | undefined }> {
  const after = decode(cursor);
  const key = ratingKey(table);
  const keyset =
    after &&
    sql`(-${key}, -${table.reviewCount}, ${table.name}, ${table.id}) > (-(${after.a}::numeric), -(${after.c}::int), ${after.n}::text, ${after.i}::int)`;
  const [found, counted] = await Promise.all([
    db
      .select({ ...columns, ratingKey: sql<string>`${key}::text`, ratingCount: table.reviewCount })
      .from(table)
      .leftJoin(categories, eq(categories.id, table.categoryId))
      .where(and(...filters, keyset))
      .orderBy(desc(key), desc(table.reviewCount), asc(table.name), asc(table.id))
      .limit(limit + 1) as unknown as Promise<(Row & { ratingKey: string; ratingCount: number })[]>,
    count(),
  ]);
  const rows = found.slice(0, limit).map(({ ratingKey: _key, ratingCount: _count, ...row }) => row as unknown as Row);
  const last = found[limit - 1];
  const nextCursor = found.length > limit && last ? encode({ a: last.ratingKey, c: last.ratingCount, n: last.name, i: last.id }) : undefined;
  return { ...counted, rows, nextCursor };
}

import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { NearPlace } from "@shared/sa-places";
import type { Db } from "../../db/client";
import { categories } from "../../db/schema";
import { cursorCodec } from "../../lib/cursor-codec";
import { chordTo, chordWithin, circleIsSelective, distanceTo, type Located } from "./near-sql";

/**
 * Keyset cursor of a nearest-first list: the last row's chord distance (meters, exact as the
 * database computed it, which JSON keeps) and id. Not the name cursor of ./cursor.ts: the two
 * orders share nothing, and one sent to the other list is refused.
 */
const nearCursorSchema = z.strictObject({ d: z.number().nonnegative().max(2e7), i: z.number().int().min(0).max(2_147_483_647) });

const { encode, decode } = cursorCodec(nearCursorSchema);

export interface NearestPageOptions<C> {
  table: Located;
  /** The list's columns (queries.ts), with categories joined as they expect. */
  columns: C;
  /** Every filter of the list (published, categories, search, geo), already built. */
  filters: SQL[];
  near: NearPlace;
  limit: number;
  cursor: string | undefined;
  /** The list's match count for a page that is not the whole answer (capped, as a search's). */
  count: () => Promise<{ total: number; totalCapped?: boolean }>;
  /** A first page's count of the matches left out for having no position (issue 28 item 2). */
  unplaced?: () => Promise<{ total: number }>;
  /** How far the KNN scan may walk (NEAREST_WALK; tests make it small to take the other way). */
  walk?: number | undefined;
}

/**
 * How many listings the KNN scan may walk, nearest first, looking for a page's matches before the
 * reach is found from the matches themselves instead (issue 26 item 1). A term with few matches
 * is met only far out ("garcia" + open now, 6,006 matches in 1,000,000 listings: the KNN scan took
 * 176 ms where sorting the matches took 15), while a broad one fills a page near by ("dentist":
 * 11 ms by the KNN scan, 219 ms by its 54,672 matches sorted).
 */
export const NEAREST_WALK = 20_000;

/**
 * Nearest first, then by id, in pages. The GiST index returns rows nearest first (KNN) but
 * cannot break ties by id (listings at one address share a point), and asking for (distance,
 * id) makes PostgreSQL sort every match instead. So two statements: the KNN scan finds how far
 * the page reaches (the limit+1-th nearest match), and a box search of that reach returns every
 * match within it, sorted by (distance, id) — a page plus the few ties at its edge. The KNN
 * scan walks at most NEAREST_WALK listings; when they hold less than a page of matches (and the
 * table has more), the reach comes from the matches, found by their own indexes and sorted.
 */
export async function nearestPage<C extends SelectedFields, Row extends { id: number }>(
  db: Db,
  { table, columns, filters, near, limit, cursor, count, unplaced, walk = NEAREST_WALK }: NearestPageOptions<C>,
): Promise<{ rows: Row[]; total: number; totalCapped?: boolean; nextCursor: string | undefined; unplaced?: number }> {
  const after = decode(cursor);
  const chord = chordTo(table, near);
  const past = after && sql`(${chord}, ${table.id}) > (${after.d}::float8, ${after.i}::int)`;
  const where = and(...filters, past)!;
  // The reach in statements of its own (written into the box search, it ran twice there: the box
  // and the exact cut each evaluated it). First the KNN walk: at most `walk` listings nearest
  // first, each tested by the list's filters, until a page and one more match.
  const [walked] = (
    (await db.execute(sql`select count(*)::int as n, max(e.d)::float8 as d from (
      select w.d from (select ${chord} as d, coalesce(${where}, false) as ok from ${table} ${past ? sql`where ${past}` : sql``}
        order by ${chord} limit ${walk}) w
      where w.ok limit ${limit + 1}) e`)) as unknown as { rows: { n: number; d: number | null }[] }
  ).rows;
  // Else the matches themselves, sorted ("+ 0": an order no index serves, so each match is found by its own condition).
  const [edge] =
    walked && Number(walked.n) > limit
      ? [{ d: walked.d }]
      : await db
          .select({ d: sql<number | null>`max(edge.d)::float8` })
          .from(sql`(select ${chord} as d from ${table} where ${where} order by ${chord} + 0 limit ${limit + 1}) edge`);
  const reach = edge?.d === null || edge?.d === undefined ? null : Number(edge.d);
  const found =
    reach === null
      ? []
      : ((await db
          .select({ ...columns, distance: distanceTo(table, near), chord })
          .from(table)
          .leftJoin(categories, eq(categories.id, table.categoryId))
          .where(and(where, withinReach(table, near, reach)))
          .orderBy(chord, asc(table.id))
          .limit(limit + 1)) as unknown as (Row & { chord: number })[]);
  const rows = found.slice(0, limit).map(({ chord: _chord, ...row }) => row as unknown as Row);
  const last = found[limit - 1];
  const nextCursor = found.length > limit && last ? encode({ d: last.chord, i: last.id }) : undefined;
  // A first page that is not full holds every match: no need to count them.
  const counted = nextCursor || after ? await count() : { total: rows.length };
  const left = !after && unplaced ? (await unplaced()).total : 0;
  return { rows, ...counted, nextCursor, ...(left > 0 && { unplaced: left }) };
}

/**
 * Within `reach` meters (chord): through the reach's box only when it is selective
 * (`circleIsSelective`, as a radius is judged). PostgreSQL prices every box at 0.1% of the rows,
 * so a reach over most of the city ("john smith" + open now from its edge: 29 km, 893,487
 * listings in the box) was read through the location index and ANDed with the term's trigram
 * matches (1.1 s); the exact cut alone leaves the plan to the term.
 */
function withinReach(table: Located, near: NearPlace, reach: number): SQL {
  const d = sql`${reach}::float8`;
  return circleIsSelective(near, reach) ? chordWithin(table, near, d) : sql`${chordTo(table, near)} <= ${d}`;
}

import { and, asc, desc, eq, inArray, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { CategoryCounts } from "@shared/category-counts";
import type { LanguageCounts } from "@shared/language-counts";
import type { Professional } from "@shared/schema";
import type { Db } from "../../db/client";
import { categories, professionalSearch, professionals } from "../../db/schema";
import { countsFromPairs, inCategories, totalOf } from "./category-counts";
import { encodeCursor, type Cursor } from "./cursor";
import { goldActiveAt, professionalColumns } from "./listing-columns";
import type { Page } from "./queries";
import { withDistance } from "./near-sql";
import { categoriesNamed, rankWithCategory, termOrCategory } from "./category-search";
import { languageCountsFrom, matchLanguageCountsSql, speaks } from "./language-filter";
import { containsTerm, foldedTerm, likeLiteral, nameLine, RANK, holdsTermWords, termHasWord, type Rank } from "./search-rank";
import { FEW_MATCHES } from "./search-correction";
import type { NearPlace } from "@shared/sa-places";

/**
 * The matches per category as one JSON value, [category id or null, count] pairs: an aggregate
 * over a WITH query, evaluated once per statement (an uncorrelated subquery).
 */
export const matchCountsSql = (matches: SQLWrapper, categoryId: SQLWrapper, where?: SQL) =>
  sql<[number | null, number][]>`(select coalesce(json_agg(json_build_array(c.category_id, c.n)), '[]'::json)
    from (select ${categoryId} as category_id, count(*)::int as n from ${matches} ${where ? sql`where ${where}` : sql``} group by 1) c)`;

/** What a ranked page is asked for: the filters besides the term and the categories (published, a business), the selected categories, the page. */
export interface RankedQuery {
  filters: SQL[];
  selected: number[] | undefined;
  term: string;
  after: Cursor | undefined;
  limit: number;
  /** Set when `term` corrects the term asked for: the page says so, and its cursor carries it. */
  searchedFor?: string | undefined;
  /** Near me (issue 18): each row also says how far it is (the order stays the rank's). */
  near?: NearPlace | undefined;
  /** ?language= (issue 29): only listings that speak it; the category counts are theirs, the language counts are not narrowed by it. */
  language?: string | undefined;
}

/** A ranked page of professionals, published ones only (the only ones professional_search holds). */
export interface RankedProfessionalsQuery extends Omit<RankedQuery, "filters"> {
  /** The professionals of one business. */
  businessId?: number | undefined;
  /** Near me's radius and open now, written on professional_search's copies of the listing's position and hours (migration 0040). */
  placeFilters: SQL[];
}

/** A ranked page's sort key of one row: rank, Gold now, name, id (the cursor's r, g, n, i). */
interface RankedKey {
  id: number;
  rank: number;
  gold: boolean;
  name: string;
}

/**
 * A class with fewer candidates than this (its indexed condition, under the filters) is read
 * whole and sorted; one with more is read in list order (below).
 */
export const CLASS_READ_WHOLE = 400;
/** A search with fewer matches than this (under the filters) reads them all at once and sorts them, in one statement. */
export const MATCHES_READ_WHOLE = 300;
/** A class with this many of the MATCHES_READ_WHOLE matches first read (a tenth) is taken to have many. */
export const DENSE_IN_SAMPLE = 30;
/** How many rows a class read in list order may visit before it is read whole after all. */
export const CLASS_SCAN_BUDGET = 20_000;

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: Db, statement: SQL): Promise<T[]> => ((await db.execute(statement)) as unknown as Rows<T>).rows;

/**
 * The page's sort keys without ranking every match (issue 26 item 1): one rank class after the
 * other, best first, each by its own indexed condition (a superset of the class, which the
 * rank then decides), and only until the page is full. A class with few candidates is read
 * whole and sorted (one statement, which also says how many it has, up to CLASS_READ_WHOLE);
 * a class with many is read in list order instead: its active Gold rows first (the Gold date's
 * index and the class's condition together, a BitmapAnd: a few hundred rows), then the rest by
 * name and id along professional_search_name_id_idx, stopping at the page's last row. A first
 * statement reads up to MATCHES_READ_WHOLE matches of any class: fewer, and they are the page;
 * more, and they are a sample that says which classes have many. "dentist" at 1,000,000
 * listings: no name holds it (ranks 0 and 1 are empty at once, by the name line's index), rank
 * 2's candidates are the listings holding its word (by the words' index), and its Gold
 * whole-word matches fill the first page, where the single statement read and ranked all
 * 54,012 matches. Same rows, same order, same cursor as the single statement.
 */
async function keysByClass(db: Db, query: RankedProfessionalsQuery, named: readonly number[], want: number): Promise<RankedKey[]> {
  const { term, after } = query;
  const s = professionalSearch;
  const rank = rankWithCategory(s.searchText, term, named);
  const gold = goldActiveAt(s.goldUntil);
  const basic = sql`(${s.goldUntil} is null or ${s.goldUntil} <= now())`;
  const searchFilters = [
    query.businessId === undefined ? undefined : eq(s.businessId, query.businessId),
    inCategories(s.categoryId, query.selected),
    speaks(s.languages, query.language),
  ];
  // Near me's radius and open now, on the candidate's own professional_search row (migration 0040).
  const placed = and(...query.placeFilters);
  const filters = and(...searchFilters, placed) ?? sql`true`;
  const literal = likeLiteral(foldedTerm(term));
  const classes: { rank: Rank; candidates: SQL }[] = [
    { rank: RANK.exactName, candidates: sql`${nameLine(s.searchText)} like ${literal}` },
    { rank: RANK.namePrefix, candidates: sql`${nameLine(s.searchText)} like '%' || ${literal} || '%'` },
    { rank: RANK.wholeWord, candidates: termHasWord(term) ? holdsTermWords(s.searchText, term) : containsTerm(s.searchText, term) },
    { rank: RANK.substring, candidates: containsTerm(s.searchText, term) },
    ...(named.length ? [{ rank: RANK.category, candidates: inArray(s.categoryId, [...named]) }] : []),
  ];
  // Few matches in all: every class at once, read whole and sorted, in one statement. The
  // sample is the term's matches whatever the radius and open now, which only the page part
  // asks (each sampled row says whether it passes them: with a radius few do, and the sample
  // must still tell how the term's matches fall into classes).
  const keyset = after && sql`and (rank, not gold, name, id) > (${after.r ?? 0}::int, ${after.g === 0}::boolean, ${after.n}::text, ${after.i}::int)`;
  const all = await rowsOf<{ n: number; ranks: number[] | null; id: number | null; name: string | null; gold: boolean | null; rank: number | null }>(
    db,
    sql`with cand as materialized (
        select ${s.id} as id, ${s.name} as name, ${gold} as gold, ${rank} as rank, ${placed ?? sql`true`} as placed from ${s}
        where ${termOrCategory(s.searchText, s.categoryId, term, named)} and ${and(...searchFilters) ?? sql`true`} limit ${MATCHES_READ_WHOLE})
      select n.n, n.ranks, p.id, p.name, p.gold, p.rank from (select count(*)::int as n, array_agg(rank) as ranks from cand) n
      left join lateral (select id, name, gold, rank from cand where placed ${keyset ?? sql``}
        order by rank, not gold, name, id limit ${want}) p on true`,
  );
  if ((all[0]?.n ?? 0) < MATCHES_READ_WHOLE)
    return all.filter((row) => row.id !== null).map((row) => ({ id: row.id!, name: row.name!, gold: row.gold!, rank: row.rank! }));
  // The matches read above are a sample of the term's: a class that is a good share of them is
  // read in list order at once, without first counting its candidates.
  const sampled = (r: Rank) => (all[0]?.ranks ?? []).filter((k) => k === r).length;
  const keys: RankedKey[] = [];
  for (const { rank: r, candidates } of classes) {
    const need = want - keys.length;
    if (need <= 0) break;
    if (after && r < (after.r ?? 0)) continue;
    const within = after && r === (after.r ?? 0) ? after : undefined;
    const found = (rows: { id: number; name: string; gold: boolean }[]) => keys.push(...rows.map((row) => ({ ...row, rank: r })));
    // Read whole when small: the class's candidates (at most CLASS_READ_WHOLE of them), ranked, sorted.
    const whole =
      sampled(r) >= DENSE_IN_SAMPLE
        ? [{ n: CLASS_READ_WHOLE, id: null, name: null, gold: null }]
        : await rowsOf<{ n: number; id: number | null; name: string | null; gold: boolean | null }>(
            db,
            sql`with cand as materialized (
          select ${s.id} as id, ${s.name} as name, ${gold} as gold, ${rank} as rank from ${s} where ${candidates} and ${filters} limit ${CLASS_READ_WHOLE})
        select n.n, p.id, p.name, p.gold from (select count(*)::int as n from cand) n
        left join lateral (select id, name, gold from cand where rank = ${r}
          ${within ? sql`and (not gold, name, id) > (${within.g === 0}::boolean, ${within.n}::text, ${within.i}::int)` : sql``}
          order by not gold, name, id limit ${need}) p on true`,
          );
    if ((whole[0]?.n ?? 0) < CLASS_READ_WHOLE) {
      found(whole.filter((row) => row.id !== null).map((row) => ({ id: row.id!, name: row.name!, gold: row.gold! })));
      continue;
    }
    // Many: the Gold rows of the class by the Gold date's index (unless the cursor is past them), then the rest in list order.
    if (!within || within.g === 1) {
      const rows = await rowsOf<{ id: number; name: string }>(
        db,
        sql`with m as materialized (select ${s.id} as id, ${s.name} as name, ${rank} as rank from ${s} where ${candidates} and ${s.goldUntil} > now() and ${filters})
          select id, name from m where rank = ${r} ${within ? sql`and (name, id) > (${within.n}::text, ${within.i}::int)` : sql``}
          order by name, id limit ${need}`,
      );
      found(rows.map((row) => ({ ...row, gold: true })));
      if (keys.length >= want) break;
    }
    const more = want - keys.length;
    const from = within?.g === 0 ? sql`and (${s.name}, ${s.id}) > (${within.n}::text, ${within.i}::int)` : sql``;
    // The subquery is named professional_search so that the class's conditions, written on its columns, read the subquery's.
    const inOrder = await rowsOf<{ id: number; name: string }>(
      db,
      sql`select ${s.id} as id, ${s.name} as name from (
          select ${s.id}, ${s.name}, ${s.searchText}, ${s.categoryId}, ${s.businessId}, ${s.languages}, ${s.goldUntil},
            ${s.latitude}, ${s.longitude}, ${s}."open_week", ${s}."special_dates" from ${s}
          where ${basic} ${from} order by ${s.name}, ${s.id} limit ${CLASS_SCAN_BUDGET}) as ${s}
        where ${candidates} and ${filters} and ${rank} = ${r} limit ${more}`,
    );
    if (inOrder.length >= more) {
      found(inOrder.map((row) => ({ ...row, gold: false })));
      break;
    }
    // Past the budget (or the class ends): the rest of the class read whole.
    const rest = await rowsOf<{ id: number; name: string }>(
      db,
      sql`with m as materialized (select ${s.id} as id, ${s.name} as name, ${rank} as rank from ${s} where ${candidates} and ${basic} and ${filters})
        select id, name from m where rank = ${r} ${within?.g === 0 ? sql`and (name, id) > (${within.n}::text, ${within.i}::int)` : sql``}
        order by name, id limit ${more}`,
    );
    found(rest.map((row) => ({ ...row, gold: false })));
  }
  return keys;
}

/**
 * The page's sort keys in one statement that ranks every match: what keysByClass must answer
 * alike (tests compare the two, `everyMatch`). It served conditions on the rest of the listing
 * until issue 26 item 1: "dentist" within 100 miles and open now ranked and sorted its 54,672
 * matches (192 ms at 1,000,000 listings; one class at a time: 48 ms).
 */
async function keysOfAllMatches(db: Db, query: RankedProfessionalsQuery, named: readonly number[], want: number): Promise<RankedKey[]> {
  const { after, selected } = query;
  const matches = matchesOf(db, query, named);
  const keyset =
    after &&
    sql`(${matches.rank}, not ${matches.gold}, ${matches.name}, ${matches.id}) > (${after.r ?? 0}::int, ${after.g === 0}::boolean, ${after.n}::text, ${after.i}::int)`;
  return db
    .with(matches)
    .select({ id: matches.id, rank: matches.rank, gold: matches.gold, name: matches.name })
    .from(matches)
    .where(and(inCategories(matches.categoryId, selected), speaks(matches.languages, query.language), keyset))
    .orderBy(asc(matches.rank), desc(matches.gold), asc(matches.name), asc(matches.id))
    .limit(want);
}

/** A search's matches with what a page reads of them: their sort keys (the rank, computed for every match). */
function matchesOf(db: Db, query: RankedProfessionalsQuery, named: readonly number[]) {
  const s = professionalSearch;
  const fromSearch = db
    .select({
      id: s.id,
      categoryId: s.categoryId,
      name: s.name,
      languages: s.languages,
      rank: rankWithCategory(s.searchText, query.term, named).as("rank"),
      gold: goldActiveAt(s.goldUntil).as("gold"),
    })
    .from(s);
  return db.$with("matches").as(fromSearch.where(matchFilters(query, named)));
}

/**
 * A search's matches with only what the counts read of them (category, languages): the counts
 * read the matches twice, so PostgreSQL materializes them, and a rank among the columns was
 * computed for each of a broad term's matches ("dentist" within 10 miles, open now: its
 * category's listings too, 110,000 rows; ~0.9 µs each for the whole-word test).
 */
function countedMatchesOf(db: Db, query: RankedProfessionalsQuery, named: readonly number[]) {
  const s = professionalSearch;
  return db.$with("matches").as(db.select({ id: s.id, categoryId: s.categoryId, languages: s.languages }).from(s).where(matchFilters(query, named)));
}

/** The conditions of a search's matches: the business, near me's radius and open now (on professional_search), the term or a category it names. */
function matchFilters(query: RankedProfessionalsQuery, named: readonly number[]) {
  const s = professionalSearch;
  return and(
    query.businessId === undefined ? undefined : eq(s.businessId, query.businessId),
    ...query.placeFilters,
    termOrCategory(s.searchText, s.categoryId, query.term, named),
  );
}

/** A ranked search's counts: its matches per category (whatever categories are selected), per language (in the selected categories), and the total. */
export interface RankedCounts {
  total: number;
  categoryCounts: CategoryCounts;
  languageCounts: LanguageCounts;
}

/**
 * The counts of a ranked search, on their own path since issue 26 item 1: they read every match
 * (a broad term's tens of thousands), which the page no longer does. One statement over the
 * same matches as the page (`matchFilters`).
 */
export async function rankedCounts(db: Db, query: RankedProfessionalsQuery, named?: readonly number[]): Promise<RankedCounts> {
  const matches = countedMatchesOf(db, query, named ?? (await categoriesNamed(db, query.term)));
  const [row] = await db
    .with(matches)
    .select({
      counts: matchCountsSql(matches, matches.categoryId, speaks(matches.languages, query.language)),
      languageCounts: matchLanguageCountsSql(matches, matches.languages, inCategories(matches.categoryId, query.selected)),
    })
    .from(sql`(select 1) as one`);
  const categoryCounts = countsFromPairs(row?.counts ?? []);
  return { total: totalOf(categoryCounts, query.selected), categoryCounts, languageCounts: languageCountsFrom(row?.languageCounts) };
}

/**
 * One page of a ranked professionals search (issue 18): the next `limit` matches in the selected
 * categories by rank, then Gold (active Gold listings break ties of rank), then name and id. The
 * sort keys come from professional_search (schema.ts: the published professionals' columns a
 * search reads, a seventh of professionals' pages), one rank class at a time (`keysByClass`),
 * near me's radius and open now (`placeFilters`) tested on each candidate's own row there (its
 * copies of the listing's position and week ranges, migration 0040); then only the page's rows
 * are read from professionals.
 * `everyMatch` takes the keys from one statement that ranks every match instead (for tests).
 * `counts: true` adds the category and language counts and the exact total (`rankedCounts`, a
 * statement of its own); without them the total is only the rows found (up to `limit + 1`, and
 * at least FEW_MATCHES + 1 when there are that many, which is all a typo correction asks) and
 * the page says `countsSeparate`: GET /api/professionals/counts answers them.
 */
export async function rankedProfessionals(
  db: Db,
  query: RankedProfessionalsQuery,
  { counts = true, everyMatch = false }: { counts?: boolean; everyMatch?: boolean } = {},
): Promise<Page<Professional>> {
  const { limit } = query;
  const named = await categoriesNamed(db, query.term);
  const want = Math.max(limit, FEW_MATCHES) + 1;
  const keys = everyMatch ? await keysOfAllMatches(db, query, named, want) : await keysByClass(db, query, named, want);
  const columns = withDistance(professionals, professionalColumns, query);
  const listed = keys.length
    ? await db
        .select(columns)
        .from(professionals)
        .leftJoin(categories, eq(categories.id, professionals.categoryId))
        .where(
          inArray(
            professionals.id,
            keys.map((key) => key.id),
          ),
        )
    : [];
  const byId = new Map(listed.map((row) => [row.id, row as Professional]));
  // In the keys' order; a row withdrawn between the two statements is left out.
  const found = keys.flatMap((key) => {
    const row = byId.get(key.id);
    return row ? [{ row, rank: key.rank }] : [];
  });
  const shown = found.slice(0, limit);
  const ranks = shown.map((row) => row.rank);
  const rows: Professional[] = shown.map(({ row }) => row);
  const last = shown.at(-1);
  const carry = query.searchedFor === undefined ? {} : { s: query.searchedFor };
  const nextCursor =
    found.length > limit && last
      ? encodeCursor({ g: last.row.goldUntil === null ? 0 : 1, r: last.rank, n: last.row.name, i: last.row.id, ...carry })
      : undefined;
  const counted = counts ? await rankedCounts(db, query, named) : undefined;
  return {
    rows,
    total: counted ? counted.total : found.length,
    nextCursor,
    ...(counted ? { categoryCounts: counted.categoryCounts, languageCounts: counted.languageCounts } : { countsSeparate: true as const }),
    ranks,
    ...(query.searchedFor !== undefined && { searchedFor: query.searchedFor }),
  };
}

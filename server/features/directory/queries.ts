import { and, asc, count, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { CategoryCounts } from "@shared/category-counts";
import type { LanguageCounts } from "@shared/language-counts";
import type { Business, Category, Professional, ProfessionalsQuery } from "@shared/schema";
import { listingTable } from "../../db/listing-tables";
import type { Db } from "../../db/client";
import { businesses, categories, professionals, professionalSearch } from "../../db/schema";
import { businessColumns, claimedOf, freshnessOf, isGold, professionalColumns } from "./listing-columns";
import { countByCategory, inCategories, selectedCategoryIds, totalOf } from "./category-counts";
import { decodeCursor, encodeCursor, type Cursor } from "./cursor";
import { geoCountCap, geoFilters, isGeoNarrowed, readOpenShares, withDistance } from "./near-sql";
import { nearestPage } from "./nearest-page";
import { ratedPage } from "./rated-page";
import { rankedCounts, rankedProfessionals, type RankedCounts } from "./ranked-search";
import { withCorrection } from "./search-correction";
import { startsWithShortTerm } from "./search-rank";
import { categoriesNamed, termOrCategory } from "./category-search";
import { countByLanguage, speaks } from "./language-filter";
import type { ListingKind } from "@shared/listing-kind";

/** Escapes LIKE wildcards so that '%' and '_' in a search match themselves. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function listCategories(db: Db): Promise<Category[]> {
  return db
    .select({ id: categories.id, name: categories.name, nameEs: categories.nameEs, slug: categories.slug })
    .from(categories)
    .orderBy(asc(categories.name));
}

export interface Page<T> {
  rows: T[];
  /** The number of matches, or the count cap when there are more (then `totalCapped`). */
  total: number;
  totalCapped?: boolean;
  nextCursor: string | undefined;
  /**
   * The matches per category, whatever categories are selected (category-counts.ts): in every
   * page of a search or of a list without one; absent for one- and two-letter terms (see below).
   */
  categoryCounts?: CategoryCounts | undefined;
  /** The matches per language spoken (issue 29), in the selected categories, whatever language is selected: beside the category counts, where they are. */
  languageCounts?: LanguageCounts | undefined;
  /** The corrected term the rows were found with, when it is not the one asked for (search-correction.ts). */
  searchedFor?: string;
  /** Near me, nearest first (issue 28 item 2): the matches of the rest of the filter left out for having no position (first pages; absent when none). */
  unplaced?: number;
  /**
   * A ranked search's page answered without its counts (issue 26 item 1: `counts=separate`):
   * `total` is then only the rows found, and GET /api/professionals/counts has the counts.
   */
  countsSeparate?: true;
  /** A ranked search's rank of each row (search-rank.ts), so that a cut page (page-slice.ts) can write its cursor. */
  ranks?: number[];
}

/** One- and two-letter terms count their matches up to this many ("10,000+ professionals found"), not all of them. */
export const DEFAULT_SEARCH_COUNT_CAP = 10_000;

export interface ListOptions {
  /** Most matches a one- or two-letter term counts (tests make it small). */
  countCap?: number | undefined;
  /** The category counts of the list without a search term (for its ?language=), when the caller has them (directory-reads.ts caches them). */
  counts?: CategoryCounts | undefined;
  /** The language counts of the whole list without a search term (no category selected), when the caller has them (cached as `counts`). */
  languageCounts?: LanguageCounts | undefined;
}

/**
 * A term of one or two letters matches professionals whose name starts with it. Trigrams need
 * three characters, so '%e%' cannot use the trigram index: it scanned the whole table and sorted
 * ~99% of it (1.0-1.2 s at 200,000 rows). A name prefix has a btree of its own (migration 0006:
 * the prefix, then name and id), which hands the matches over already in list order. Every such
 * match is a name-prefix match (search-rank.ts), so Gold first, then name, is its ranked order.
 * Its category counts are not computed: a letter matches a tenth of the directory, and counting
 * those per category (heap reads: the index cannot answer category_id) cost 0.4-0.5 s at
 * 1,000,000 rows, against the few milliseconds of the page; the total stays capped.
 */
export const isShortTerm = (search: string | undefined): search is string => search !== undefined && [...search].length <= 2;

/**
 * What every professionals list keeps to, besides the term and the categories: published only
 * (visitors never see a withdrawn listing: in lists, search, counts and a business's team), one
 * business's team, and near me and open now (issue 18, near-sql.ts).
 */
function baseFilters(query: ProfessionalsQuery, { byLanguage = true, countCap }: { byLanguage?: boolean; countCap?: number } = {}): SQL[] {
  const filters: SQL[] = [isNull(professionals.unpublishedAt)];
  if (query.businessId !== undefined) filters.push(eq(professionals.businessId, query.businessId));
  filters.push(...geoFilters(professionals, query, { countCap }));
  const language = byLanguage && speaks(professionals.languages, query.language);
  if (language) filters.push(language);
  return filters;
}

/** The term's condition on search_text: a name prefix for one or two letters, else anywhere (search-rank.ts). */
export const termFilter = async (db: Db, table: typeof professionals | typeof businesses, term: string): Promise<SQL> =>
  isShortTerm(term) ? startsWithShortTerm(table.searchText, term) : termOrCategory(table.searchText, table.categoryId, term, await categoriesNamed(db, term));

/**
 * The number of matches, counting at most `cap + 1` of them: a letter matches a tenth of the
 * table, and counting all of it cost more than finding the page.
 */
export async function cappedCount(
  db: Db,
  filters: SQL[],
  cap: number,
  table: typeof professionals | typeof businesses = professionals,
): Promise<{ total: number; totalCapped?: boolean }> {
  const matches = db
    .select({ one: sql`1` })
    .from(table)
    .where(and(...filters))
    .limit(cap + 1)
    .as("matches");
  const [row] = await db.select({ n: count() }).from(matches);
  const n = row?.n ?? 0;
  return n > cap ? { total: cap, totalCapped: true } : { total: n };
}

const isBasic = sql`(${professionals.goldUntil} is null or ${professionals.goldUntil} <= now())`;

/**
 * A page of professionals. A term of three letters or more is a ranked search (ranked-search.ts:
 * one statement per page, its category counts included), whose first page looks for a corrected
 * term when it finds few listings (search-correction.ts); a later page goes on with the term its
 * cursor carries. Without a term, or with one or two letters, active Gold listings come first,
 * then the rest, each by name and id: two index-ordered queries (a keyset on (name, id) each)
 * rather than one sort on a now()-dependent expression, which no index can serve.
 */
export async function listProfessionals(
  db: Db,
  query: ProfessionalsQuery,
  { countCap = DEFAULT_SEARCH_COUNT_CAP, counts, languageCounts }: ListOptions = {},
): Promise<Page<Professional>> {
  const selected = await selectedCategoryIds(db, query);
  if (query.open === "now") await readOpenShares(db, professionals);
  const cap = geoCountCap(query, countCap);
  const columns = withDistance(professionals, professionalColumns, query);
  /** The list's filters with the term's condition; those of a count capped at `countCap` read open now as such a count should. */
  const listFilters = (matchesTerm: SQL | undefined, countCap?: number) =>
    [...baseFilters(query, { countCap }), inCategories(professionals.categoryId, selected), matchesTerm].filter((f): f is SQL => !!f);
  // Nearest first (near me, issue 18): the GiST index's order, whatever the term (nearest-page.ts).
  if (query.near && query.sort === "distance") {
    const matchesTerm = query.search ? await termFilter(db, professionals, query.search) : undefined;
    return nearestPage<typeof columns, Professional>(db, {
      table: professionals,
      columns,
      filters: listFilters(matchesTerm),
      near: query.near,
      limit: query.limit,
      cursor: query.cursor,
      count: () => cappedCount(db, listFilters(matchesTerm, cap), cap),
      // The same list without the place, among listings with no position: what nearest first leaves out.
      unplaced: () =>
        cappedCount(
          db,
          [
            ...baseFilters({ ...query, near: undefined }, { countCap: cap }),
            inCategories(professionals.categoryId, selected),
            matchesTerm,
            isNull(professionals.latitude),
          ].filter((f): f is SQL => !!f),
          cap,
        ),
    });
  }
  /** The whole list's counts by category and, on a first page, by language (a list without a term, a radius or open now). */
  const wholeListCounts = (laterPage: boolean) =>
    Promise.all([
      counts ? Promise.resolve(counts) : countByCategory(db, professionals, baseFilters(query)),
      // A first page's only (the header goes with it): the list's in the selected categories, whatever the language.
      laterPage
        ? undefined
        : selected === undefined && languageCounts
          ? languageCounts
          : countByLanguage(db, professionals, [...baseFilters(query, { byLanguage: false }), inCategories(professionals.categoryId, selected)]),
    ]).then(([byCategory, byLanguage]) => ({
      total: totalOf(byCategory, selected),
      categoryCounts: byCategory,
      ...(byLanguage && { languageCounts: byLanguage }),
    }));
  // Highest rated (issue 30): the reviews' average alone orders the list, whatever the term or Gold (rated-page.ts).
  if (query.sort === "rated") {
    const matchesTerm = query.search ? await termFilter(db, professionals, query.search) : undefined;
    return ratedPage<typeof columns, Professional, Pick<Page<Professional>, "total" | "totalCapped" | "categoryCounts" | "languageCounts">>(db, {
      table: professionals,
      columns,
      filters: listFilters(matchesTerm),
      limit: query.limit,
      cursor: query.cursor,
      count: () =>
        query.search !== undefined || isGeoNarrowed(query) ? cappedCount(db, listFilters(matchesTerm, cap), cap) : wholeListCounts(query.cursor !== undefined),
    });
  }
  const cursor = decodeCursor(query.cursor);
  const term = cursor?.s ?? query.search;
  if (term !== undefined && !isShortTerm(term)) {
    const ranked = (searched: string, searchedFor?: string) =>
      rankedProfessionals(
        db,
        {
          businessId: query.businessId,
          placeFilters: geoFilters(professionalSearch, query, { byIndex: false }),
          selected,
          term: searched,
          after: cursor,
          limit: query.limit,
          searchedFor,
          near: query.near,
          language: query.language,
        },
        { counts: query.counts !== "separate" },
      );
    return cursor ? ranked(term, cursor.s) : withCorrection(db, "professional", term, ranked);
  }
  const shortTerm = term === undefined ? undefined : startsWithShortTerm(professionals.searchText, term);
  const filters = listFilters(shortTerm);
  const phase = (gold: boolean, after: Cursor | undefined, limit: number) =>
    db
      .select(columns)
      .from(professionals)
      .leftJoin(categories, eq(categories.id, professionals.categoryId))
      .where(and(...filters, gold ? isGold : isBasic, after ? sql`(${professionals.name}, ${professionals.id}) > (${after.n}, ${after.i})` : undefined))
      .orderBy(asc(professionals.name), asc(professionals.id))
      .limit(limit);

  // A short term, a radius or open now: a capped total and no category counts (counting a tenth
  // of the directory per category cost more than the page; see isShortTerm and near-sql.ts).
  const countQuery: Promise<Pick<Page<Professional>, "total" | "totalCapped" | "categoryCounts" | "languageCounts">> =
    term !== undefined || isGeoNarrowed(query) ? cappedCount(db, listFilters(shortTerm, cap), cap) : wholeListCounts(cursor !== undefined);
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
 * The counts of a ranked search's first page asked with counts=separate (issue 26 item 1): the
 * matches of `term` (the page's, corrected or not) under the query's filters, per category and
 * per language, and the total, as the page would have carried them.
 */
export async function countRankedProfessionals(db: Db, query: ProfessionalsQuery, term: string): Promise<RankedCounts> {
  if (query.open === "now") await readOpenShares(db, professionals);
  return rankedCounts(db, {
    businessId: query.businessId,
    placeFilters: geoFilters(professionalSearch, query, { byIndex: false }),
    selected: await selectedCategoryIds(db, query),
    term,
    after: undefined,
    limit: query.limit,
    near: query.near,
    language: query.language,
  });
}

export async function getProfessional(db: Db, id: number): Promise<Professional | undefined> {
  const rows = await db
    .select({
      ...professionalColumns,
      freshness: freshnessOf(professionals),
      claimed: claimedOf("professional", professionals.id),
      acceptsAppointments: professionals.acceptsAppointments,
    })
    .from(professionals)
    .leftJoin(categories, eq(categories.id, professionals.categoryId))
    .where(and(eq(professionals.id, id), isNull(professionals.unpublishedAt)));
  return rows[0];
}

/**
 * Whether a listing exists but is withdrawn (its public page and API answer 410 Gone rather
 * than 404). Asked only when the published read found nothing, so a visitor's read costs no more.
 */
export async function isUnpublished(db: Db, kind: ListingKind, id: number): Promise<boolean> {
  const table = listingTable(kind);
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), isNotNull(table.unpublishedAt)));
  return rows.length > 0;
}

export async function getBusiness(db: Db, id: number): Promise<Business | undefined> {
  const rows = await db
    .select({
      ...businessColumns,
      freshness: freshnessOf(businesses),
      claimed: claimedOf("business", businesses.id),
      acceptsAppointments: businesses.acceptsAppointments,
    })
    .from(businesses)
    .leftJoin(categories, eq(categories.id, businesses.categoryId))
    .where(and(eq(businesses.id, id), isNull(businesses.unpublishedAt)));
  return rows[0];
}

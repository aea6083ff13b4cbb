import { and, asc, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { Business, BusinessesQuery } from "@shared/schema";
import type { Db } from "../../db/client";
import { businesses, categories } from "../../db/schema";
import { countByCategory, countsFromPairs, inCategories, selectedCategoryIds, totalOf } from "./category-counts";
import { decodeCursor, encodeCursor, type Cursor } from "./cursor";
import { businessColumns } from "./listing-columns";
import { geoCountCap, geoFilters, isGeoNarrowed, withDistance } from "./near-sql";
import { nearestPage } from "./nearest-page";
import { ratedPage } from "./rated-page";
import type { ListOptions, Page } from "./queries";
import { cappedCount, DEFAULT_SEARCH_COUNT_CAP, isShortTerm, termFilter } from "./queries";
import { matchCountsSql, type RankedQuery } from "./ranked-search";
import { withCorrection } from "./search-correction";
import { startsWithShortTerm } from "./search-rank";
import { categoriesNamed, rankWithCategory, termOrCategory } from "./category-search";
import { countByLanguage, languageCountsFrom, matchLanguageCountsSql, speaks } from "./language-filter";

/**
 * /businesses (issue 18, item 4): the home page's tools on the business list. A term of three
 * letters or more is ranked as professionals are (search-rank.ts: name first, then whole words of
 * the description, then any part), in one statement with its category counts, and corrected
 * when it finds few; one or two letters match the start of the name. Businesses have no Gold:
 * the order is rank (for a search), then name and id. The table is a twentieth of the
 * professionals' (50,000 businesses beside 1,000,000 professionals), so a short term's filter
 * and count are cheap without an index of their own.
 */
export async function listBusinesses(
  db: Db,
  query: BusinessesQuery,
  { counts, languageCounts, countCap = DEFAULT_SEARCH_COUNT_CAP }: ListOptions = {},
): Promise<Page<Business>> {
  const selected = await selectedCategoryIds(db, query);
  // Published only, and near me and open now (issue 18, near-sql.ts); the language (issue 29) is a filter of its own (language-filter.ts).
  const anyLanguage = [isNull(businesses.unpublishedAt), ...geoFilters(businesses, query)];
  const language = speaks(businesses.languages, query.language);
  const published = language ? [...anyLanguage, language] : anyLanguage;
  const columns = withDistance(businesses, businessColumns, query);
  const cap = geoCountCap(query, countCap);
  if (query.near && query.sort === "distance") {
    const matchesTerm = query.search ? await termFilter(db, businesses, query.search) : undefined;
    const where = [...published, inCategories(businesses.categoryId, selected), matchesTerm].filter((f): f is SQL => !!f);
    return nearestPage<typeof columns, Business>(db, {
      table: businesses,
      columns,
      filters: where,
      near: query.near,
      limit: query.limit,
      cursor: query.cursor,
      count: () => cappedCount(db, where, cap, businesses),
      // The same list without the place, among listings with no position: what nearest first leaves out.
      unplaced: () =>
        cappedCount(
          db,
          [
            isNull(businesses.unpublishedAt),
            ...geoFilters(businesses, { ...query, near: undefined }),
            language,
            inCategories(businesses.categoryId, selected),
            matchesTerm,
            isNull(businesses.latitude),
          ].filter((f): f is SQL => !!f),
          cap,
          businesses,
        ),
    });
  }
  /** The whole list's counts by category and, on a first page, by language (a list without a term, a radius or open now). */
  const wholeListCounts = (laterPage: boolean) =>
    Promise.all([
      counts ? Promise.resolve(counts) : countByCategory(db, businesses, published),
      // A first page's only, as the professionals' (queries.ts).
      laterPage
        ? undefined
        : selected === undefined && languageCounts
          ? languageCounts
          : countByLanguage(db, businesses, [...anyLanguage, inCategories(businesses.categoryId, selected)]),
    ]).then(([byCategory, byLanguage]) => ({
      total: totalOf(byCategory, selected),
      categoryCounts: byCategory,
      ...(byLanguage && { languageCounts: byLanguage }),
    }));
  // Highest rated (issue 30): the reviews' average alone orders the list, whatever the term (rated-page.ts).
  if (query.sort === "rated") {
    const matchesTerm = query.search ? await termFilter(db, businesses, query.search) : undefined;
    const where = [...published, inCategories(businesses.categoryId, selected), matchesTerm].filter((f): f is SQL => !!f);
    return ratedPage<typeof columns, Business, Pick<Page<Business>, "total" | "totalCapped" | "categoryCounts" | "languageCounts">>(db, {
      table: businesses,
      columns,
      filters: where,
      limit: query.limit,
      cursor: query.cursor,
      count: () => (query.search !== undefined || isGeoNarrowed(query) ? cappedCount(db, where, cap, businesses) : wholeListCounts(query.cursor !== undefined)),
    });
  }
  const cursor = decodeCursor(query.cursor);
  const term = cursor?.s ?? query.search;
  if (term !== undefined && !isShortTerm(term)) {
    const ranked = (searched: string, searchedFor?: string) =>
      rankedBusinesses(db, {
        filters: anyLanguage,
        selected,
        term: searched,
        after: cursor,
        limit: query.limit,
        searchedFor,
        near: query.near,
        language: query.language,
      });
    return cursor ? ranked(term, cursor.s) : withCorrection(db, "business", term, ranked);
  }
  const filters = [
    ...published,
    inCategories(businesses.categoryId, selected),
    term === undefined ? undefined : startsWithShortTerm(businesses.searchText, term),
  ];
  const [rows, counted] = await Promise.all([
    db
      .select(columns)
      .from(businesses)
      .leftJoin(categories, eq(categories.id, businesses.categoryId))
      .where(and(...filters, cursor ? sql`(${businesses.name}, ${businesses.id}) > (${cursor.n}, ${cursor.i})` : undefined))
      .orderBy(asc(businesses.name), asc(businesses.id))
      .limit(query.limit + 1),
    term !== undefined || isGeoNarrowed(query)
      ? cappedCount(
          db,
          filters.filter((f): f is SQL => !!f),
          cap,
          businesses,
        )
      : wholeListCounts(cursor !== undefined),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return { rows: page, ...counted, nextCursor: rows.length > query.limit && last ? encodeCursor({ g: 0, n: last.name, i: last.id }) : undefined };
}

/** One page of a ranked business search, its category counts included: ranked-search.ts's statement without Gold. */
async function rankedBusinesses(db: Db, query: RankedQuery): Promise<Page<Business>> {
  const { term, after, limit, selected } = query;
  const named = await categoriesNamed(db, term);
  const matches = db.$with("matches").as(
    db
      .select({
        id: businesses.id,
        categoryId: businesses.categoryId,
        name: businesses.name,
        languages: businesses.languages,
        rank: rankWithCategory(businesses.searchText, term, named).as("rank"),
      })
      .from(businesses)
      .where(and(...query.filters, termOrCategory(businesses.searchText, businesses.categoryId, term, named))),
  );
  const keyset: SQL | undefined = after && sql`(${matches.rank}, ${matches.name}, ${matches.id}) > (${after.r ?? 0}::int, ${after.n}::text, ${after.i}::int)`;
  const page = db.$with("page").as(
    db
      .select({ id: matches.id, rank: matches.rank, name: matches.name })
      .from(matches)
      .where(and(inCategories(matches.categoryId, selected), speaks(matches.languages, query.language), keyset))
      .orderBy(asc(matches.rank), asc(matches.name), asc(matches.id))
      .limit(limit + 1),
  );
  const found = await db
    .with(matches, page)
    .select({
      ...withDistance(businesses, businessColumns, query),
      rank: page.rank,
      counts: matchCountsSql(matches, matches.categoryId, speaks(matches.languages, query.language)),
      languageCounts: matchLanguageCountsSql(matches, matches.languages, inCategories(matches.categoryId, selected)),
    })
    .from(sql`(select 1) as one`)
    .leftJoin(page, sql`true`)
    .leftJoin(businesses, eq(businesses.id, page.id))
    .leftJoin(categories, eq(categories.id, businesses.categoryId))
    .orderBy(asc(page.rank), asc(page.name), asc(page.id));
  const categoryCounts = countsFromPairs(found[0]?.counts ?? []);
  const languageCounts = languageCountsFrom(found[0]?.languageCounts);
  const listed = found.filter((row) => row.id !== null) as (Business & { rank: number; counts: unknown; languageCounts: unknown })[];
  const shown = listed.slice(0, limit);
  const last = shown.at(-1);
  const carry: Partial<Cursor> = query.searchedFor === undefined ? {} : { s: query.searchedFor };
  return {
    rows: shown.map(({ rank: _rank, counts: _counts, languageCounts: _languages, ...row }) => row),
    total: totalOf(categoryCounts, selected),
    nextCursor: listed.length > limit && last ? encodeCursor({ g: 0, r: last.rank, n: last.name, i: last.id, ...carry }) : undefined,
    categoryCounts,
    languageCounts,
    ranks: shown.map((row) => row.rank),
    ...(query.searchedFor !== undefined && { searchedFor: query.searchedFor }),
  };
}

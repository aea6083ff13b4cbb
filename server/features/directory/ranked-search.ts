import { and, asc, desc, eq, sql, type SQL, type SQLWrapper } from "drizzle-orm";
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
  /** Conditions on the listing (near me's radius, open now): each match is then joined to its professionals row. */
  listingFilters: SQL[];
}

/**
 * One page of a ranked professionals search (issue 18) in one statement: the trigram index of
 * professional_search finds the matches once (`matches`, computed once and read twice:
 * PostgreSQL materializes a WITH query that is used twice), each with its rank, Gold state,
 * name and category; the page is the next `limit` of them in the selected categories by rank,
 * then Gold (active Gold listings break ties of rank), then name and id; the category counts
 * and the total come from the same matches, and only the page's rows are read from
 * professionals. professional_search holds the published professionals' six columns a search
 * reads, so a broad term's tens of thousands of matches are read from a seventh of the pages
 * (schema.ts). Conditions on the rest of a listing (`listingFilters`) join each match to it.
 * `counts: false` leaves the counts out, and the total is then only the rows found: the bench's
 * measure of what the counts add.
 */
export async function rankedProfessionals(db: Db, query: RankedProfessionalsQuery, { counts = true } = {}): Promise<Page<Professional>> {
  const { term, after, limit, selected } = query;
  const s = professionalSearch;
  const named = await categoriesNamed(db, term);
  const fromSearch = db
    .select({
      id: s.id,
      categoryId: s.categoryId,
      name: s.name,
      languages: s.languages,
      rank: rankWithCategory(s.searchText, term, named).as("rank"),
      gold: goldActiveAt(s.goldUntil).as("gold"),
    })
    .from(s)
    .$dynamic();
  const joined = query.listingFilters.length > 0 ? fromSearch.innerJoin(professionals, eq(professionals.id, s.id)) : fromSearch;
  const matches = db
    .$with("matches")
    .as(
      joined.where(
        and(
          query.businessId === undefined ? undefined : eq(s.businessId, query.businessId),
          ...query.listingFilters,
          termOrCategory(s.searchText, s.categoryId, term, named),
        ),
      ),
    );
  // Gold first within a rank: "not gold" ascending, so that the keyset is one row comparison.
  const keyset =
    after &&
    sql`(${matches.rank}, not ${matches.gold}, ${matches.name}, ${matches.id}) > (${after.r ?? 0}::int, ${after.g === 0}::boolean, ${after.n}::text, ${after.i}::int)`;
  const page = db.$with("page").as(
    db
      .select({ id: matches.id, rank: matches.rank, gold: matches.gold, name: matches.name })
      .from(matches)
      .where(and(inCategories(matches.categoryId, selected), speaks(matches.languages, query.language), keyset))
      .orderBy(asc(matches.rank), desc(matches.gold), asc(matches.name), asc(matches.id))
      .limit(limit + 1),
  );
  const order = [asc(page.rank), desc(page.gold), asc(page.name), asc(page.id)];
  const columns = withDistance(professionals, professionalColumns, query);
  let found: (Professional & { rank: number })[];
  let grouped: [number | null, number][] | undefined;
  let languageCounts: LanguageCounts | undefined;
  if (counts) {
    // One row even when the page is empty (a category with no match selected), which carries the counts.
    const rows = await db
      .with(matches, page)
      .select({
        ...columns,
        rank: page.rank,
        counts: matchCountsSql(matches, matches.categoryId, speaks(matches.languages, query.language)),
        languageCounts: matchLanguageCountsSql(matches, matches.languages, inCategories(matches.categoryId, selected)),
      })
      .from(sql`(select 1) as one`)
      .leftJoin(page, sql`true`)
      .leftJoin(professionals, eq(professionals.id, page.id))
      .leftJoin(categories, eq(categories.id, professionals.categoryId))
      .orderBy(...order);
    grouped = rows[0]?.counts;
    languageCounts = languageCountsFrom(rows[0]?.languageCounts);
    found = rows.filter((row) => row.id !== null).map(({ counts: _counts, languageCounts: _languages, ...row }) => row as Professional & { rank: number });
  } else {
    found = await db
      .with(matches, page)
      .select({ ...columns, rank: page.rank })
      .from(page)
      .innerJoin(professionals, eq(professionals.id, page.id))
      .leftJoin(categories, eq(categories.id, professionals.categoryId))
      .orderBy(...order);
  }
  const categoryCounts: CategoryCounts | undefined = grouped && countsFromPairs(grouped);
  const shown = found.slice(0, limit);
  const ranks = shown.map((row) => row.rank);
  const rows: Professional[] = shown.map(({ rank: _rank, ...row }) => row);
  const last = shown.at(-1);
  const carry = query.searchedFor === undefined ? {} : { s: query.searchedFor };
  const nextCursor =
    found.length > limit && last ? encodeCursor({ g: last.goldUntil === null ? 0 : 1, r: last.rank, n: last.name, i: last.id, ...carry }) : undefined;
  const total = categoryCounts ? totalOf(categoryCounts, selected) : rows.length;
  return { rows, total, nextCursor, categoryCounts, languageCounts, ranks, ...(query.searchedFor !== undefined && { searchedFor: query.searchedFor }) };
}

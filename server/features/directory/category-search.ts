import { asc, inArray, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { categories } from "../../db/schema";
import { containsTerm, RANK, rankOf, type Rank } from "./search-rank";

/**
 * A search in either language finds a category's listings (issue 29): "abogado" the legal
 * services, "contador" the accountants, "bienes raices" (accents or not) real estate, "dentist"
 * the dentists whose title says something else. The categories whose English or Spanish name
 * holds the term, folded as search_text is (unaccented, lowered), are found first in the small
 * categories table; the search then also takes their listings: `term or category in (…)`, a
 * BitmapOr of the trigram index and the category index, so the term is still found first and a
 * term that names no category sends exactly the statement it sent before. Such a listing ranks
 * after every text match (RANK.category).
 */
export async function categoriesNamed(db: Db, term: string): Promise<number[]> {
  const folded = (column: AnyColumn) => sql`lower(immutable_unaccent(coalesce(${column}, '')))`;
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(or(containsTerm(folded(categories.name), term), containsTerm(folded(categories.nameEs), term)))
    .orderBy(asc(categories.id));
  return rows.map((row) => row.id);
}

/** The search's condition: the term in search_text, or (when the term names categories) a listing in one of them. */
export const termOrCategory = (searchText: AnyColumn, categoryId: AnyColumn, term: string, named: readonly number[]): SQL =>
  named.length ? sql`(${containsTerm(searchText, term)} or ${inArray(categoryId, [...named])})` : containsTerm(searchText, term);

/** The match's rank (search-rank.ts), RANK.category for a listing found only by its category. */
export const rankWithCategory = (searchText: AnyColumn, term: string, named: readonly number[]): SQL<Rank> =>
  named.length
    ? sql<Rank>`(case when ${containsTerm(searchText, term)} then ${rankOf(searchText, term)} else ${sql.raw(String(RANK.category))} end)`
    : rankOf(searchText, term);

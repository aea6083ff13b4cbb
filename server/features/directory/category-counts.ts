import { and, count, inArray, sql, type Column, type SQL } from "drizzle-orm";
import type { CategoryCounts } from "@shared/category-counts";
import type { Db } from "../../db/client";
import { categories, type businesses, type professionals } from "../../db/schema";

/**
 * Category counts of a list (issue 18, item 3): how many listings of the current search (or of
 * the whole list) each category holds, whatever categories are selected, so that the filter can
 * say "Legal Services (12)" and disable a category with none. Keyed by category id; listings
 * without a category count under NO_CATEGORY (0: ids start at 1), in the total only.
 */
export const NO_CATEGORY = 0;

/** Grouped counts as SQL answers them, [category id or null, count], as CategoryCounts. */
export function countsFromPairs(pairs: readonly (readonly [number | null, number])[]): CategoryCounts {
  const counts: CategoryCounts = {};
  for (const [id, n] of pairs) counts[id ?? NO_CATEGORY] = (counts[id ?? NO_CATEGORY] ?? 0) + Number(n);
  return counts;
}

/** The selected categories as ids (a query names them by id, by slug or both); undefined when none is selected, i.e. every category. */
export async function selectedCategoryIds(db: Db, query: { categoryIds?: number[]; category?: string[] | undefined }): Promise<number[] | undefined> {
  const ids = query.categoryIds ?? [];
  const slugs = query.category ?? [];
  if (ids.length === 0 && slugs.length === 0) return undefined;
  const bySlug = slugs.length ? (await db.select({ id: categories.id }).from(categories).where(inArray(categories.slug, slugs))).map((c) => c.id) : [];
  return [...new Set([...ids, ...bySlug])];
}

/** "In one of the selected categories" on a category id column; undefined when every category is. An unknown slug selects nothing, as an unknown id does. */
export const inCategories = (column: Column, selected: readonly number[] | undefined): SQL | undefined =>
  selected === undefined ? undefined : selected.length ? inArray(column, [...selected]) : sql`false`;

/** The listings in the selected categories (all of them, those without a category too, when `selected` is undefined). */
export function totalOf(counts: CategoryCounts, selected: readonly number[] | undefined): number {
  if (!selected) return Object.values(counts).reduce((sum, n) => sum + n, 0);
  return selected.reduce((sum, id) => sum + (counts[id] ?? 0), 0);
}

/** The listings passing `filters`, per category, in one grouped statement (a list without a search term). */
export async function countByCategory(db: Db, table: typeof professionals | typeof businesses, filters: SQL[]): Promise<CategoryCounts> {
  // The two tables share the columns used here; drizzle's from() takes one table type at a time.
  const t = table as typeof professionals;
  const rows = await db
    .select({ id: t.categoryId, n: count() })
    .from(t)
    .where(and(...filters))
    .groupBy(t.categoryId);
  return countsFromPairs(rows.map((row) => [row.id, row.n] as const));
}

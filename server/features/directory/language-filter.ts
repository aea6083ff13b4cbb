import { and, sql, type AnyColumn, type SQL, type SQLWrapper } from "drizzle-orm";
import type { LanguageCounts } from "@shared/language-counts";
import type { Db } from "../../db/client";
import type { businesses, professionals } from "../../db/schema";

/**
 * Issue 29's "Se habla español": ?language=es keeps the listings whose languages (text[], ISO
 * 639-1) hold the code. It narrows a list as a category does, so the category counts are those
 * of the listings that speak it; the language counts (shared/language-counts.ts) are those of
 * the list in the selected categories whatever language is chosen, as the category counts are
 * whatever categories are chosen. About two in five listings speak Spanish: a filter, not an index.
 */
export const speaks = (languages: AnyColumn | SQLWrapper, language: string | undefined): SQL | undefined =>
  language === undefined ? undefined : sql`${languages} @> array[${language}::text]`;

/** Grouped counts as SQL answers them, [code, count], as LanguageCounts. */
export function languageCountsFrom(pairs: readonly (readonly [string, number])[] | null | undefined): LanguageCounts {
  const counts: LanguageCounts = {};
  for (const [code, n] of pairs ?? []) counts[code] = (counts[code] ?? 0) + Number(n);
  return counts;
}

/** The listings passing `filters`, per language they speak, in one grouped statement (a list without a search term). */
export async function countByLanguage(db: Db, table: typeof professionals | typeof businesses, filters: (SQL | undefined)[]): Promise<LanguageCounts> {
  const t = table as typeof professionals;
  const rows = await db
    .select({ code: sql<string>`l.code`, n: sql<number>`count(*)::int` })
    .from(t)
    .innerJoin(sql`unnest(${t.languages}) as l(code)`, sql`true`)
    .where(and(...filters))
    .groupBy(sql`l.code`);
  return languageCountsFrom(rows.map((row) => [row.code, row.n] as const));
}

/** A ranked search's language counts as one JSON value of [code, count] pairs over its matches (ranked-search.ts's matchCountsSql beside it). */
export const matchLanguageCountsSql = (matches: SQLWrapper, languages: SQLWrapper, where: SQL | undefined) =>
  sql<[string, number][]>`(select coalesce(json_agg(json_build_array(c.code, c.n)), '[]'::json)
    from (select l.code, count(*)::int as n from ${matches} cross join unnest(${languages}) as l(code) ${where ? sql`where ${where}` : sql``} group by 1) c)`;

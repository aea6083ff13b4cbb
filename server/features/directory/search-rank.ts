import { sql, type AnyColumn, type SQL } from "drizzle-orm";

/**
 * The SQL of a ranked search (issue 18) over a listing's search_text: its name first, then a
 * newline, then the rest (title and company, or a business's description), unaccented and
 * lowered on write (server/db/schema.ts).
 *
 * Every expression of the term here is immutable and the term is a parameter of an unnamed
 * statement, so the planner folds them into constants before planning: the LIKE pattern can
 * then use the trigram index, and each regular expression is compiled once per statement.
 */

/** The term as search_text holds text: without accents (migration 0017), then lowered. */
export const foldedTerm = (term: string): SQL => sql`lower(immutable_unaccent(${term}::text))`;

/** `text` matching itself in LIKE: its \, % and _ escaped (after folding: unaccent can write them, "℅" is "c/o"). */
export const likeLiteral = (text: SQL) => sql`replace(replace(replace(${text}, '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;

/** `text` matching itself in a regular expression: every character that is neither a letter, a digit nor a space escaped. */
export const regexLiteral = (text: SQL) => sql`regexp_replace(${text}, '([^[:alnum:][:space:]])', '\\\\\\1', 'g')`;

/** The condition of a search: the folded term anywhere in search_text (the trigram index's LIKE). */
export const containsTerm = (searchText: AnyColumn | SQL, term: string): SQL => sql`${searchText} like '%' || ${likeLiteral(foldedTerm(term))} || '%'`;

/** Listings whose whole name is `name` (folded): a LIKE on the start of search_text, which the trigram index serves (the back office's duplicate check). */
export const nameIs = (searchText: AnyColumn, name: string): SQL => sql`${searchText} like ${likeLiteral(foldedTerm(name))} || chr(10) || '%'`;

/**
 * One or two letters: trigrams need three characters, so such a term matches the start of the
 * name instead, served by a btree on the first letters of search_text (professionals_name_initial(s)_idx).
 * The length is a literal so that the condition is the indexed expression itself.
 */
export const startsWithShortTerm = (searchText: AnyColumn, term: string): SQL =>
  sql`left(${searchText}, ${sql.raw(String([...term].length))}) = ${foldedTerm(term)}`;

/** The name's line of search_text (ranks 0 and 1 look only there); professional_search_name_trgm_idx indexes it. */
export const nameLine = (searchText: AnyColumn): SQL => sql`split_part(${searchText}, chr(10), 1)`;

/**
 * Listings that hold every word of the term as a word of their search_text (split as rank 2's
 * whole words are: runs of letters and digits), by professional_search_words_idx: a superset of
 * rank 2's matches (the words may stand apart), and none at all, found by key, when no listing
 * has one of them ("ortho"). Only for a term with a letter or digit (`termHasWord`): without one
 * its word list is empty and every listing would hold it.
 */
export const holdsTermWords = (searchText: AnyColumn, term: string): SQL =>
  sql`regexp_split_to_array(${searchText}, '[^[:alnum:]]+') @> array_remove(regexp_split_to_array(${foldedTerm(term)}, '[^[:alnum:]]+'), '')`;
export const termHasWord = (term: string) => /[\p{L}\p{N}]/u.test(term);

/** Ranks of a match, best first; the name is the text before search_text's first newline. */
export const RANK = { exactName: 0, namePrefix: 1, wholeWord: 2, substring: 3, category: 4 } as const;
export type Rank = (typeof RANK)[keyof typeof RANK];

/**
 * A match's rank: 0 the whole name is the term; 1 the name, or one of its words, starts with
 * the term ("garz" and "garza" for "Adriana Garza"); 2 the term is a whole word (or words) of
 * the title or company ("dentist" in "General Dentist", "stone oak" in "Stone Oak Heart Care");
 * 3 anywhere else ("dent" in "Dentist"); 4 (category-search.ts) only the listing's category is named by the term. A word is a run of letters and digits, so "Treviño-Maddox"
 * holds "maddox" and "Garza Whitfield & Salinas, PLLC" holds "salinas".
 */
export function rankOf(searchText: AnyColumn, term: string): SQL<Rank> {
  const name = nameLine(searchText);
  const word = regexLiteral(foldedTerm(term));
  const byExpression = sql`(chr(10) || ${searchText} || chr(10)) ~ ('[^[:alnum:]]' || ${word} || '[^[:alnum:]]')`;
  // The same answer, first by a few strpos, each ~10x cheaper than the regular expression: the
  // term between two spaces or newlines is a whole word ("general dentist\n"); the expression
  // decides the rest ("dentistry", "dentist," or a company's last word).
  const between = (before: string, after: string) => sql`strpos(${searchText}, ${sql.raw(before)} || ${foldedTerm(term)} || ${sql.raw(after)}) > 0`;
  const isWholeWord = sql`(${between("' '", "chr(10)")} or ${between("' '", "' '")} or ${between("chr(10)", "chr(10)")} or ${between("chr(10)", "' '")} or ${byExpression})`;
  const rank = (r: Rank) => sql.raw(String(r));
  // Most matches of a common term ("dentist") are not in the name: strpos rules them out of the
  // name's ranks before any regular expression runs on it (~10% of a broad search's time).
  return sql<Rank>`(case
    when strpos(${name}, ${foldedTerm(term)}) = 0 then case when ${isWholeWord} then ${rank(RANK.wholeWord)} else ${rank(RANK.substring)} end
    when ${name} = ${foldedTerm(term)} then ${rank(RANK.exactName)}
    when (' ' || ${name}) ~ ('[^[:alnum:]]' || ${word}) then ${rank(RANK.namePrefix)}
    when ${isWholeWord} then ${rank(RANK.wholeWord)}
    else ${rank(RANK.substring)} end)`;
}

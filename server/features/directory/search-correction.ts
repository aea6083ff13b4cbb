import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { allowedTypos, nearestWord } from "./edit-distance";
import type { ListingKind } from "../../db/schema";
import { foldedTerm } from "./search-rank";

/** A search that finds this many listings or fewer ("few or no matches") looks for a corrected term. */
export const FEW_MATCHES = 2;

/**
 * Typo tolerance (issue 18 item 2, by edit distance since issue 28 item 10): the term with each
 * word that no listing uses replaced by the nearest word of the listings' (search_words, migration
 * 0019) or of the categories' names, by edit distance (edit-distance.ts: one typo allowed from 5
 * letters, two from 9; a swap of neighbors is one typo): "gazra" becomes "garza", "realter"
 * "realtor" (not "realty", two typos away), "maria garsa" "maria garza". Words the listings use
 * and words of fewer than 5 letters stay as they are. Undefined when no word changes.
 *
 * The candidates a word's typo can be of are found in SQL by what one or two typos always leave
 * in place: a word of 5 to 8 letters with one typo keeps its first two letters or its last two
 * (a typo among the first three letters leaves the last two of five or more alone); one of 9 or
 * more with two typos keeps its first two, its last two, or its 4th to 6th letters (a typo at
 * each end leaves the middle). And a length within the typos allowed. The distance is then
 * measured on those few here. The words come from the term as search_text holds text
 * (unaccented, lowered) and the result is them joined by spaces: "Showing results for …" names
 * exactly what was searched.
 */
export async function suggestTerm(db: Db, kind: ListingKind, term: string): Promise<string | undefined> {
  const categoryWords = sql`select v.word from categories c,
    regexp_split_to_table(lower(immutable_unaccent(coalesce(c.name, '') || ' ' || coalesce(c.name_es, ''))), '[^[:alnum:]]+') as v(word)`;
  const typed = (await db.execute(sql`select w.word,
      length(w.word) < 3 or exists (select 1 from search_words k where k.kind = ${kind} and k.word = w.word)
        or w.word in (${categoryWords}) as known
    from regexp_split_to_table(${foldedTerm(term)}, '[^[:alnum:]]+') with ordinality as w(word, position)
    where w.word <> ''
    order by w.position`)) as unknown as { rows: { word: string; known: boolean }[] };
  let changed = false;
  const words: string[] = [];
  for (const { word, known } of typed.rows) {
    const typos = allowedTypos([...word].length);
    if (known || typos === 0) {
      words.push(word);
      continue;
    }
    // One statement per unknown word, its letters as parameters: small estimates (a statement
    // joining the term's words to the vocabulary was estimated at millions of rows, and JIT
    // compiled it for 1.8 s).
    const middle = typos >= 2 ? sql`or strpos(v.word, substr(${word}, 4, 3)) > 0` : sql``;
    const found = (await db.execute(sql`select v.word, similarity(v.word, ${word}) as similarity
      from (select s.word from search_words s where s.kind = ${kind} union ${categoryWords}) v
      where length(v.word) between ${[...word].length - typos} and ${[...word].length + typos}
        and (left(v.word, 2) = left(${word}, 2) or right(v.word, 2) = right(${word}, 2) ${middle})`)) as unknown as {
      rows: { word: string; similarity: number | string }[];
    };
    const nearest = nearestWord(
      word,
      found.rows.map((row) => ({ word: row.word, similarity: Number(row.similarity) })),
    );
    changed ||= nearest !== undefined;
    words.push(nearest ?? word);
  }
  return changed ? words.join(" ") : undefined;
}

/**
 * A first page, or the first page of a corrected term when the term finds few listings and the
 * correction finds more (the page then names it: `searchedFor`). `search(term)` is the list's
 * own ranked page, so the corrected answer has the same filters, counts and cursor.
 */
export async function withCorrection<P extends { total: number }>(
  db: Db,
  kind: ListingKind,
  term: string,
  search: (term: string, searchedFor?: string) => Promise<P>,
): Promise<P> {
  const page = await search(term);
  if (page.total > FEW_MATCHES) return page;
  const suggestion = await suggestTerm(db, kind, term);
  // A suggestion no longer than the 200 characters a search may have (unaccenting can lengthen a word).
  if (suggestion === undefined || suggestion.length > 200) return page;
  const corrected = await search(suggestion, suggestion);
  return corrected.total > page.total ? corrected : page;
}

import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { nearestWord, type Candidate } from "./edit-distance";
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
  const folded = sql`lower(immutable_unaccent(coalesce(c.name, '') || ' ' || coalesce(c.name_es, '')))`;
  const result = (await db.execute(sql`with typed as (
      select w.word, w.position, length(w.word) as n,
        case when length(w.word) >= 9 then 2 else 1 end as typos
      from regexp_split_to_table(${foldedTerm(term)}, '[^[:alnum:]]+') with ordinality as w(word, position)
      where w.word <> ''
    ), vocabulary as (
      select s.word from search_words s where s.kind = ${kind}
      union
      select v.word from categories c, regexp_split_to_table(${folded}, '[^[:alnum:]]+') as v(word) where length(v.word) >= 3
    ), known as (
      select t.*, (t.n < 3 or exists (select 1 from vocabulary k where k.word = t.word)) as known from typed t
    )
    select t.position, t.word, t.known, c.word as candidate, similarity(c.word, t.word) as similarity
    from known t
    left join lateral (
      select v.word from vocabulary v
      where not t.known and t.n >= 5
        and length(v.word) between t.n - t.typos and t.n + t.typos
        and (left(v.word, 2) = left(t.word, 2) or right(v.word, 2) = right(t.word, 2)
          or (t.n >= 9 and strpos(v.word, substr(t.word, 4, 3)) > 0))
    ) c on true
    order by t.position`)) as unknown as {
    rows: { position: number | string; word: string; known: boolean; candidate: string | null; similarity: number | null }[];
  };
  // One row per candidate (or one without), in the words' order.
  const words = new Map<number, { word: string; known: boolean; candidates: Candidate[] }>();
  for (const row of result.rows) {
    const entry = words.get(Number(row.position)) ?? { word: row.word, known: row.known, candidates: [] };
    words.set(Number(row.position), entry);
    if (row.candidate !== null) entry.candidates.push({ word: row.candidate, similarity: Number(row.similarity) });
  }
  let changed = false;
  const out = [...words.values()].map(({ word, known, candidates }) => {
    if (known) return word;
    const nearest = nearestWord(word, candidates);
    if (nearest === undefined) return word;
    changed = true;
    return nearest;
  });
  return changed ? out.join(" ") : undefined;
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

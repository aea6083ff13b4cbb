import { sql } from "drizzle-orm";
import { isEmbedded, type Db } from "../../db/client";
import type { ListingKind } from "../../db/schema";
import { foldedTerm } from "./search-rank";

/** pg_trgm's default similarity_threshold, which `%` applies. */
const SIMILARITY_THRESHOLD = 0.3;

/** A search that finds this many listings or fewer ("few or no matches") looks for a corrected term. */
export const FEW_MATCHES = 2;

/**
 * Typo tolerance (issue 18, item 2): the term with each word that no listing uses replaced by
 * the listings' word most like it by trigram similarity (pg_trgm's `%`, similarity at least 0.3,
 * its default threshold), from search_words (migration 0019) through its trigram index: "dentst"
 * becomes "dentist", "garsa" "garza", "maria garsa" "maria garza". Words the listings use, and
 * words of one or two letters, stay as they are. Undefined when no word changes.
 * The words come from the term as search_text holds text (unaccented, lowered) and the result
 * is them joined by spaces: "Showing results for …" names exactly what was searched.
 */
export async function suggestTerm(db: Db, kind: ListingKind, term: string): Promise<string | undefined> {
  // The same test without the operator on PGlite, where `%` as a filter hangs it (see isEmbedded);
  // it reads every word of the kind, as many as an embedded database holds.
  const similar = isEmbedded(db) ? sql`similarity(s.word, w.word) >= ${SIMILARITY_THRESHOLD}` : sql`s.word % w.word`;
  const result = (await db.execute(sql`select w.word,
      length(w.word) < 3 or exists (select 1 from search_words k where k.kind = ${kind} and k.word = w.word) as known,
      (select s.word from search_words s where s.kind = ${kind} and ${similar}
        order by similarity(s.word, w.word) desc, s.word limit 1) as suggestion
    from regexp_split_to_table(${foldedTerm(term)}, '[^[:alnum:]]+') with ordinality as w(word, position)
    where w.word <> ''
    order by w.position`)) as unknown as { rows: { word: string; known: boolean; suggestion: string | null }[] };
  const words = result.rows.map((row) => (row.known || row.suggestion === null ? row.word : row.suggestion));
  const changed = result.rows.some((row) => !row.known && row.suggestion !== null);
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

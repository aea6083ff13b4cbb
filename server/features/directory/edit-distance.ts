/**
 * Typo tolerance by edit distance (issue 28 item 10), as the search engines people know count
 * typos (Typesense, Meilisearch, Algolia): a missing, an extra or a wrong letter, or two
 * neighboring letters swapped, each count as one typo ("gazra" is one typo from "garza",
 * "realter" one from "realtor" and two from "realty").
 */

/** Typos a word of this many letters may have: none under 5, one from 5, two from 9. */
export function allowedTypos(length: number): number {
  if (length >= 9) return 2;
  if (length >= 5) return 1;
  return 0;
}

/**
 * The optimal string alignment distance (restricted Damerau-Levenshtein: insertion, deletion,
 * substitution and the transposition of two neighbors each cost one, no substring edited twice),
 * over code points. Past `max` it answers `max + 1` (a row whose every cell is past it stops the
 * count), which is all the correction needs to know.
 */
export function typoDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return max + 1;
  if (s.length === 0 || t.length === 0) return Math.min(Math.max(s.length, t.length), max + 1);
  // Three rows: the one two back (for transpositions), the previous and the current.
  let before = new Array<number>(t.length + 1).fill(0);
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  let current = new Array<number>(t.length + 1).fill(0);
  for (let i = 1; i <= s.length; i += 1) {
    current[0] = i;
    let best = current[0];
    for (let j = 1; j <= t.length; j += 1) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      current[j] = d;
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[t.length]!, max + 1);
}

/** A word a typed word may be a typo of, with its trigram similarity to it (the tie-break). */
export interface Candidate {
  word: string;
  similarity: number;
}

/**
 * The word a typo is most likely of: the candidate nearest by edit distance within the word's
 * allowed typos, then the most similar by trigrams (the more letters in common in place), then
 * the first alphabetically. Undefined when none is near enough.
 */
export function nearestWord(typed: string, candidates: readonly Candidate[]): string | undefined {
  const max = allowedTypos([...typed].length);
  if (max === 0) return undefined;
  let best: { word: string; distance: number; similarity: number } | undefined;
  for (const { word, similarity } of candidates) {
    if (word === typed) continue;
    const distance = typoDistance(typed, word, max);
    if (distance > max) continue;
    const better =
      !best ||
      distance < best.distance ||
      (distance === best.distance && (similarity > best.similarity || (similarity === best.similarity && word < best.word)));
    if (better) best = { word, distance, similarity };
  }
  return best?.word;
}

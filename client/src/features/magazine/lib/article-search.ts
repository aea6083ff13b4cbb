/**
 * Full-text search of the archive's articles: titles, subtitles, authors, photographers and
 * body text, from the build's index (virtual:magazine-search). Every word typed must occur in
 * the article; matching ignores case and accents ("pena" finds "Peña").
 */
export type SearchRow = readonly [slug: string, title: string, subtitle: string, author: string, photography: string, text: string];

/** A piece of a snippet: `mark` pieces are the matched words (drawn as <mark>, never as HTML). */
export interface SnippetPart {
  text: string;
  mark: boolean;
}

export interface ArticleHit {
  slug: string;
  snippet: SnippetPart[];
}

const foldChar = (c: string) =>
  c
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/** The folded text and, for each folded character, the index of the original character it came from. */
function foldWithMap(text: string): { folded: string; at: number[] } {
  let folded = "";
  const at: number[] = [];
  let i = 0;
  for (const c of text) {
    const f = foldChar(c);
    folded += f;
    for (let k = 0; k < f.length; k++) at.push(i);
    i += c.length;
  }
  return { folded, at };
}

export const searchTerms = (query: string) => foldChar(query).split(/\s+/).filter(Boolean).slice(0, 8);

interface Indexed {
  row: SearchRow;
  fields: string;
  text: { folded: string; at: number[] };
}

/** Folds the index once (the archive keeps the result while it is open). */
export function prepareIndex(rows: readonly SearchRow[]): Indexed[] {
  return rows.map((row) => ({ row, fields: foldChar(row.slice(1, 5).join("\n")), text: foldWithMap(row[5]) }));
}

const SNIPPET_RADIUS = 90;

/** About 180 characters of `source` around its first match, with every term's occurrences marked. */
export function snippetOf(source: string, mapped: { folded: string; at: number[] }, terms: string[]): SnippetPart[] {
  // Centred on the words as typed, together when they occur so; else on the longest word.
  const phrase = mapped.folded.indexOf(terms.join(" "));
  const longest = [...terms].sort((a, b) => b.length - a.length)[0]!;
  const first = phrase >= 0 ? phrase : mapped.folded.indexOf(longest);
  const center = first >= 0 ? mapped.at[first]! : 0;
  let start = Math.max(0, center - SNIPPET_RADIUS);
  let end = Math.min(source.length, center + SNIPPET_RADIUS);
  if (start > 0) start = source.indexOf(" ", start) + 1 || start;
  if (end < source.length) end = source.lastIndexOf(" ", end) > center ? source.lastIndexOf(" ", end) : end;
  // Marked ranges in original positions, from every occurrence of every term inside the window.
  const ranges: [number, number][] = [];
  // One-letter words ("a") would mark half the snippet.
  for (const term of terms.filter((t) => t.length > 1)) {
    for (let i = mapped.folded.indexOf(term); i >= 0; i = mapped.folded.indexOf(term, i + term.length)) {
      const from = mapped.at[i]!;
      const to = (mapped.at[i + term.length - 1] ?? from) + 1;
      if (from >= start && to <= end) ranges.push([from, to]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const parts: SnippetPart[] = [];
  let pos = start;
  for (const [from, to] of ranges) {
    if (from < pos) continue;
    if (from > pos) parts.push({ text: source.slice(pos, from), mark: false });
    parts.push({ text: source.slice(from, to), mark: true });
    pos = to;
  }
  if (pos < end) parts.push({ text: source.slice(pos, end), mark: false });
  if (start > 0) parts.unshift({ text: "…", mark: false });
  if (end < source.length) parts.push({ text: "…", mark: false });
  return parts;
}

/** The articles where every term occurs, each with a snippet of its body (or of its header when only that matches). */
export function searchArticles(index: readonly Indexed[], query: string): ArticleHit[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return [];
  return index.flatMap(({ row, fields, text }) => {
    if (!terms.every((t) => text.folded.includes(t) || fields.includes(t))) return [];
    const inBody = terms.some((t) => text.folded.includes(t));
    const header = [row[2], row[3] && `By ${row[3]}`, row[4] && `Photography: ${row[4]}`].filter(Boolean).join(" · ");
    const snippet = inBody ? snippetOf(row[5], text, terms) : snippetOf(header, foldWithMap(header), terms);
    return [{ slug: row[0], snippet }];
  });
}

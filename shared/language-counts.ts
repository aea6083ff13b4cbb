/**
 * Language counts of a list (issue 29): language code → listings of the current search (in the
 * selected categories) that speak it, whatever language is selected, so the "Se habla español"
 * filter can say how many it would keep. They travel beside a first page in a header, as the
 * category counts do (shared/paging.ts): "en:120,es:48". No zod here: the home bundle reads it.
 */
export type LanguageCounts = Record<string, number>;

export function formatLanguageCounts(counts: LanguageCounts): string {
  return Object.entries(counts)
    .filter(([code, n]) => /^[a-z]{2}$/.test(code) && n > 0)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([code, n]) => `${code}:${n}`)
    .join(",");
}

/** The header read back; malformed parts are skipped (the server writes only well-formed ones). */
export function parseLanguageCounts(text: string): LanguageCounts {
  const counts: LanguageCounts = {};
  for (const part of text.split(",")) {
    const match = /^([a-z]{2}):(\d{1,12})$/.exec(part.trim());
    if (match) counts[match[1]!] = Number(match[2]);
  }
  return counts;
}

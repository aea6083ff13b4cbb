/**
 * Category counts of a list (issue 18): category id → listings of the current search in it,
 * whatever categories are selected. They travel beside a list's first page in a header
 * (shared/paging.ts: a list stays a JSON array): "3:12,5:1" (ids absent have none). No zod here: the home bundle reads it.
 */
export type CategoryCounts = Record<number, number>;

/** The header value: the categories with listings, `id:count`, comma-separated (0, no category, left out). */
export function formatCategoryCounts(counts: CategoryCounts): string {
  return Object.entries(counts)
    .filter(([id, n]) => Number(id) > 0 && n > 0)
    .map(([id, n]) => `${id}:${n}`)
    .join(",");
}

/** The header read back; malformed parts are skipped (the server writes only well-formed ones). */
export function parseCategoryCounts(text: string): CategoryCounts {
  const counts: CategoryCounts = {};
  for (const part of text.split(",")) {
    const match = /^(\d{1,9}):(\d{1,12})$/.exec(part.trim());
    if (match) counts[Number(match[1])] = Number(match[2]);
  }
  return counts;
}

import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "@shared/schema";
import { encodeCursor } from "./cursor";
import type { Page } from "./queries";

/**
 * The page sizes a first page is loaded and cached at: the home grid's 48 and the business
 * page's 100. Any other limit is answered by cutting the next larger one, so the limit adds at
 * most two cache entries per filter instead of a hundred.
 */
export const pageSizeClass = (limit: number) => (limit <= DEFAULT_PAGE_SIZE ? DEFAULT_PAGE_SIZE : MAX_PAGE_SIZE);

interface Row {
  id: number;
  name: string;
  /** Professionals only: businesses have no Gold phase. */
  goldUntil?: string | null;
}

/**
 * The first `limit` rows of a cached first page, with the cursor the page would have had at
 * that size: the last row's phase (Gold while it shows a Gold date), rank (a ranked search),
 * name and id, and the corrected term it goes on with, exactly as the query encodes them. The
 * page itself, untouched, when it is no longer than `limit`.
 */
export function slicePage<T extends Row>(page: Page<T>, limit: number): Page<T> {
  if (page.rows.length <= limit) return page;
  const rows = page.rows.slice(0, limit);
  const last = rows.at(-1)!;
  const rank = page.ranks?.[limit - 1];
  const cursor = encodeCursor({
    g: last.goldUntil ? 1 : 0,
    ...(rank !== undefined && { r: rank }),
    n: last.name,
    i: last.id,
    ...(page.searchedFor !== undefined && { s: page.searchedFor }),
  });
  return { ...page, rows, ...(page.ranks && { ranks: page.ranks.slice(0, limit) }), nextCursor: cursor };
}

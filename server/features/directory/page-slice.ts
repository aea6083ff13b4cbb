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
  goldUntil: string | null;
}

/**
 * The first `limit` rows of a cached first page, with the cursor the page would have had at
 * that size: the last row's phase (Gold while it shows a Gold date), name and id, exactly as
 * the query encodes it. The page itself, untouched, when it is no longer than `limit`.
 */
export function slicePage<T extends Row>(page: Page<T>, limit: number): Page<T> {
  if (page.rows.length <= limit) return page;
  const rows = page.rows.slice(0, limit);
  const last = rows.at(-1)!;
  return { ...page, rows, nextCursor: encodeCursor({ g: last.goldUntil === null ? 0 : 1, n: last.name, i: last.id }) };
}

import { NEXT_CURSOR_HEADER } from "@shared/paging";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "@shared/schema";
import { toAnswer, type CachedAnswer } from "./cache";
import { encodeCursor } from "./cursor";

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
 * the query encodes it. The answer itself, untouched, when it is no longer than `limit`.
 */
export function slicePage<T extends Row>(answer: CachedAnswer, limit: number): CachedAnswer {
  const rows = JSON.parse(answer.body.toString()) as T[];
  if (rows.length <= limit) return answer;
  const page = rows.slice(0, limit);
  const last = page.at(-1)!;
  const headers = { ...answer.headers, [NEXT_CURSOR_HEADER]: encodeCursor({ g: last.goldUntil === null ? 0 : 1, n: last.name, i: last.id }) };
  return toAnswer({ value: page, headers });
}

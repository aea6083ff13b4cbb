/** Response headers of the paged list endpoints (kept free of zod: the home bundle reads them). */
export const TOTAL_COUNT_HEADER = "X-Total-Count";
export const NEXT_CURSOR_HEADER = "X-Next-Cursor";
/** "true" when X-Total-Count is a cap that the matches exceed (shown as "10,000+"); absent otherwise. */
export const TOTAL_CAPPED_HEADER = "X-Total-Count-Capped";
/** A first page's category counts (issue 18): "id:count,…", see shared/category-counts.ts. */
export const CATEGORY_COUNTS_HEADER = "X-Category-Counts";
/** The term a search was answered with instead of the one typed ("Showing results for …"), percent-encoded; absent otherwise. */
export const SEARCHED_FOR_HEADER = "X-Searched-For";
/** A first page's language counts (issue 29): "en:120,es:48", see shared/language-counts.ts. */
export const LANGUAGE_COUNTS_HEADER = "X-Language-Counts";
/** Near me, nearest first (issue 28 item 2): how many listings matching the rest of the filter were left out for having no position; absent when none. */
export const UNPLACED_COUNT_HEADER = "X-Unplaced-Count";
/** "separate" on a ranked search's page asked with counts=separate (issue 26 item 1): its counts and total come from GET /api/professionals/counts. */
export const COUNTS_HEADER = "X-Counts";

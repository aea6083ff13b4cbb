/** Response headers of the paged list endpoints (kept free of zod: the home bundle reads them). */
export const TOTAL_COUNT_HEADER = "X-Total-Count";
export const NEXT_CURSOR_HEADER = "X-Next-Cursor";

import { NEXT_CURSOR_HEADER, TOTAL_CAPPED_HEADER, TOTAL_COUNT_HEADER } from "@shared/paging";

export interface ListPage<T> {
  rows: T[];
  total: number;
  /** There are more than `total` matches: a broad search counts only up to a cap. */
  totalCapped?: boolean;
  nextCursor: string | undefined;
}

/** "3", or "10,000+" when the server stopped counting at 10,000. */
export const formatTotal = ({ total, totalCapped }: Pick<ListPage<unknown>, "total" | "totalCapped">) => (totalCapped ? `${total.toLocaleString("en-US")}+` : String(total));

/** Reads one page of a list endpoint: the JSON array plus the total and next-cursor headers. */
export async function readPage<T>(res: Response): Promise<ListPage<T>> {
  const rows = (await res.json()) as T[];
  const total = Number(res.headers.get(TOTAL_COUNT_HEADER) ?? rows.length);
  const page: ListPage<T> = { rows, total: Number.isFinite(total) ? total : rows.length, nextCursor: res.headers.get(NEXT_CURSOR_HEADER) ?? undefined };
  if (res.headers.get(TOTAL_CAPPED_HEADER) === "true") page.totalCapped = true;
  return page;
}

export const withCursor = (url: string, cursor: string | undefined) => (cursor ? `${url}${url.includes("?") ? "&" : "?"}cursor=${encodeURIComponent(cursor)}` : url);

import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from "@shared/paging";

export interface ListPage<T> {
  rows: T[];
  total: number;
  nextCursor: string | undefined;
}

/** Reads one page of a list endpoint: the JSON array plus the total and next-cursor headers. */
export async function readPage<T>(res: Response): Promise<ListPage<T>> {
  const rows = (await res.json()) as T[];
  const total = Number(res.headers.get(TOTAL_COUNT_HEADER) ?? rows.length);
  return { rows, total: Number.isFinite(total) ? total : rows.length, nextCursor: res.headers.get(NEXT_CURSOR_HEADER) ?? undefined };
}

export const withCursor = (url: string, cursor: string | undefined) => (cursor ? `${url}${url.includes("?") ? "&" : "?"}cursor=${encodeURIComponent(cursor)}` : url);

import { GONE, type Gone } from "@shared/listing";
import { parseCategoryCounts, type CategoryCounts } from "@shared/category-counts";
import { parseLanguageCounts, type LanguageCounts } from "@shared/language-counts";
import {
  CATEGORY_COUNTS_HEADER,
  COUNTS_HEADER,
  LANGUAGE_COUNTS_HEADER,
  NEXT_CURSOR_HEADER,
  SEARCHED_FOR_HEADER,
  TOTAL_CAPPED_HEADER,
  TOTAL_COUNT_HEADER,
  UNPLACED_COUNT_HEADER,
} from "@shared/paging";
import { pageLocale } from "@/i18n/i18n";
import { ApiError } from "./api-error";

export { ApiError };

/**
 * A write (POST, PUT, PATCH, DELETE) carries an Idempotency-Key, one per call (one attempt of
 * the person), and is retried with that same key when no answer came (the connection failed)
 * or the server says the first attempt still runs: the server then answers the first answer
 * and never stores it twice (server/middleware/idempotency.ts).
 */
async function send(method: string, url: string, body: unknown): Promise<Response> {
  // The page's language, so that the server's messages (a 400's fieldErrors, a 429) speak it.
  const headers: Record<string, string> = {
    "Accept-Language": typeof window === "undefined" ? "en" : pageLocale(),
    ...(body === undefined ? {} : { "Content-Type": "application/json" }),
  };
  const init = { method, credentials: "include" as const, body: body === undefined ? undefined : JSON.stringify(body) };
  if (method === "GET") return fetch(url, { ...init, headers });
  // Writes come after an interaction: their retry loop is not in the home page's first JavaScript.
  const { sendWithKey } = await import("./idempotency-key");
  return sendWithKey(url, init, headers);
}

/** `notOkMessage`: an endpoint's own text for a non-OK answer (the professionals list's 'Failed to fetch professionals'). */
async function request(method: string, url: string, body?: unknown, notOkMessage?: string): Promise<Response> {
  const res = await send(method, url, body);
  if (res.ok) return res;
  // A failure's reading (its body, Retry-After, field errors) is a chunk of its own: the home page's
  // first JavaScript reads only answers that succeeded.
  const { apiErrorOf } = await import("./read-api-error");
  throw await apiErrorOf(res, notOkMessage);
}

/**
 * The first message of each field of a failed save, for forms that show them beside their fields:
 * a list item's ("socialMedia.1") belongs to its list's field. Empty for any other error.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const found: Record<string, string> = {};
  if (!(error instanceof ApiError) || !error.fieldErrors) return found;
  for (const [path, messages] of Object.entries(error.fieldErrors)) {
    const field = path.split(".")[0]!;
    if (messages[0] && field !== "body") found[field] ??= messages[0];
  }
  return found;
}

export const getJson = async <T>(url: string): Promise<T> => (await request("GET", url)).json();

export const postJson = async <T>(url: string, body: unknown): Promise<T> => (await request("POST", url, body)).json();

export const patchJson = async <T>(url: string, body: unknown): Promise<T> => (await request("PATCH", url, body)).json();

export const putJson = async <T>(url: string, body: unknown): Promise<T> => (await request("PUT", url, body)).json();

/** A DELETE (with a body where the route asks one, such as a reason); its answer (usually 204) has no body to read. */
export const deleteJson = async (url: string, body?: unknown): Promise<void> => {
  await request("DELETE", url, body);
};

/** A 404 is "no record" (the detail pages' not-found states), not an error: null. */
export const getJsonOrNull = <T>(url: string): Promise<T | null> =>
  getJson<T>(url).catch((err: unknown) => {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  });

/** A listing's detail read: null for 404 (no such record), GONE for 410 (a withdrawn listing), both states of the detail pages. */
export const getListing = <T>(url: string): Promise<T | null | Gone> =>
  getJson<T>(url).catch((err: unknown) => {
    if (err instanceof ApiError && err.status === 404) return null;
    if (err instanceof ApiError && err.status === 410) return GONE;
    throw err;
  });

/** One page of a list endpoint: its JSON array plus the total, next-cursor, category-count and corrected-term headers. */
export interface ListPage<T> {
  rows: T[];
  total: number;
  /** There are more than `total` matches: a one- or two-letter search counts only up to a cap. */
  totalCapped?: boolean;
  nextCursor: string | undefined;
  /** First pages: the matches per category id, whatever categories are selected; absent when not counted. */
  categoryCounts?: CategoryCounts;
  /** First pages: the matches per language spoken (issue 29), whatever language is selected; absent when not counted. */
  languageCounts?: LanguageCounts;
  /** The corrected term the rows were found with ("Showing results for …"). */
  searchedFor?: string;
  /** A search's page without its total and counts (X-Counts: separate): GET /api/professionals/counts has them (issue 26 item 1). */
  countsSeparate?: boolean;
  /** Near me, nearest first: the matches left out for having no position (issue 28 item 2). */
  unplaced?: number;
}

/** A percent-encoded header value, or undefined when absent or malformed. */
function decodedHeader(res: Response, name: string): string | undefined {
  const value = res.headers.get(name);
  if (value === null) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

const withCursor = (url: string, cursor: string | undefined) => (cursor ? `${url}${url.includes("?") ? "&" : "?"}cursor=${encodeURIComponent(cursor)}` : url);

export async function getPage<T>(url: string, cursor?: string, notOkMessage?: string): Promise<ListPage<T>> {
  const res = await request("GET", withCursor(url, cursor), undefined, notOkMessage);
  const rows = (await res.json()) as T[];
  const total = Number(res.headers.get(TOTAL_COUNT_HEADER) ?? rows.length);
  const page: ListPage<T> = { rows, total: Number.isFinite(total) ? total : rows.length, nextCursor: res.headers.get(NEXT_CURSOR_HEADER) ?? undefined };
  if (res.headers.get(TOTAL_CAPPED_HEADER) === "true") page.totalCapped = true;
  if (res.headers.get(COUNTS_HEADER) === "separate") page.countsSeparate = true;
  const counts = res.headers.get(CATEGORY_COUNTS_HEADER);
  if (counts !== null) page.categoryCounts = parseCategoryCounts(counts);
  const languages = res.headers.get(LANGUAGE_COUNTS_HEADER);
  if (languages !== null) page.languageCounts = parseLanguageCounts(languages);
  const searchedFor = decodedHeader(res, SEARCHED_FOR_HEADER);
  if (searchedFor !== undefined) page.searchedFor = searchedFor;
  const unplaced = Number(res.headers.get(UNPLACED_COUNT_HEADER));
  if (unplaced > 0) page.unplaced = unplaced;
  return page;
}

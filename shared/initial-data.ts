import type { LanguageCounts } from "./language-counts";
import type { CategoryCounts } from "./category-counts";

/**
 * The first data of a page, embedded by the server in the HTML shell and written into
 * React Query before the first render, so that render needs no API round trip.
 */

/** id of the <script type="application/json"> element that carries it. */
export const INITIAL_DATA_ELEMENT_ID = "initial-data";

/** One query's data, under a key from shared/query-keys.ts. `infinite` data is the first page of a paged list. */
export interface SeedEntry {
  key: readonly unknown[];
  data: unknown;
  infinite?: boolean;
}

export interface InitialData {
  queries: SeedEntry[];
}

/** The first page of a paged list, as client/src/lib/api-client.ts's getPage reads it. */
export interface FirstPage<T> {
  /** The list's matches per category id, whatever categories are selected (shared/category-counts.ts); absent when not counted. */
  categoryCounts?: CategoryCounts;
  /** The list's matches per language spoken (issue 29, shared/language-counts.ts); absent when not counted. */
  languageCounts?: LanguageCounts;
  /** The corrected term the rows were found with ("Showing results for …"); absent when it is the one asked for. */
  searchedFor?: string;
  rows: T[];
  total: number;
  /** Near me, nearest first: the matches left out for having no position; absent when none. */
  unplaced?: number;
  /** Present (true) when the server stopped counting at `total` ("10,000+"). */
  totalCapped?: boolean;
  /** Absent on the last page (JSON has no undefined). */
  nextCursor?: string;
  /** A search's page without its total and counts (issue 26 item 1): GET /api/professionals/counts has them. */
  countsSeparate?: boolean;
}

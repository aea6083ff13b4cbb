/**
 * The first data of a page, embedded by the server in the HTML shell and written into
 * React Query before the first render, so that render needs no API round trip.
 */

/** id of the <script type="application/json"> element that carries it. */
export const INITIAL_DATA_ELEMENT_ID = "initial-data";

/** One query's data. `infinite` data is the first page of a paged list. */
export interface SeedEntry {
  key: readonly unknown[];
  data: unknown;
  infinite?: boolean;
}

export interface InitialData {
  queries: SeedEntry[];
}

/** The first page of a paged list, as client/src/features/directory/api/paged-list.ts reads it. */
export interface FirstPage<T> {
  rows: T[];
  total: number;
  /** Present (true) when the server stopped counting at `total` ("10,000+"). */
  totalCapped?: boolean;
  /** Absent on the last page (JSON has no undefined). */
  nextCursor?: string;
}

/**
 * The query keys of client/src/features/directory/api/*.ts, one builder per endpoint
 * (a client test compares them with the queryOptions of those files).
 */
export const seedKeys = {
  categories: () => ["/api/categories"],
  professionals: (categoryIds: number[], search: string) => ["/api/professionals", { categoryIds, search: search.trim() }],
  businesses: () => ["/api/businesses"],
  professional: (id: number) => [`/api/professionals/${id}`],
  business: (id: number) => [`/api/businesses/${id}`],
  businessProfessionals: (businessId: number) => [`/api/professionals/?businessId=${businessId}&limit=100`],
} satisfies Record<string, (...args: never[]) => unknown[]>;

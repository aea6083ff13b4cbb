import * as queryKeys from "./query-keys";

/**
 * The home page filter lives in the URL query: ?category=<slug>&category=<slug>&search=<text>.
 * GET /api/professionals takes the same words (category slugs and search), so this file is the
 * one translation between the address, the filter state, the API's URL and the grid's query key:
 * the client reads an address once (hooks/use-filter-state.ts) and so does the server's page
 * renderer (features/seo/resolve-page.ts), each with readFilters. See docs/search-walk.md.
 */
export interface FilterState {
  categories: string[];
  search: string;
}

/** A category's slug, as ?category= carries it on the home page and on GET /api/professionals. No zod here: the home bundle reads it. */
export const CATEGORY_SLUG = /^[a-z0-9-]{1,60}$/;

export function parseFilters(search: string): FilterState {
  const params = new URLSearchParams(search);
  const categories = [...new Set(params.getAll("category").filter((s) => CATEGORY_SLUG.test(s)))];
  return { categories, search: (params.get("search") ?? "").slice(0, 200) };
}

/** The query string for a filter state; the search is trimmed and left out when blank. */
export function filtersToQuery({ categories, search }: FilterState): string {
  const params = new URLSearchParams();
  for (const c of categories) params.append("category", c);
  if (search.trim()) params.set("search", search.trim());
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** What the home grid asks for a filter: its React Query key and the GET /api/professionals URL (the filter's query string on the API's path). */
export interface ProfessionalsRequest {
  queryKey: unknown[];
  url: string;
}

export const professionalsRequest = (filters: FilterState): ProfessionalsRequest => ({
  queryKey: queryKeys.professionals(filters.categories, filters.search),
  url: `/api/professionals${filtersToQuery(filters)}`,
});

/** A home address's query string, read once: its filter state and the grid's request for it. */
export function readFilters(search: string): { filters: FilterState; request: ProfessionalsRequest } {
  const filters = parseFilters(search);
  return { filters, request: professionalsRequest(filters) };
}

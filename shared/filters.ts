/**
 * The home page filter lives in the URL query: ?category=<slug>&category=<slug>&search=<text>.
 * GET /api/professionals takes the same words (category slugs and search), so the grid asks the
 * API with the address's own filter and the server seeds a first page under the same key.
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

/** The API query for /api/professionals: the filter's query string on the API's path. */
export const professionalsUrl = (filters: FilterState) => `/api/professionals${filtersToQuery(filters)}`;

/** The home page filter lives in the URL query: ?category=<slug>&category=<slug>&search=<text>. */
export interface FilterState {
  categories: string[];
  search: string;
}

export function parseFilters(search: string): FilterState {
  const params = new URLSearchParams(search);
  const categories = [...new Set(params.getAll("category").filter((s) => /^[a-z0-9-]{1,60}$/.test(s)))];
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

/** The API query for /api/professionals: repeated categoryIds, search only when non-empty. */
export function professionalsUrl(categoryIds: number[], search: string): string {
  const params = new URLSearchParams();
  for (const id of categoryIds) params.append("categoryIds", String(id));
  if (search.trim()) params.set("search", search.trim());
  const text = params.toString();
  return text ? `/api/professionals?${text}` : "/api/professionals";
}

import { appendGeo, parseGeo, type GeoFilter } from "./geo";
import * as queryKeys from "./query-keys";

/**
 * The filter of the home page's professionals and of /businesses lives in the URL query:
 * ?category=<slug>&category=<slug>&search=<text>&language=es. GET /api/professionals and /api/businesses take
 * the same words (category slugs and search), so this file is the one translation between the
 * address, the filter state, the API's URL and the grid's query key: the client reads an address
 * once (hooks/use-filter-state.ts) and so does the server's page renderer
 * (features/seo/resolve-page.ts), each with readFilters. See docs/search-walk.md.
 */
export interface FilterState {
  categories: string[];
  search: string;
  /** Near me and open now (shared/geo.ts); absent when the address has none of their words. */
  geo?: GeoFilter | undefined;
  /** "Se habla español" (issue 29): only listings that speak Spanish, ?language=es; absent otherwise. */
  language?: "es" | undefined;
}

/** A category's slug, as ?category= carries it on the home page and on GET /api/professionals. No zod here: the home bundle reads it. */
export const CATEGORY_SLUG = /^[a-z0-9-]{1,60}$/;

export function parseFilters(search: string): FilterState {
  const params = new URLSearchParams(search);
  const categories = [...new Set(params.getAll("category").filter((s) => CATEGORY_SLUG.test(s)))];
  const geo = parseGeo(params);
  return {
    categories,
    search: (params.get("search") ?? "").slice(0, 200),
    ...(geo.near || geo.openNow || geo.sortByRating ? { geo } : {}),
    ...(params.get("language") === "es" ? { language: "es" as const } : {}),
  };
}

/** The query string for a filter state; the search is trimmed and left out when blank. */
export function filtersToQuery({ categories, search, geo, language }: FilterState): string {
  const params = new URLSearchParams();
  for (const c of categories) params.append("category", c);
  if (search.trim()) params.set("search", search.trim());
  if (geo) appendGeo(params, geo);
  if (language) params.set("language", language);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The two filtered lists: the home page's professionals and /businesses. */
export type ListName = "professionals" | "businesses";

/** What a grid asks for a filter: its React Query key and the API URL (the filter's query string on the list's path). */
export interface ListRequest {
  queryKey: unknown[];
  url: string;
}
/** The home grid's request (the name the search walk and the other features know it by). */
export type ProfessionalsRequest = ListRequest;

export const listRequest = (list: ListName, filters: FilterState): ListRequest => ({
  // parseFilters leaves geo out when the address has none of its words: the key is then as before.
  queryKey:
    list === "professionals"
      ? queryKeys.professionals(filters.categories, filters.search, filters.geo, filters.language)
      : queryKeys.businesses(filters.categories, filters.search, filters.geo, filters.language),
  url: `/api/${list}${filtersToQuery(filters)}${list === "professionals" && filters.search.trim() ? "&counts=separate" : ""}`,
});

/**
 * A professionals search's page comes first and its counts after (issue 26 item 1): the grid asks
 * with counts=separate, and a page that says X-Counts: separate has its total and counts here.
 */
export const countsUrl = (url: string) => url.replace(/^\/api\/professionals\?/, "/api/professionals/counts?");

export const professionalsRequest = (filters: FilterState): ListRequest => listRequest("professionals", filters);

/** An address's query string, read once: its filter state and the list's request for it (the home grid's unless told). */
export function readFilters(search: string, list: ListName = "professionals"): { filters: FilterState; request: ListRequest } {
  const filters = parseFilters(search);
  return { filters, request: listRequest(list, filters) };
}

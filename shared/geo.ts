/**
 * Near me and open now (issue 18): the part of a list's address that says where the visitor is
 * and what they want, as the home grid and /businesses carry it in the URL, next to the search
 * and category words of shared/filters.ts:
 *
 *   ?near=78209               a San Antonio ZIP code (shared/sa-places.json)
 *   ?near=alamo-heights       a neighborhood of the same file
 *   ?near=29.464,-98.466      a position the visitor shared (rounded to 3 decimals, ~100 m)
 *   &sort=distance            nearest first (else the usual order, with distances shown)
 *   &sort=rated               highest rated first (issue 30), with or without a place
 *   &radius=5                 only listings within 5 miles
 *   &open=now                 only listings open now (San Antonio time)
 *
 * No zod here: the home bundle reads it. The API's validation is shared/geo-schema.ts; the
 * choices the filter panel offers are shared/geo-choices.ts (kept apart: Rollup puts a module the
 * home page shares with a lazy chunk wholly into the home bundle).
 */
export interface GeoFilter {
  /** "" when no place is chosen. */
  near: string;
  sortByDistance: boolean;
  /** Highest rated first (issue 30, &sort=rated): with or without a place. */
  sortByRating: boolean;
  /** Miles; undefined for any distance. */
  radius: number | undefined;
  openNow: boolean;
}

export const METERS_PER_MILE = 1609.344;

/**
 * The geo part of an address's query string. Read as it is, not checked: the home bundle has no
 * room for the checks, and the API's (shared/geo-schema.ts) answer a bad word with a 400 that
 * names it, which the list shows.
 */
export function parseGeo(params: URLSearchParams): GeoFilter {
  const near = params.get("near") ?? "";
  return {
    near,
    sortByDistance: !!near && params.get("sort") === "distance",
    sortByRating: params.get("sort") === "rated",
    radius: (near && Number(params.get("radius"))) || undefined,
    openNow: params.get("open") === "now",
  };
}

/** Appends the geo words to a query string being built (nothing for NO_GEO). */
export function appendGeo(params: URLSearchParams, geo: GeoFilter): void {
  if (geo.near) params.set("near", geo.near);
  if (geo.near && geo.sortByDistance) params.set("sort", "distance");
  else if (geo.sortByRating) params.set("sort", "rated");
  if (geo.near && geo.radius) params.set("radius", String(geo.radius));
  if (geo.openNow) params.set("open", "now");
}

/** A React Query key part: empty for NO_GEO, so the keys of unfiltered lists stay as they were. */
export const geoKey = (geo: GeoFilter): Partial<GeoFilter> => (geo.near || geo.openNow || geo.sortByRating ? geo : {});

/** "0.3 mi", "2.4 mi", "12.4 mi": what a card says under "away". */
export const formatDistance = (meters: number) => `${(meters / METERS_PER_MILE).toFixed(1)} mi`;

import type { GeoFilter } from "./geo";

/*
 * Near me's choices and word shapes (shared/geo.ts describes the words): for the filter panel (a
 * lazy chunk), the API's validation and the server, never the home bundle.
 */
export const NO_GEO: GeoFilter = { near: "", sortByDistance: false, sortByRating: false, radius: undefined, openNow: false };

/** The radius choices the filter offers, in miles (the API takes any from MIN_RADIUS to MAX_RADIUS). */
export const RADIUS_CHOICES = [1, 3, 5, 10, 25] as const;
export const MIN_RADIUS = 0.1;
export const MAX_RADIUS = 100;

export const ZIP_NEAR = /^\d{5}$/;
export const PLACE_NEAR = /^[a-z][a-z-]{1,40}$/;
export const POINT_NEAR = /^(-?\d{1,2}(?:\.\d{1,6})?),(-?\d{1,3}(?:\.\d{1,6})?)$/;

/** A shared position as the address carries it: 3 decimals (~100 m), enough for "2.3 mi away" and no closer to a home. */
export const pointNear = (lat: number, lng: number) => `${lat.toFixed(3)},${lng.toFixed(3)}`;

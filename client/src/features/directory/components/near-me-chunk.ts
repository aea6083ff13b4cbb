// One lazy chunk for the near-me panel and the List | Map toggle (./near-me-slots.tsx loads it):
// one loader in the home bundle instead of two. Neither part is needed for the first render.
export { default as GeoFilters } from "./geo-filters";
export { default as ListOrMap } from "./list-or-map";

import type { FilterState } from "@shared/filters";

/**
 * How many filters the phone's Filters sheet has set, for its button: "Filters (2)". The search
 * text is not one of them: its box stays on the page. Each category counts, and so do a place
 * (near me), open now and "Se habla español".
 */
export const activeFilterCount = (filters: FilterState): number =>
  filters.categories.length + (filters.geo?.near ? 1 : 0) + (filters.geo?.openNow ? 1 : 0) + (filters.language ? 1 : 0);

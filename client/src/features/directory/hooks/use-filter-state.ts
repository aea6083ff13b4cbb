import { useCallback, useMemo } from "react";
import { useLocation, useSearch } from "wouter";
import { filtersToQuery, parseFilters, type FilterState } from "@shared/filters";

/**
 * The home filter, read from and written to the URL query, so a filtered list can be
 * shared, survives reload, and Back undoes a change. `replace` keeps typing from
 * filling the history with one entry per word.
 */
export function useFilterState(): [FilterState, (next: FilterState, options?: { replace?: boolean }) => void] {
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = useMemo(() => parseFilters(search), [search]);
  const setFilters = useCallback(
    (next: FilterState, options?: { replace?: boolean }) => navigate(`/${filtersToQuery(next)}`, { replace: options?.replace ?? false }),
    [navigate],
  );
  return [filters, setFilters];
}

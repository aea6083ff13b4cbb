import { useCallback, useMemo } from "react";
import { useLocation, useSearch } from "wouter";
import { filtersToQuery, readFilters, type FilterState, type ProfessionalsRequest } from "@shared/filters";

type SetFilters = (next: FilterState, options?: { replace?: boolean }) => void;

/**
 * The home filter, read from and written to the URL query, so a filtered list can be
 * shared, survives reload, and Back undoes a change. `replace` keeps typing from
 * filling the history with one entry per word. The address is read once, into the filter
 * and the grid's request (key and URL), as the server reads it for the first page.
 */
export function useFilterState(): [FilterState, SetFilters, ProfessionalsRequest] {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { filters, request } = useMemo(() => readFilters(search), [search]);
  const setFilters = useCallback(
    (next: FilterState, options?: { replace?: boolean }) => navigate(`/${filtersToQuery(next)}`, { replace: options?.replace ?? false }),
    [navigate],
  );
  return [filters, setFilters, request];
}

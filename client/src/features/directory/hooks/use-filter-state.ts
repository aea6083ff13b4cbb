import { useCallback, useMemo } from "react";
import { useLocation, useSearch } from "wouter";
import { filtersToQuery, readFilters, type FilterState, type ListName, type ListRequest } from "@shared/filters";

type SetFilters = (next: FilterState, options?: { replace?: boolean }) => void;

/**
 * A list's filter, read from and written to the URL query of its page (the home page's
 * professionals at "/", /businesses' businesses), so a filtered list can be shared, survives
 * reload, and Back undoes a change. `replace` keeps typing from filling the history with one
 * entry per word. The address is read once, into the filter and the grid's request (key and
 * URL), as the server reads it for the first page.
 */
export function useFilterState(list: ListName = "professionals", path = "/"): [FilterState, SetFilters, ListRequest] {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { filters, request } = useMemo(() => readFilters(search, list), [search, list]);
  const setFilters = useCallback(
    (next: FilterState, options?: { replace?: boolean }) => navigate(`${path}${filtersToQuery(next)}`, { replace: options?.replace ?? false }),
    [navigate, path],
  );
  return [filters, setFilters, request];
}

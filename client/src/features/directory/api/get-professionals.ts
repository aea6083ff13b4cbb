import { infiniteQueryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { professionalsUrl, type FilterState } from "@shared/filters";
import * as queryKeys from "@shared/query-keys";
import type { Professional } from "@shared/schema";
import { getPage } from "@/lib/api-client";

/** A failed list call raises 'Failed to fetch professionals'. */
export const getProfessionals = (filters: FilterState, cursor?: string) =>
  getPage<Professional>(professionalsUrl(filters), cursor, "Failed to fetch professionals");

/** Keyed by the address's filter words (category slugs, search): the API takes them as they are. */
export const professionalsQueryOptions = (filters: FilterState) =>
  infiniteQueryOptions({
    queryKey: queryKeys.professionals(filters.categories, filters.search),
    queryFn: ({ pageParam }) => getProfessionals(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The home grid: pages of 48, more loaded on demand; `total` is the whole match count. */
export const useProfessionals = (filters: FilterState) => useInfiniteQuery(professionalsQueryOptions(filters));

/**
 * The business page's 'Our Professionals', read by the default query function (a GET of the key's
 * URL). The client once fetched every professional and filtered by businessId; the API filters
 * instead, so the page stays small at any scale.
 */
export const useBusinessProfessionals = (businessId: number) => useQuery<Professional[]>({ queryKey: queryKeys.businessProfessionals(businessId) });

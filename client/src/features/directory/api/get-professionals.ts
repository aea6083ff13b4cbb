import { infiniteQueryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { ProfessionalsRequest } from "@shared/filters";
import * as queryKeys from "@shared/query-keys";
import type { Professional } from "@shared/schema";
import { getPage } from "@/lib/api-client";

/** A failed list call raises 'Failed to fetch professionals'. */
export const getProfessionals = (url: string, cursor?: string) => getPage<Professional>(url, cursor, "Failed to fetch professionals");

/** The address's filter as shared/filters.ts's readFilters made it a request: the key the server seeds the first page under, and the API URL. */
export const professionalsQueryOptions = ({ queryKey, url }: ProfessionalsRequest) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => getProfessionals(url, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
    // Back from a profile finds the pages it loaded ("Load more"), even after a long read (default 5 minutes).
    gcTime: 30 * 60_000,
  });

/** The home grid: pages of 48, more loaded on demand; `total` is the whole match count. */
export const useProfessionals = (request: ProfessionalsRequest) => useInfiniteQuery(professionalsQueryOptions(request));

/**
 * The business page's 'Our Professionals', read by the default query function (a GET of the key's
 * URL). The client once fetched every professional and filtered by businessId; the API filters
 * instead, so the page stays small at any scale.
 */
export const useBusinessProfessionals = (businessId: number) => useQuery<Professional[]>({ queryKey: queryKeys.businessProfessionals(businessId) });

import { infiniteQueryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { CategoryCounts } from "@shared/category-counts";
import { countsUrl, type ProfessionalsRequest } from "@shared/filters";
import * as queryKeys from "@shared/query-keys";
import type { ListCounts, Professional } from "@shared/schema";
import { getJson, getPage, type ListPage } from "@/lib/api-client";

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

/**
 * A search's counts when its first page came without them (X-Counts: separate, issue 26 item 1):
 * asked once the page is there, cached under the page's key, and shaped as the page would have
 * carried them (parsed as getPage parses the headers), so the grid reads one or the other.
 */
export const useProfessionalCounts = (request: ProfessionalsRequest, wanted: boolean) =>
  useQuery({
    queryKey: queryKeys.professionalCounts(request.queryKey),
    queryFn: async (): Promise<Pick<ListPage<Professional>, "total" | "totalCapped" | "categoryCounts" | "languageCounts">> => {
      const counts = await getJson<ListCounts>(countsUrl(request.url));
      return {
        total: counts.total,
        ...(counts.totalCapped && { totalCapped: true }),
        ...(counts.categoryCounts && { categoryCounts: countsByNumber(counts.categoryCounts) }),
        ...(counts.languageCounts && { languageCounts: counts.languageCounts }),
      };
    },
    enabled: wanted,
    gcTime: 30 * 60_000,
  });

/** JSON's string keys as the category ids they are. */
const countsByNumber = (counts: Record<string, number>): CategoryCounts => Object.fromEntries(Object.entries(counts).map(([id, n]) => [Number(id), n]));

/** The home grid: pages of 48, more loaded on demand; `total` is the whole match count. */
export const useProfessionals = (request: ProfessionalsRequest) => useInfiniteQuery(professionalsQueryOptions(request));

/**
 * The business page's 'Our Professionals', read by the default query function (a GET of the key's
 * URL). The client once fetched every professional and filtered by businessId; the API filters
 * instead, so the page stays small at any scale.
 */
export const useBusinessProfessionals = (businessId: number) => useQuery<Professional[]>({ queryKey: queryKeys.businessProfessionals(businessId) });

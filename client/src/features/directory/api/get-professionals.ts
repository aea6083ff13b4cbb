import { infiniteQueryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { Professional } from "@shared/schema";
import { getJson } from "@/lib/api-client";
import { professionalsUrl } from "../lib/filters";
import { readPage, withCursor, type ListPage } from "./paged-list";

/** SPEC §8: a failed list call raises 'Failed to fetch professionals'. */
export async function getProfessionals(categoryIds: number[], search: string, cursor?: string): Promise<ListPage<Professional>> {
  const res = await fetch(withCursor(professionalsUrl(categoryIds, search), cursor), { credentials: "include" });
  if (!res.ok) throw new Error("Failed to fetch professionals");
  return readPage<Professional>(res);
}

export const professionalsQueryOptions = (categoryIds: number[], search: string) =>
  infiniteQueryOptions({
    queryKey: ["/api/professionals", { categoryIds, search: search.trim() }],
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
export const useBusinessProfessionals = (businessId: number) =>
  useQuery({ queryKey: [`/api/professionals/?businessId=${businessId}&limit=100`], queryFn: ({ queryKey }) => getJson<Professional[]>(String(queryKey[0])) });

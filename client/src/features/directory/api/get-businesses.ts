import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { Business } from "@shared/schema";
import { apiRequest } from "@/lib/api-client";
import { readPage, withCursor, type ListPage } from "./paged-list";

export async function getBusinesses(cursor?: string): Promise<ListPage<Business>> {
  return readPage<Business>(await apiRequest("GET", withCursor("/api/businesses", cursor)));
}

export const businessesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ["/api/businesses"],
    queryFn: ({ pageParam }) => getBusinesses(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useBusinesses = () => useInfiniteQuery(businessesQueryOptions());

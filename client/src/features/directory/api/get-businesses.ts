import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import * as queryKeys from "@shared/query-keys";
import type { Business } from "@shared/schema";
import { getPage } from "@/lib/api-client";

export const getBusinesses = (cursor?: string) => getPage<Business>("/api/businesses", cursor);

export const businessesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.businesses(),
    queryFn: ({ pageParam }) => getBusinesses(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useBusinesses = () => useInfiniteQuery(businessesQueryOptions());

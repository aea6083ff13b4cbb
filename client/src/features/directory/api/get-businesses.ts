import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { listRequest, type ListRequest } from "@shared/filters";
import type { Business } from "@shared/schema";
import { getPage } from "@/lib/api-client";

export const getBusinesses = (url: string, cursor?: string) => getPage<Business>(url, cursor);

/** The unfiltered list: the home page's business section, and /businesses before any filter. */
const unfiltered = listRequest("businesses", { categories: [], search: "" });

/** A business grid for its filter, as shared/filters.ts's readFilters made it a request (the key the server seeds the first page under, and the API URL). */
export const businessesQueryOptions = ({ queryKey, url }: ListRequest = unfiltered) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => getBusinesses(url, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useBusinesses = (request?: ListRequest) => useInfiniteQuery(businessesQueryOptions(request));

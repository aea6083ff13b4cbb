import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { getJson } from "./api-client";

/** The default query GETs the first element of the query key. */
const defaultQueryFn: QueryFunction = ({ queryKey }) => getJson(String(queryKey[0]));

/** No retries, no refetch on focus or interval, data never stale. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { queryFn: defaultQueryFn, retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}

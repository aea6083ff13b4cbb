import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AccountMe, OwnedListingSummary } from "@shared/account/listings";
import { ApiError, getJson } from "@/lib/api-client";

/** The signed-in user's query key: sign-in and sign-out invalidate it. */
export const ACCOUNT_QUERY_KEY = ["/api/account/me"] as const;
export const OWNED_LISTINGS_QUERY_KEY = ["/api/account/listings"] as const;

/** GET /api/account/me: the signed-in user, or null when nobody is (401). */
const getAccount = (): Promise<AccountMe | null> =>
  getJson<AccountMe>(ACCOUNT_QUERY_KEY[0]).catch((err: unknown) => {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  });

export const useAccountQuery = () => useQuery(queryOptions({ queryKey: ACCOUNT_QUERY_KEY, queryFn: getAccount }));

export const useOwnedListings = () =>
  useQuery(queryOptions({ queryKey: OWNED_LISTINGS_QUERY_KEY, queryFn: () => getJson<OwnedListingSummary[]>(OWNED_LISTINGS_QUERY_KEY[0]) }));

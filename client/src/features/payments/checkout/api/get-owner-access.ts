import { useQuery } from "@tanstack/react-query";
import * as accountKeys from "@shared/account-query-keys";
import type { AccountMe, OwnedListingSummary } from "@shared/account/listings";
import { ApiError, getJson } from "@/lib/api-client";

/** GET /api/account/me: the signed-in owner, or null when nobody is (401), as /account reads it under the same key. */
export const getAccountMe = (): Promise<AccountMe | null> =>
  getJson<AccountMe>(accountKeys.accountMe()[0] as string).catch((err: unknown) => {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  });

/** GET /api/account/listings: the listings the signed-in user owns or co-owns. */
export const getOwnedListings = () => getJson<OwnedListingSummary[]>(accountKeys.ownedListings()[0] as string);

/**
 * Whether the visitor owns professional listing `id`, for /checkout's Gold link (issue 17): Gold
 * for a listing is a subscription its owner buys in /account. Asks who is signed in, then, only
 * for someone signed in, which listings they own.
 */
export function useOwnerAccess(id: number | null) {
  const me = useQuery({ queryKey: accountKeys.accountMe(), queryFn: getAccountMe, enabled: id !== null });
  const listings = useQuery({ queryKey: accountKeys.ownedListings(), queryFn: getOwnedListings, enabled: id !== null && !!me.data });
  return {
    isPending: me.isPending || (!!me.data && listings.isPending),
    me: me.data ?? null,
    owns: !!listings.data?.some((l) => l.kind === "professional" && l.id === id),
  };
}

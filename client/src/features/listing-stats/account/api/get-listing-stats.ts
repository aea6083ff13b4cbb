import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ListingStats } from "@shared/listing-stats";
import * as accountKeys from "@shared/account-query-keys";
import { getJson } from "@/lib/api-client";

/** GET /api/account/listings/:kind/:id/stats: the owned listing's last 30 days beside its category's median. */
export const getListingStats = (kind: string, id: number) => getJson<ListingStats>(accountKeys.ownerStats(kind, id)[0]!);

export const listingStatsQueryOptions = (kind: string, id: number) =>
  queryOptions({ queryKey: accountKeys.ownerStats(kind, id), queryFn: () => getListingStats(kind, id) });

export const useListingStats = (kind: string, id: number) => useQuery(listingStatsQueryOptions(kind, id));

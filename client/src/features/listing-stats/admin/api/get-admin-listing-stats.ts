import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminListingStats } from "@shared/listing-stats";
import * as accountKeys from "@shared/account-query-keys";
import { getJson } from "@/lib/api-client";

/** GET /api/admin/{professionals|businesses}/:id/stats: a listing's totals over the last 30 days. */
export const getAdminListingStats = (kind: "professionals" | "businesses", id: number) =>
  getJson<AdminListingStats>(accountKeys.adminListingStats(kind, id)[0]!);

export const adminListingStatsQueryOptions = (kind: "professionals" | "businesses", id: number) =>
  queryOptions({ queryKey: accountKeys.adminListingStats(kind, id), queryFn: () => getAdminListingStats(kind, id) });

export const useAdminListingStats = (kind: "professionals" | "businesses", id: number) => useQuery(adminListingStatsQueryOptions(kind, id));

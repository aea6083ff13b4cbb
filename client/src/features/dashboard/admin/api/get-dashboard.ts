import { queryOptions, useQuery } from "@tanstack/react-query";
import { dashboardSchema, type Dashboard } from "@shared/admin/dashboard";
import { getJson } from "@/lib/api-client";

export const DASHBOARD_KEY = ["/api/admin/dashboard"] as const;

/** GET /api/admin/dashboard: what needs doing today. */
export const getDashboard = async (): Promise<Dashboard> => dashboardSchema.parse(await getJson<unknown>(DASHBOARD_KEY[0]));

// Counts go stale as colleagues work: refreshed when the member comes back to the tab.
export const dashboardQueryOptions = () => queryOptions({ queryKey: DASHBOARD_KEY, queryFn: getDashboard, refetchOnWindowFocus: true });

export const useDashboard = () => useQuery(dashboardQueryOptions());

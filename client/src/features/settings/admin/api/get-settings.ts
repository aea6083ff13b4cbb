import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminSettings } from "@shared/admin/settings";
import { getJson } from "@/lib/api-client";

export const SETTINGS_KEY = ["/api/admin/settings"] as const;

/** GET /api/admin/settings (admins) */
export const getSettings = () => getJson<AdminSettings>(SETTINGS_KEY[0]);

export const settingsQueryOptions = () => queryOptions({ queryKey: SETTINGS_KEY, queryFn: getSettings });

export const useSettings = () => useQuery(settingsQueryOptions());

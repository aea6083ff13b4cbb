import { queryOptions, useQuery } from "@tanstack/react-query";
import * as queryKeys from "@shared/query-keys";
import type { Business } from "@shared/schema";
import { getListing } from "@/lib/api-client";

/** null: no such business (the page's not-found state); GONE: it was withdrawn (410, "no longer available"). */
export const getBusiness = (id: number) => getListing<Business>(`/api/businesses/${id}`);

export const businessQueryOptions = (id: number) => queryOptions({ queryKey: queryKeys.business(id), queryFn: () => getBusiness(id) });

export const useBusiness = (id: number | null | undefined) => useQuery({ ...businessQueryOptions(id ?? 0), enabled: id !== null && id !== undefined });

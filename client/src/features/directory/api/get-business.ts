import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Business } from "@shared/schema";
import { ApiError, getJson } from "@/lib/api-client";

/** A 404 is "no record returned" (SPEC §4 not-found state), not an error. */
export async function getBusiness(id: number): Promise<Business | null> {
  try {
    return await getJson<Business>(`/api/businesses/${id}`);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

export const businessQueryOptions = (id: number) => queryOptions({ queryKey: [`/api/businesses/${id}`], queryFn: () => getBusiness(id) });

export const useBusiness = (id: number | null | undefined) =>
  useQuery({ ...businessQueryOptions(id ?? 0), enabled: id !== null && id !== undefined });

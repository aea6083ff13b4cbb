import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Professional } from "@shared/schema";
import { ApiError, getJson } from "@/lib/api-client";

/** A 404 is "no record returned" (SPEC §4 not-found state), not an error. */
export async function getProfessional(id: number): Promise<Professional | null> {
  try {
    return await getJson<Professional>(`/api/professionals/${id}`);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

export const professionalQueryOptions = (id: number) =>
  queryOptions({ queryKey: [`/api/professionals/${id}`], queryFn: () => getProfessional(id) });

export const useProfessional = (id: number | null) => useQuery({ ...professionalQueryOptions(id ?? 0), enabled: id !== null });

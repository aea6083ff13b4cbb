import { queryOptions, useQuery } from "@tanstack/react-query";
import * as queryKeys from "@shared/query-keys";
import type { Professional } from "@shared/schema";
import { getJsonOrNull } from "@/lib/api-client";

/** null: no such professional (the page's not-found state). */
export const getProfessional = (id: number) => getJsonOrNull<Professional>(`/api/professionals/${id}`);

export const professionalQueryOptions = (id: number) => queryOptions({ queryKey: queryKeys.professional(id), queryFn: () => getProfessional(id) });

export const useProfessional = (id: number | null) => useQuery({ ...professionalQueryOptions(id ?? 0), enabled: id !== null });

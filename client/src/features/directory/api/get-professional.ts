import { queryOptions, useQuery } from "@tanstack/react-query";
import * as queryKeys from "@shared/query-keys";
import type { Professional } from "@shared/schema";
import { getListing } from "@/lib/api-client";

/** null: no such professional (the page's not-found state); GONE: it was withdrawn (410, "no longer available"). */
export const getProfessional = (id: number) => getListing<Professional>(`/api/professionals/${id}`);

export const professionalQueryOptions = (id: number) => queryOptions({ queryKey: queryKeys.professional(id), queryFn: () => getProfessional(id) });

export const useProfessional = (id: number | null) => useQuery({ ...professionalQueryOptions(id ?? 0), enabled: id !== null });

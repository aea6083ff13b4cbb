import { queryOptions, useQuery } from "@tanstack/react-query";
import type { GoldStatus } from "@shared/admin/payments";
import { getJsonOrNull } from "@/lib/api-client";

export const goldKey = (professionalId: number) => [`/api/admin/professionals/${professionalId}/gold`] as const;

/** GET /api/admin/professionals/:id/gold (admins); null when there is no such professional. */
export const getGold = (professionalId: number) => getJsonOrNull<GoldStatus>(goldKey(professionalId)[0]);

export const goldQueryOptions = (professionalId: number) => queryOptions({ queryKey: goldKey(professionalId), queryFn: () => getGold(professionalId) });

export const useGold = (professionalId: number) => useQuery(goldQueryOptions(professionalId));

import { queryOptions, useQuery } from "@tanstack/react-query";
import type { GoldStatus } from "@shared/admin/payments";
import * as accountKeys from "@shared/account-query-keys";
import { getJsonOrNull } from "@/lib/api-client";

/** GET /api/admin/professionals/:id/gold (admins); null when there is no such professional. */
export const getGold = (professionalId: number) => getJsonOrNull<GoldStatus>(accountKeys.adminGold(professionalId)[0]);

export const goldQueryOptions = (professionalId: number) =>
  queryOptions({ queryKey: accountKeys.adminGold(professionalId), queryFn: () => getGold(professionalId) });

export const useGold = (professionalId: number) => useQuery(goldQueryOptions(professionalId));

import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PartnerKey } from "@shared/partners";
import { getJson } from "@/lib/api-client";

export const PARTNER_KEYS_KEY = ["/api/admin/partner-keys"] as const;

/** GET /api/admin/partner-keys (admins): every key, newest first, with its usage; never a secret. */
export const getPartnerKeys = () => getJson<PartnerKey[]>(PARTNER_KEYS_KEY[0]);

export const partnerKeysQueryOptions = () => queryOptions({ queryKey: PARTNER_KEYS_KEY, queryFn: getPartnerKeys });

export const usePartnerKeys = () => useQuery(partnerKeysQueryOptions());

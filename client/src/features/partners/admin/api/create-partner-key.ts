import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreatedPartnerKey, CreatePartnerKey } from "@shared/partners";
import { postJson } from "@/lib/api-client";
import { PARTNER_KEYS_KEY } from "./get-partner-keys";

/** POST /api/admin/partner-keys: the new key and, in this answer only, its secret. */
export const createPartnerKey = (body: CreatePartnerKey) => postJson<CreatedPartnerKey>(PARTNER_KEYS_KEY[0], body);

export function useCreatePartnerKey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPartnerKey, onSuccess: () => queryClient.invalidateQueries({ queryKey: PARTNER_KEYS_KEY }) });
}

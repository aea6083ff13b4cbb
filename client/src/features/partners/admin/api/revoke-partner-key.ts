import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PartnerKey } from "@shared/partners";
import { postJson } from "@/lib/api-client";
import { PARTNER_KEYS_KEY } from "./get-partner-keys";

/** POST /api/admin/partner-keys/:id/revoke: the key stops working at once, for good. */
export const revokePartnerKey = (id: number) => postJson<PartnerKey>(`${PARTNER_KEYS_KEY[0]}/${id}/revoke`, {});

export function useRevokePartnerKey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokePartnerKey, onSuccess: () => queryClient.invalidateQueries({ queryKey: PARTNER_KEYS_KEY }) });
}

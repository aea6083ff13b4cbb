import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { GoldChange, GoldStatus } from "@shared/admin/payments";
import * as accountKeys from "@shared/account-query-keys";
import { postJson } from "@/lib/api-client";

/** POST /api/admin/professionals/:id/gold: grant, extend or revoke with a reason; answers the Gold as it now is. */
export const changeGold = (professionalId: number, change: GoldChange) => postJson<GoldStatus>(accountKeys.adminGold(professionalId)[0], change);

export function useChangeGold(professionalId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: GoldChange) => changeGold(professionalId, change),
    onSuccess: (status) => {
      queryClient.setQueryData(accountKeys.adminGold(professionalId), status);
      // The change is in the audit log: its history (and the global log) read it again.
      void queryClient.invalidateQueries({ queryKey: accountKeys.adminAudit() });
      void queryClient.invalidateQueries({ queryKey: accountKeys.adminPayments() });
    },
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { GoldChange, GoldStatus } from "@shared/admin/payments";
import { postJson } from "@/lib/api-client";
import { goldKey } from "./get-gold";
import { PAYMENTS_KEY } from "./get-payments";

/** POST /api/admin/professionals/:id/gold: grant, extend or revoke with a reason; answers the Gold as it now is. */
export const changeGold = (professionalId: number, change: GoldChange) => postJson<GoldStatus>(goldKey(professionalId)[0], change);

export function useChangeGold(professionalId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: GoldChange) => changeGold(professionalId, change),
    onSuccess: (status) => {
      queryClient.setQueryData(goldKey(professionalId), status);
      // The change is in the audit log: its history (and the global log) read it again.
      void queryClient.invalidateQueries({ queryKey: ["/api/admin/audit"] });
      void queryClient.invalidateQueries({ queryKey: [PAYMENTS_KEY] });
    },
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RefundRequest, RefundResponse } from "@shared/admin/payments";
import * as accountKeys from "@shared/account-query-keys";
import { postJson } from "@/lib/api-client";

/** POST /api/admin/payments/:intentId/refund: Stripe makes the refund; its webhook then records it in the ledger. */
export const refundPayment = (intentId: string, body: RefundRequest) =>
  postJson<RefundResponse>(`/api/admin/payments/${encodeURIComponent(intentId)}/refund`, body);

export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ intentId, body }: { intentId: string; body: RefundRequest }) => refundPayment(intentId, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: accountKeys.adminPayments() });
      void queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).endsWith("/gold") });
    },
  });
}

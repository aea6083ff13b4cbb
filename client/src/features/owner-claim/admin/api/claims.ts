import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminClaimRequest } from "@shared/account/claims";
import { getJson, postJson } from "@/lib/api-client";

export const ADMIN_CLAIMS_KEY = ["/api/admin/claims"] as const;

/** GET /api/admin/claims: the claim requests waiting for a decision. */
export const getAdminClaims = () => getJson<AdminClaimRequest[]>(ADMIN_CLAIMS_KEY[0]);
export const useAdminClaims = () => useQuery({ queryKey: ADMIN_CLAIMS_KEY, queryFn: getAdminClaims });

/** POST /api/admin/claims/:id/approve|reject (audited; the requester is mailed either way). */
export const decideClaim = ({ id, decision, reason }: { id: number; decision: "approve" | "reject"; reason?: string }) =>
  postJson<{ id: number; status: string }>(`/api/admin/claims/${id}/${decision}`, reason ? { reason } : {});
export function useDecideClaim() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: decideClaim, onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_CLAIMS_KEY }) });
}

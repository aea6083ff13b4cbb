import * as accountKeys from "@shared/account-query-keys";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminPendingChange } from "@shared/account/details";
import { getJson, postJson } from "@/lib/api-client";

/** GET /api/admin/pending-changes: owners' new names and categories waiting for a decision. */
export const getPendingChanges = () => getJson<AdminPendingChange[]>("/api/admin/pending-changes");
export const usePendingChanges = () => useQuery({ queryKey: accountKeys.adminPendingChanges(), queryFn: getPendingChanges });

/** POST /api/admin/pending-changes/:id/approve|reject (audited; approving changes the listing at once). */
export const decidePendingChange = ({ id, decision }: { id: number; decision: "approve" | "reject" }) =>
  postJson<{ id: number; status: string }>(`/api/admin/pending-changes/${id}/${decision}`, {});
export function useDecidePendingChange() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: decidePendingChange, onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.adminPendingChanges() }) });
}

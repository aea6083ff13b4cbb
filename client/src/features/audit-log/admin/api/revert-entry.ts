import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AuditEntry, RevertRequest } from "@shared/admin/audit";
import { postJson } from "@/lib/api-client";
import { AUDIT_URL } from "./get-audit";

/** POST /api/admin/audit/:id/revert: answers the revert's own entry; 409 when the fields changed since (force overwrites). */
export const revertEntry = (id: number, body: RevertRequest) => postJson<AuditEntry>(`${AUDIT_URL}/${id}/revert`, body);

export function useRevertEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: RevertRequest }) => revertEntry(id, body),
    // The entity changed: its history, the log, and whatever screen shows the entity read again.
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}

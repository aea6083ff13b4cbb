import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RevertResult } from "@shared/admin/import";
import { postJson } from "@/lib/api-client";

/** Takes an import back (its change set): updated listings restored, created ones removed. */
export const revertImport = (changeSetId: string) => postJson<RevertResult>(`/api/admin/import/${encodeURIComponent(changeSetId)}/revert`, {});

export function useRevertImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revertImport,
    // The admin listings lists show what the revert changed.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

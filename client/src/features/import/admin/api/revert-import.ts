import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ImportRevertConflict, RevertResult } from "@shared/admin/import";
import { ApiError } from "@/lib/api-client";

export type RevertAnswer = { result: RevertResult } | { conflict: ImportRevertConflict };

/**
 * Takes an import back (its change set, finished or interrupted): updated listings restored,
 * created ones removed (or unpublished when something points at them). A 409 listing listings
 * edited since is an answer, not an error: the screen offers "Revert anyway" (`force`).
 */
export async function revertImport({ changeSetId, force = false }: { changeSetId: string; force?: boolean }): Promise<RevertAnswer> {
  const res = await fetch(`/api/admin/import/${encodeURIComponent(changeSetId)}/revert${force ? "?force=true" : ""}`, {
    method: "POST",
    credentials: "include",
  });
  const body = (await res.json().catch(() => undefined)) as { message?: unknown; conflicts?: unknown } | undefined;
  if (res.ok) return { result: body as RevertResult };
  if (res.status === 409 && body && Array.isArray(body.conflicts)) return { conflict: body as ImportRevertConflict };
  throw new ApiError(res.status, `${res.status}: ${res.statusText}`, typeof body?.message === "string" ? body.message : undefined);
}

export function useRevertImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revertImport,
    // The admin listings lists and the imports list show what the revert changed.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

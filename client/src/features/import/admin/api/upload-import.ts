import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ImportKind, ImportReport } from "@shared/admin/import";
import { ApiError } from "@/lib/api-client";

/**
 * Sends a CSV file as the raw body (Content-Type text/csv) for a dry run, an import, or the
 * resumption of an interrupted import. A 200
 * and a 422 (an import refused for rejected rows) both carry the per-row report; any other
 * answer (the file itself refused: encoding, size, columns) is an ApiError with its message.
 */
export async function uploadImport(kind: ImportKind, file: Blob, dryRun: boolean, resume?: string): Promise<ImportReport> {
  const query = new URLSearchParams({ dryRun: String(dryRun), ...(resume && { resume }) });
  const res = await fetch(`/api/admin/import/${kind}?${query.toString()}`, {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "text/csv" },
    body: file,
  });
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (res.ok || (res.status === 422 && body && typeof body === "object" && "counts" in body)) return body as ImportReport;
  const message = body && typeof body === "object" && "message" in body && typeof body.message === "string" ? body.message : undefined;
  throw new ApiError(res.status, `${res.status}: ${text || res.statusText}`, message);
}

/** `resume`: the change set of an interrupted import, finished with the same file. */
export function useUploadImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file, dryRun, resume }: { kind: ImportKind; file: Blob; dryRun: boolean; resume?: string }) =>
      uploadImport(kind, file, dryRun, resume),
    // An import (or its failure) shows in the list of imports.
    onSettled: (_answer, _err, { dryRun }) => (dryRun ? undefined : queryClient.invalidateQueries()),
  });
}

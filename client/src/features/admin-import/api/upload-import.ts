import { useMutation } from "@tanstack/react-query";
import type { ImportKind, ImportReport } from "@shared/admin/import";
import { ApiError } from "@/lib/api-client";

/**
 * Sends a CSV file as the raw body (Content-Type text/csv) for a dry run or an import. A 200
 * and a 422 (an import refused for rejected rows) both carry the per-row report; any other
 * answer (the file itself refused: encoding, size, columns) is an ApiError with its message.
 */
export async function uploadImport(kind: ImportKind, file: Blob, dryRun: boolean): Promise<ImportReport> {
  const res = await fetch(`/api/admin/import/${kind}?dryRun=${dryRun}`, {
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

export const useUploadImport = () =>
  useMutation({ mutationFn: ({ kind, file, dryRun }: { kind: ImportKind; file: Blob; dryRun: boolean }) => uploadImport(kind, file, dryRun) });

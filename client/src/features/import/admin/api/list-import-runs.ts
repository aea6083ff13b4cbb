import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ImportRun } from "@shared/admin/import";
import { getJson } from "@/lib/api-client";

export const IMPORT_RUNS_KEY = "/api/admin/import/runs";
/** The one key of the list (mutations of the import screen invalidate through it). */
export const importRunsKey = () => [IMPORT_RUNS_KEY];

/** GET /api/admin/import/runs: the newest imports and where each stands (running, applied, interrupted, reverted). */
export const listImportRuns = () => getJson<ImportRun[]>(IMPORT_RUNS_KEY);

export const importRunsQueryOptions = () =>
  queryOptions({
    queryKey: importRunsKey(),
    queryFn: listImportRuns,
    // A running import's count of written rows moves: look again every few seconds until it stops.
    refetchInterval: (query) => (query.state.data?.some((r) => r.state === "running") ? 3000 : false),
  });

export const useImportRuns = () => useQuery(importRunsQueryOptions());

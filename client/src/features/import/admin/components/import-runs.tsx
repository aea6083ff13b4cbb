import { useState } from "react";
import type { ImportRevertConflict, ImportRun, ImportState } from "@shared/admin/import";
import { Button, buttonClass } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { useImportRuns } from "../api/list-import-runs";
import { useRevertImport } from "../api/revert-import";
import { useUploadImport } from "../api/upload-import";

const failure = (err: unknown) => (err instanceof ApiError && err.serverMessage) || "Something went wrong. Try again.";

const STATE: Record<ImportState, { label: string; tone: string }> = {
  running: { label: "Running", tone: "bg-sky-100 text-sky-900" },
  applied: { label: "Imported", tone: "bg-emerald-100 text-emerald-900" },
  interrupted: { label: "Interrupted", tone: "bg-amber-100 text-amber-900" },
  reverted: { label: "Reverted", tone: "bg-slate-100 text-slate-700" },
};

const when = (iso: string) => new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });

/** One import: what it did, and Revert (and Resume, once interrupted: the same file again, under the same change set). */
function RunItem({ run }: { run: ImportRun }) {
  const revert = useRevertImport();
  const resume = useUploadImport();
  const [conflict, setConflict] = useState<ImportRevertConflict | null>(null);
  const busy = revert.isPending || resume.isPending;
  const doRevert = (force: boolean) =>
    revert.mutate(
      { changeSetId: run.changeSetId, force },
      {
        onSuccess: (answer) => {
          if ("conflict" in answer) return setConflict(answer.conflict);
          setConflict(null);
          toast({ title: "Import reverted", description: answer.result.message });
        },
        onError: (err) => toast({ title: "Could not revert", description: failure(err), variant: "destructive" }),
      },
    );
  const doResume = (file: File | undefined) =>
    file &&
    resume.mutate(
      { kind: run.kind, file, dryRun: false, resume: run.changeSetId },
      {
        onSuccess: (answer) => toast({ title: answer.applied ? "Import finished" : "Nothing imported", description: answer.message }),
        onError: (err) => toast({ title: "Could not resume", description: failure(err), variant: "destructive" }),
      },
    );
  const { label, tone } = STATE[run.state];
  return (
    <li className="grid gap-2 px-3 py-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>{label}</span>
        <span className="font-medium text-slate-900">{run.kind === "professionals" ? "Professionals" : "Businesses"}</span>
        <span className="text-sm text-slate-600">
          {when(run.startedAt)} · {run.actorEmail}
        </span>
      </div>
      <p className="text-sm text-slate-700">
        {run.written.toLocaleString("en-US")} of {run.planned.toLocaleString("en-US")} rows written
        {run.state === "interrupted" && ". It stopped before the end: revert what it wrote, or resume it with the same file."}
      </p>
      {(run.state === "applied" || run.state === "interrupted") && (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" disabled={busy} onClick={() => doRevert(false)}>
            {revert.isPending ? "Reverting…" : "Revert"}
          </Button>
          {run.state === "interrupted" && (
            <label className={buttonClass("outline", busy ? "pointer-events-none opacity-50" : "cursor-pointer")}>
              {resume.isPending ? "Resuming…" : "Resume with the same file"}
              <input type="file" accept=".csv,text/csv" className="sr-only" disabled={busy} onChange={(e) => doResume(e.target.files?.[0])} />
            </label>
          )}
        </div>
      )}
      {conflict && (
        <div role="alert" className="grid gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <p>{conflict.message}</p>
          <ul className="list-disc pl-5">
            {conflict.conflicts.slice(0, 10).map((c) => (
              <li key={c.entityId}>
                {c.name} (#{c.entityId}): {c.fields.join(", ")}
              </li>
            ))}
          </ul>
          <div>
            <Button variant="outline" disabled={busy} onClick={() => doRevert(true)}>
              Revert anyway
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}

/** The newest imports, with where each stands. */
export function ImportRuns() {
  const runs = useImportRuns();
  return (
    <section className="grid gap-2" aria-labelledby="import-runs-title">
      <h2 id="import-runs-title" className="text-lg font-semibold text-slate-900">
        Recent imports
      </h2>
      {runs.isPending ? (
        <Skeleton className="h-20 w-full" />
      ) : runs.isError ? (
        <p role="alert" className="text-sm text-red-800">
          The list of imports could not be loaded. {failure(runs.error)}
        </p>
      ) : runs.data.length === 0 ? (
        <p className="text-sm text-slate-600">No import yet.</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {runs.data.map((run) => (
            <RunItem key={run.changeSetId} run={run} />
          ))}
        </ul>
      )}
    </section>
  );
}

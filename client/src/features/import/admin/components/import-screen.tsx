import { useState } from "react";
import { importKinds, MAX_IMPORT_BYTES, type ImportKind, type ImportReport } from "@shared/admin/import";
import { Button, ButtonAnchor } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { exportListingsUrl } from "../api/export-listings";
import { useRevertImport } from "../api/revert-import";
import { useUploadImport } from "../api/upload-import";
import { ImportReportView } from "./import-report";
import { ImportRuns } from "./import-runs";

const LABELS: Record<ImportKind, string> = { professionals: "Professionals", businesses: "Businesses" };
const failure = (err: unknown) => (err instanceof ApiError && err.serverMessage) || "Something went wrong. Try again.";

/** /admin/import: export the listings as CSV; check a CSV file (dry run), import it, and revert or resume the recent imports. */
export default function ImportScreen() {
  const [kind, setKind] = useState<ImportKind>("professionals");
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const upload = useUploadImport();
  const revert = useRevertImport();

  const run = (dryRun: boolean) => {
    if (!file) return;
    setFileError(null);
    upload.mutate(
      { kind, file, dryRun },
      {
        onSuccess: (answer) => {
          setReport(answer);
          if (!dryRun)
            toast({
              title: answer.applied ? "Import done" : "Nothing imported",
              description: answer.message,
              variant: answer.counts.reject ? "destructive" : "default",
            });
        },
        onError: (err) => {
          setReport(null);
          setFileError(failure(err));
        },
      },
    );
  };
  const reset = (next: File | null) => {
    setFile(next);
    setReport(null);
    setFileError(next && next.size > MAX_IMPORT_BYTES ? "The file is larger than 20 MB. Split it into smaller files and import each." : null);
  };
  const reverted = revert.data !== undefined && "result" in revert.data;
  const ready = report?.dryRun && report.counts.reject === 0 && report.counts.create + report.counts.update > 0;

  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-bold text-slate-900">Import and export</h1>
      <section className="grid gap-2">
        <h2 className="text-lg font-semibold text-slate-900">Export</h2>
        <p className="text-sm text-slate-600">Every listing, unpublished ones too, in the import's format. Importing an export unchanged changes nothing.</p>
        <div className="flex flex-wrap gap-2">
          {importKinds.map((k) => (
            <ButtonAnchor key={k} variant="outline" href={exportListingsUrl(k)} download>
              Export {LABELS[k].toLowerCase()} (CSV)
            </ButtonAnchor>
          ))}
        </div>
      </section>
      <section className="grid gap-4">
        <h2 className="text-lg font-semibold text-slate-900">Import a CSV file</h2>
        <p className="text-sm text-slate-600">
          UTF-8 CSV, up to 20 MB, with an <code>external_id</code> column: a row whose id is already here updates that listing, any other creates one. Check the
          file first; if any row is rejected, the import changes nothing.
        </p>
        <fieldset className="flex flex-wrap gap-4">
          <legend className="mb-1 text-sm font-medium text-slate-800">Kind of listing</legend>
          {importKinds.map((k) => (
            <label key={k} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
              <input type="radio" name="import-kind" value={k} checked={kind === k} onChange={() => (setKind(k), setReport(null))} />
              {LABELS[k]}
            </label>
          ))}
        </fieldset>
        <Field id="import-file" label="CSV file">
          <input id="import-file" type="file" accept=".csv,text/csv" className="block w-full text-sm" onChange={(e) => reset(e.target.files?.[0] ?? null)} />
        </Field>
        {fileError && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {fileError}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => run(true)} disabled={!file || upload.isPending || !!fileError}>
            {upload.isPending && upload.variables?.dryRun ? "Checking…" : "Check the file (dry run)"}
          </Button>
          <Button variant="gold" onClick={() => run(false)} disabled={!ready || upload.isPending}>
            {upload.isPending && !upload.variables?.dryRun ? "Importing…" : "Import"}
          </Button>
        </div>
        {report && <ImportReportView report={report} />}
        {report?.applied && report.changeSetId && (
          <div>
            <Button
              variant="outline"
              disabled={revert.isPending || reverted}
              onClick={() =>
                revert.mutate(
                  { changeSetId: report.changeSetId! },
                  {
                    onSuccess: (answer) =>
                      "conflict" in answer
                        ? toast({ title: "Not reverted", description: answer.conflict.message, variant: "destructive" })
                        : toast({ title: "Import reverted", description: answer.result.message }),
                    onError: (err) => toast({ title: "Could not revert", description: failure(err), variant: "destructive" }),
                  },
                )
              }
            >
              {reverted ? "Reverted" : revert.isPending ? "Reverting…" : "Revert this import"}
            </Button>
          </div>
        )}
      </section>
      <ImportRuns />
    </div>
  );
}

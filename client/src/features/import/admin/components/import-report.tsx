import type { ImportReport, RowOutcome } from "@shared/admin/import";
import { Button } from "@/components/ui/button";
import { downloadReport } from "./report-csv";

/** Rows shown on screen per list; the download has every one. */
const SHOWN = 50;

function Count({ label, value, tone }: { label: string; value: number; tone: string }) {
  return (
    <div className="rounded-md border border-slate-200 bg-white px-3 py-2">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className={`text-xl font-bold ${tone}`}>{value.toLocaleString("en-US")}</dd>
    </div>
  );
}

function RowList({ title, rows, detail }: { title: string; rows: RowOutcome[]; detail: (r: RowOutcome) => string[] }) {
  if (rows.length === 0) return null;
  return (
    <section className="grid gap-2">
      <h3 className="text-base font-semibold text-slate-900">
        {title} ({rows.length.toLocaleString("en-US")}
        {rows.length > SHOWN ? `, first ${SHOWN} shown` : ""})
      </h3>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white text-sm">
        {rows.slice(0, SHOWN).map((r) => (
          <li key={r.row} className="grid gap-1 px-3 py-2 md:grid-cols-[10rem_1fr]">
            <span className="font-medium break-all text-slate-900">
              Row {r.row} · {r.externalId || "(no external_id)"}
            </span>
            <ul className="grid gap-0.5 text-slate-700">
              {detail(r).map((d, i) => (
                <li key={i} className="break-words">
                  {d}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A dry run's or an import's report: counts, the first rejections and updates, and the full report as a CSV download. */
export function ImportReportView({ report }: { report: ImportReport }) {
  const { counts } = report;
  const rejected = report.rows.filter((r) => r.action === "reject");
  const updated = report.rows.filter((r) => r.action === "update");
  return (
    <div className="grid gap-4">
      <p role="status" className={`rounded-md px-3 py-2 text-sm font-medium ${counts.reject ? "bg-red-50 text-red-800" : "bg-emerald-50 text-emerald-900"}`}>
        {report.message}
      </p>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        <Count label="Rows" value={counts.rows} tone="text-slate-900" />
        <Count label="New" value={counts.create} tone="text-emerald-800" />
        <Count label="Updated" value={counts.update} tone="text-brand-800" />
        <Count label="Unchanged" value={counts.unchanged} tone="text-slate-700" />
        <Count label="Rejected" value={counts.reject} tone={counts.reject ? "text-red-800" : "text-slate-700"} />
      </dl>
      <RowList title="Rejected rows" rows={rejected} detail={(r) => (r.problems ?? []).map((p) => `${p.column}: ${p.reason}`)} />
      <RowList title="Updates" rows={updated} detail={(r) => (r.changes ?? []).map((c) => `${c.column}: “${c.before}” → “${c.after}”`)} />
      {report.rows.length > 0 && (
        <div>
          <Button variant="outline" onClick={() => downloadReport(report)}>
            Download the full report (CSV)
          </Button>
        </div>
      )}
    </div>
  );
}

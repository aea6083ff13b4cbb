import type { ImportReport } from "@shared/admin/import";
import { csvCell } from "@shared/csv-cell";

/** The whole report as CSV, one line per change or problem (formula-like cells made inert). */
export function reportCsv(report: ImportReport): string {
  const lines = [["row", "external_id", "action", "column", "detail"]];
  for (const r of report.rows) {
    if (r.problems) for (const p of r.problems) lines.push([String(r.row), r.externalId, r.action, p.column, p.reason]);
    else if (r.changes) for (const c of r.changes) lines.push([String(r.row), r.externalId, r.action, c.column, `${c.before} → ${c.after}`]);
    else lines.push([String(r.row), r.externalId, r.action, "", ""]);
  }
  return lines.map((l) => l.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

/** Offers the report as a file download. */
export function downloadReport(report: ImportReport) {
  const url = URL.createObjectURL(new Blob([reportCsv(report)], { type: "text/csv;charset=utf-8" }));
  const a = Object.assign(document.createElement("a"), { href: url, download: `import-report-${report.kind}.csv` });
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

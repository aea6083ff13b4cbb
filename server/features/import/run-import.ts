import { randomUUID } from "node:crypto";
import type { Request, Response } from "express";
import { importQuerySchema, type ImportKind, type ImportReport } from "@shared/admin/import";
import { auditActor } from "../../audit/record-audit";
import type { Db } from "../../db/client";
import { writeJsonInTurns } from "../../lib/event-loop-turns";
import { HttpError } from "../../lib/http-error";
import { applyImport } from "./apply-import";
import { findRun, planned, recordFinish, recordStart } from "./import-runs";
import { loadCategories } from "./listing-tables";
import { outcomes, planImport, type ImportPlan } from "./plan-import";
import { readRows } from "./read-rows";
import { countOf as plural } from "@shared/plural";

const summary = ({ counts }: ImportPlan) =>
  `${plural(counts.create, "new listing")}, ${plural(counts.update, "update")}, ${plural(counts.unchanged, "unchanged row")}`;

/** The answer of a dry run or an import, written once the import lock is let go (a client reading it slowly must not hold the lock). */
export interface ImportAnswer {
  status: number;
  plan: ImportPlan;
  fields: Pick<ImportReport, "dryRun" | "applied" | "message" | "changeSetId">;
}

export async function sendAnswer(res: Response, { status, plan, fields }: ImportAnswer): Promise<void> {
  const report: ImportReport = { kind: plan.kind, ...fields, counts: plan.counts, rows: await outcomes(plan) };
  res.status(status);
  await writeJsonInTurns(res, report, "rows");
}
const answer = (status: number, plan: ImportPlan, fields: ImportAnswer["fields"]): ImportAnswer => ({ status, plan, fields });

/** What is left of an interrupted import, checked before anything is read. */
async function resumable(db: Db, kind: ImportKind, changeSetId: string) {
  const run = await findRun(db, changeSetId);
  if (!run) throw new HttpError(404, "No import has this change set id.");
  if (run.kind !== kind) throw new HttpError(400, `That import was of ${run.kind}; resume it with its own file.`);
  if (run.state !== "interrupted") throw new HttpError(409, `That import is ${run.state}: only an interrupted import can be resumed.`);
}

/**
 * A dry run or an import of one uploaded file, run while this process holds the import lock
 * (the caller takes it). The import is recorded (`import.apply`, or `import.resume` under the
 * interrupted import's change set) before its first row is written, its batches carry the change
 * set, and `import.finish` follows the last one: whatever stops it in between leaves an
 * interrupted import that /admin/import offers to revert or resume (docs/csv-import.md).
 * Chosen over one transaction for the whole import: on PGlite that transaction would hold the
 * only connection, in this thread, for the import's whole length (a 100k import: ~100 s here),
 * and every other request would wait for it.
 */
export async function runImport(db: Db, kind: ImportKind, req: Request, res: Response, text: string, now: Date): Promise<ImportAnswer> {
  const { dryRun, resume } = importQuerySchema.parse(req.query);
  if (resume && dryRun) throw new HttpError(400, "resume: a dry run resumes nothing; send dryRun=false.");
  if (resume) await resumable(db, kind, resume);
  const categories = await loadCategories(db);
  const plan = await planImport(db, kind, await readRows(kind, text, categories.lookup), categories, now);
  const { counts } = plan;
  if (counts.reject) {
    const message = `${plural(counts.reject, "row")} rejected. ${dryRun ? "Fix them before importing: an import with any rejected row changes nothing." : "Nothing was imported."}`;
    return answer(dryRun ? 200 : 422, plan, { dryRun, applied: false, message, changeSetId: null });
  }
  if (dryRun) return answer(200, plan, { dryRun, applied: false, message: `Dry run: ${summary(plan)}. Nothing was written.`, changeSetId: null });
  const actor = auditActor(req, res);
  if (planned(counts) === 0 && !resume)
    return answer(200, plan, {
      dryRun,
      applied: false,
      message: `Nothing to change: all ${plural(counts.rows, "row")} match the directory.`,
      changeSetId: null,
    });
  const changeSetId = resume ?? randomUUID();
  await recordStart(db, actor, changeSetId, kind, counts, resume !== undefined);
  let written = 0;
  try {
    await applyImport(db, plan, actor, changeSetId, now, (n) => (written += n));
    await recordFinish(db, actor, changeSetId, written);
  } catch {
    throw new HttpError(
      500,
      `The import stopped after ${plural(written, "row")} of ${planned(counts).toLocaleString("en-US")} (the database did not answer). ` +
        `What it wrote is recorded as an interrupted import: revert it or resume it from the Import page (change set ${changeSetId}).`,
      "import_interrupted",
    );
  }
  const message = resume ? `Resumed and finished: ${summary(plan)}.` : `Imported: ${summary(plan)}.`;
  return answer(200, plan, { dryRun, applied: true, message, changeSetId });
}

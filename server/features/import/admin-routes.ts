import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import express, { type Request, type Response, type Router } from "express";
import { changeSetIdSchema, importKindSchema, importQuerySchema, MAX_IMPORT_BYTES, type ImportKind, type ImportReport } from "@shared/admin/import";
import { auditActor, recordAudit } from "../../audit/record-audit";
import { requireRole } from "../../auth/staff";
import type { Db } from "../../db/client";
import { auditLog } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { allowLongRequest } from "../../middleware/request-timeout";
import { applyImport } from "./apply-import";
import { streamExport } from "./export-csv";
import { loadCategories } from "./listing-tables";
import { outcomes, planImport, type ImportPlan } from "./plan-import";
import { readRows } from "./read-rows";
import { decodeUpload, readUpload } from "./read-upload";
import { revertChangeSet } from "./revert-import";
import { countOf as plural } from "@shared/plural";

export interface ImportRouterOptions {
  db: Db;
  now: () => Date;
  /** Upload cap (default MAX_IMPORT_BYTES); tests lower it. */
  maxBytes?: number;
}

function report(plan: ImportPlan, dryRun: boolean, applied: boolean, message: string, changeSetId: string | null): ImportReport {
  return { kind: plan.kind, dryRun, applied, message, counts: plan.counts, rows: outcomes(plan), changeSetId };
}

const summary = ({ counts }: ImportPlan) =>
  `${plural(counts.create, "new listing")}, ${plural(counts.update, "update")}, ${plural(counts.unchanged, "unchanged row")}`;

/**
 * CSV import and export of listings (docs/csv-import.md). One import or revert runs at a time
 * in a process: two at once would interleave their batches and their change sets.
 */
export function importAdminRouter({ db, now, maxBytes = MAX_IMPORT_BYTES }: ImportRouterOptions): Router {
  const router = express.Router();
  let busy = false;
  const exclusive = async <T>(work: () => Promise<T>): Promise<T> => {
    if (busy) throw new HttpError(409, "Another import or revert is running. Try again when it has finished.");
    busy = true;
    try {
      return await work();
    } finally {
      busy = false;
    }
  };

  const importFile = (kind: ImportKind) => async (req: Request, res: Response) => {
    const { dryRun } = importQuerySchema.parse(req.query);
    allowLongRequest(res);
    const run = async () => {
      const text = decodeUpload(await readUpload(req, res, maxBytes));
      const categories = await loadCategories(db);
      const plan = await planImport(db, kind, await readRows(kind, text, categories.lookup), categories, now());
      const { counts } = plan;
      if (counts.reject) {
        const message = `${plural(counts.reject, "row")} rejected. ${dryRun ? "Fix them before importing: an import with any rejected row changes nothing." : "Nothing was imported."}`;
        res.status(dryRun ? 200 : 422).json(report(plan, dryRun, false, message, null));
      } else if (dryRun) {
        res.json(report(plan, true, false, `Dry run: ${summary(plan)}. Nothing was written.`, null));
      } else if (counts.create + counts.update === 0) {
        res.json(report(plan, false, false, `Nothing to change: all ${plural(counts.rows, "row")} match the directory.`, null));
      } else {
        const changeSetId = randomUUID();
        const actor = auditActor(req, res);
        await applyImport(db, plan, actor, changeSetId, now());
        await recordAudit(db, actor, {
          action: "import.apply",
          entityType: "import",
          entityId: changeSetId,
          before: null,
          after: { kind, counts },
          changeSetId,
        });
        res.json(report(plan, false, true, `Imported: ${summary(plan)}.`, changeSetId));
      }
    };
    await (dryRun ? run() : exclusive(run));
  };

  router.post("/import/professionals", requireRole("editor"), importFile("professionals"));
  router.post("/import/businesses", requireRole("editor"), importFile("businesses"));

  router.post("/import/:changeSetId/revert", requireRole("editor"), async (req, res) => {
    const changeSetId = changeSetIdSchema.parse(req.params.changeSetId);
    allowLongRequest(res);
    await exclusive(async () => {
      const isImport = and(eq(auditLog.entityType, "import"), eq(auditLog.entityId, changeSetId));
      const [applied] = await db
        .select()
        .from(auditLog)
        .where(and(isImport, eq(auditLog.action, "import.apply")));
      if (!applied) throw new HttpError(404, "No import has this change set id.");
      const [reverted] = await db
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(and(isImport, eq(auditLog.action, "import.revert")));
      if (reverted) throw new HttpError(409, "This import was already reverted.");
      const kind = importKindSchema.parse((applied.after as { kind?: unknown } | null)?.kind);
      const actor = auditActor(req, res);
      const revertChangeSetId = randomUUID();
      const counts = await revertChangeSet(db, kind, changeSetId, actor, revertChangeSetId, now());
      await recordAudit(db, actor, {
        action: "import.revert",
        entityType: "import",
        entityId: changeSetId,
        before: applied.after,
        after: { kind, ...counts },
        changeSetId: revertChangeSetId,
        revertsId: applied.id,
      });
      const message = `Reverted: ${plural(counts.restored, "listing")} restored, ${plural(counts.deleted, "new listing")} deleted, ${plural(counts.unpublished, "new listing")} unpublished (a payment points at them).`;
      res.json({ changeSetId, revertChangeSetId, ...counts, message });
    });
  });

  const exportFile = (kind: ImportKind) => async (_req: Request, res: Response) => {
    try {
      await streamExport(db, kind, res);
    } catch (err) {
      // Once the CSV has started, an error can only cut it short: the client sees a failed download.
      if (!res.headersSent) throw err;
      res.destroy(err as Error);
    }
  };
  router.get("/export/professionals.csv", requireRole("editor"), exportFile("professionals"));
  router.get("/export/businesses.csv", requireRole("editor"), exportFile("businesses"));
  return router;
}

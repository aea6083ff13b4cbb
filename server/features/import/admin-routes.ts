import { randomUUID } from "node:crypto";
import express, { type Request, type Response, type Router } from "express";
import { changeSetIdSchema, MAX_IMPORT_BYTES, revertQuerySchema, type ImportKind } from "@shared/admin/import";
import { auditActor, recordAudit } from "../../audit/record-audit";
import { requireRole } from "../../auth/staff";
import type { Db } from "../../db/client";
import { holdJobLock } from "../../db/job-locks";
import { HttpError } from "../../lib/http-error";
import { allowLongRequest } from "../../middleware/request-timeout";
import { streamExport } from "./export-csv";
import { findRun, listRuns } from "./import-runs";
import { decodeUpload, readUpload } from "./read-upload";
import { changedSince } from "./revert-conflicts";
import { revertChangeSet } from "./revert-import";
import { runImport, sendAnswer } from "./run-import";
import { countOf as plural } from "@shared/plural";

export interface ImportRouterOptions {
  db: Db;
  now: () => Date;
  /** Upload cap (default MAX_IMPORT_BYTES); tests lower it. */
  maxBytes?: number;
  /** Default LOCK_WAIT_MS; IMPORT_LOCK_WAIT_MS sets it (0: refuse at once while another runs). */
  importLockWaitMs?: number | undefined;
}

/** How long a second import, dry run or revert waits for the running one before its 409. */
const LOCK_WAIT_MS = 2000;
const busy = (): never => {
  throw new HttpError(409, "Another import, dry run or revert is running. Try again when it has finished.");
};

/**
 * CSV import and export of listings (docs/csv-import.md). One import, dry run or revert runs at
 * a time across every process (the database's csvImport lock, server/db/job-locks.ts): two at
 * once would interleave their batches and change sets, and a 100,000-row plan costs memory.
 */
export function importAdminRouter({ db, now, maxBytes = MAX_IMPORT_BYTES, importLockWaitMs = LOCK_WAIT_MS }: ImportRouterOptions): Router {
  const router = express.Router();
  const exclusive = <T>(work: () => Promise<T>) => holdJobLock(db, "csvImport", work, busy, importLockWaitMs);

  const importFile = (kind: ImportKind) => async (req: Request, res: Response) => {
    allowLongRequest(res);
    const text = decodeUpload(await readUpload(req, res, maxBytes));
    await sendAnswer(res, await exclusive(() => runImport(db, kind, req, res, text, now())));
  };
  router.post("/import/professionals", requireRole("editor"), importFile("professionals"));
  router.post("/import/businesses", requireRole("editor"), importFile("businesses"));

  router.get("/import/runs", requireRole("editor"), async (_req, res) => {
    res.json(await listRuns(db));
  });

  router.post("/import/:changeSetId/revert", requireRole("editor"), async (req, res) => {
    const changeSetId = changeSetIdSchema.parse(req.params.changeSetId);
    const { force } = revertQuerySchema.parse(req.query);
    allowLongRequest(res);
    await exclusive(async () => {
      const run = await findRun(db, changeSetId);
      if (!run) throw new HttpError(404, "No import has this change set id.");
      if (run.state === "reverted") throw new HttpError(409, "This import was already reverted.");
      const conflict = force ? null : await changedSince(db, run.kind, changeSetId);
      if (conflict) return void res.status(409).json(conflict);
      const actor = auditActor(req, res);
      const revertChangeSetId = randomUUID();
      const counts = await revertChangeSet(db, run.kind, changeSetId, actor, revertChangeSetId, now());
      await recordAudit(db, actor, {
        action: "import.revert",
        entityType: "import",
        entityId: changeSetId,
        before: run.after,
        after: { kind: run.kind, state: run.state, ...counts },
        changeSetId: revertChangeSetId,
        revertsId: run.applyId,
      });
      const message = `Reverted: ${plural(counts.restored, "listing")} restored, ${plural(counts.deleted, "new listing")} deleted, ${plural(counts.unpublished, "new listing")} unpublished (an owner, a photo, a message or a payment points at them).`;
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

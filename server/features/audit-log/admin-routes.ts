import { Router } from "express";
import { auditIdParamSchema, auditQuerySchema, revertRequestSchema } from "@shared/admin/audit";
import { NEXT_CURSOR_HEADER } from "@shared/paging";
import { auditActor } from "../../audit/record-audit";
import { currentStaff, requireRole } from "../../auth/staff";
import type { Db } from "../../db/client";
import { HttpError } from "../../lib/http-error";
import { getAuditEntry, listAudit } from "./audit-queries";
import { revertEntry } from "./revert";
import { roleFor, type RevertRegistry } from "./revert-registry";

export interface AuditRoutesDeps {
  db: Db;
  registry: RevertRegistry;
  now: () => Date;
}

/**
 * GET /audit: one entity's history for whoever may edit it (editors: listings and categories),
 * the global log, filtered by person and dates, for admins. POST /audit/:id/revert: one click.
 */
export function auditRouter({ db, registry, now }: AuditRoutesDeps): Router {
  const router = Router();

  router.get("/audit", requireRole("editor"), async (req, res) => {
    const query = auditQuerySchema.parse(req.query);
    const oneEntity = query.entityType !== undefined && query.entityId !== undefined;
    const needed = oneEntity ? roleFor(registry, query.entityType!) : "admin";
    if (needed === "admin" && currentStaff(res).role !== "admin") throw new HttpError(403, "Your role does not allow this.");
    const page = await listAudit(db, registry, query);
    if (page.nextCursor) res.set(NEXT_CURSOR_HEADER, page.nextCursor);
    res.json(page.rows);
  });

  router.post("/audit/:id/revert", requireRole("editor"), async (req, res) => {
    const { id } = auditIdParamSchema.parse(req.params);
    const body = revertRequestSchema.parse(req.body ?? {});
    const outcome = await revertEntry(db, registry, currentStaff(res), auditActor(req, res), id, body, now());
    // A conflict says which fields changed since, so the screen can offer "revert anyway".
    if ("conflict" in outcome) return void res.status(409).json(outcome.conflict);
    res.status(201).json(await getAuditEntry(db, registry, outcome.revertId));
  });

  return router;
}

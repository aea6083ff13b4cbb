import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { importKindSchema, type ImportCounts, type ImportKind, type ImportRun, type ImportState } from "@shared/admin/import";
import { recordAudit, type AuditActor } from "../../audit/record-audit";
import type { Db } from "../../db/client";
import { jobLockHeld } from "../../db/job-locks";
import { auditLog } from "../../db/schema";

/**
 * The record of an import, in the audit log (entity type "import", entity id its change set):
 * `import.apply` written BEFORE its first row (so a crash leaves a change set that can be
 * reverted), `import.resume` before a resumed run's first row, `import.finish` after its last
 * batch committed, `import.revert` when taken back. Every row's own entry (import.create /
 * import.update) is written in its batch's transaction under the same change set.
 */
const isImport = (changeSetId: string) => and(eq(auditLog.entityType, "import"), eq(auditLog.entityId, changeSetId));

export const planned = (counts: ImportCounts) => counts.create + counts.update;

export function recordStart(db: Db, actor: AuditActor, changeSetId: string, kind: ImportKind, counts: ImportCounts, resumed: boolean) {
  return recordAudit(db, actor, {
    action: resumed ? "import.resume" : "import.apply",
    entityType: "import",
    entityId: changeSetId,
    before: null,
    after: { kind, counts },
    changeSetId,
  });
}

export const recordFinish = (db: Db, actor: AuditActor, changeSetId: string, written: number) =>
  recordAudit(db, actor, { action: "import.finish", entityType: "import", entityId: changeSetId, before: null, after: { written }, changeSetId });

type Apply = typeof auditLog.$inferSelect;

/** `lockHolder`: the caller holds the import lock itself, so no import is running and an unfinished one was interrupted. */
async function describe(db: Db, applies: Apply[], lockHolder = false): Promise<(ImportRun & { applyId: number; after: Apply["after"] })[]> {
  if (applies.length === 0) return [];
  const ids = applies.map((a) => a.entityId);
  const marks = await db
    .select({ id: auditLog.entityId, action: auditLog.action })
    .from(auditLog)
    .where(
      and(eq(auditLog.entityType, "import"), inArray(auditLog.entityId, ids), inArray(auditLog.action, ["import.finish", "import.revert", "import.resume"])),
    );
  const written = await db
    .select({ id: auditLog.changeSetId, n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(and(inArray(auditLog.changeSetId, ids), inArray(auditLog.action, ["import.create", "import.update"])))
    .groupBy(auditLog.changeSetId);
  const running = !lockHolder && (await jobLockHeld(db, "csvImport"));
  return applies.map((a) => {
    const own = marks.filter((m) => m.id === a.entityId).map((m) => m.action);
    // A resume reopens a finished run only until its own finish: the last of the two decides.
    const finished = own.lastIndexOf("import.finish") > own.lastIndexOf("import.resume");
    const state: ImportState = own.includes("import.revert") ? "reverted" : finished ? "applied" : running ? "running" : "interrupted";
    const after = (a.after ?? {}) as { kind?: unknown; counts?: ImportCounts };
    return {
      applyId: a.id,
      after: a.after,
      changeSetId: a.entityId,
      kind: importKindSchema.parse(after.kind),
      state,
      planned: after.counts ? planned(after.counts) : 0,
      written: written.find((w) => w.id === a.entityId)?.n ?? 0,
      actorEmail: a.actorEmail,
      startedAt: a.createdAt.toISOString(),
    };
  });
}

/** The newest imports with where each stands. */
export async function listRuns(db: Db, limit = 20): Promise<ImportRun[]> {
  const applies = await db.select().from(auditLog).where(eq(auditLog.action, "import.apply")).orderBy(desc(auditLog.id)).limit(limit);
  return (await describe(db, applies)).map(({ applyId: _id, after: _after, ...run }) => run);
}

/**
 * One import (its apply entry's id and snapshot too), or undefined, for a resume or a revert,
 * which hold the import lock: asked while the caller holds it, the lock would call every
 * unfinished import "running", and a resume would never be allowed.
 */
export async function findRun(db: Db, changeSetId: string) {
  const applies = await db
    .select()
    .from(auditLog)
    .where(and(isImport(changeSetId), eq(auditLog.action, "import.apply")));
  return (await describe(db, applies, true))[0];
}

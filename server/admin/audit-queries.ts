import { and, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { AuditEntry, auditQuerySchema } from "@shared/admin/audit";
import type { Db } from "../db/client";
import { auditLog } from "../db/schema";
import { decodeIdCursor, encodeIdCursor } from "../lib/id-cursor";
import type { RevertRegistry } from "./revert-registry";

type AuditQuery = z.output<typeof auditQuerySchema>;
type Row = typeof auditLog.$inferSelect & { revertedById: number | null };

/** Whether one click can revert the entry: an edit (both snapshots) of a registered type, each field restorable, outside a change set. */
export function isRevertable(registry: RevertRegistry, row: Pick<Row, "entityType" | "before" | "after" | "changeSetId">): boolean {
  const applier = registry.get(row.entityType);
  if (!applier || row.changeSetId || !row.before || !row.after) return false;
  const fields = Object.keys(row.before);
  return fields.length > 0 && fields.every((f) => applier.fields.includes(f));
}

export const toAuditEntry = (registry: RevertRegistry, row: Row): AuditEntry => ({
  id: row.id,
  actorId: row.actorId,
  actorEmail: row.actorEmail,
  actorIp: row.actorIp,
  action: row.action,
  entityType: row.entityType,
  entityId: row.entityId,
  before: row.before ?? null,
  after: row.after ?? null,
  changeSetId: row.changeSetId,
  revertsId: row.revertsId,
  revertedById: row.revertedById,
  reason: row.reason,
  createdAt: row.createdAt.toISOString(),
  revertable: isRevertable(registry, row),
});

/** The first later entry that reverted this one; audit_log_reverts_idx serves it. */
// The outer row spelled out in full: Drizzle writes a lone table's column unqualified, which inside this subquery would mean r's.
const revertedById = sql<number | null>`(select min(r.id) from audit_log r where r.reverts_id = "audit_log"."id")`;

/** The log newest first, keyset paged by id; each filter uses one of audit_log's indexes. */
export async function listAudit(db: Db, registry: RevertRegistry, query: AuditQuery): Promise<{ rows: AuditEntry[]; nextCursor: string | undefined }> {
  const filters: SQL[] = [];
  if (query.entityType) filters.push(eq(auditLog.entityType, query.entityType));
  if (query.entityId) filters.push(eq(auditLog.entityId, query.entityId));
  if (query.actorId) filters.push(eq(auditLog.actorId, query.actorId));
  // A plain substring test: no LIKE, so % and _ in the filter are only characters.
  if (query.actorEmail) filters.push(sql`position(${query.actorEmail.toLowerCase()} in lower(${auditLog.actorEmail})) > 0`);
  if (query.from) filters.push(gte(auditLog.createdAt, new Date(query.from)));
  if (query.to) filters.push(lt(auditLog.createdAt, new Date(query.to)));
  const after = decodeIdCursor(query.cursor);
  if (after !== undefined) filters.push(lt(auditLog.id, after));
  const rows = await db
    .select({ row: auditLog, revertedById })
    .from(auditLog)
    .where(and(...filters))
    .orderBy(desc(auditLog.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit).map(({ row, revertedById }) => toAuditEntry(registry, { ...row, revertedById }));
  return { rows: page, nextCursor: rows.length > query.limit ? encodeIdCursor(page.at(-1)!.id) : undefined };
}

export async function getAuditEntry(db: Db, registry: RevertRegistry, id: number): Promise<AuditEntry | null> {
  const [found] = await db.select({ row: auditLog, revertedById }).from(auditLog).where(eq(auditLog.id, id));
  return found ? toAuditEntry(registry, { ...found.row, revertedById: found.revertedById }) : null;
}

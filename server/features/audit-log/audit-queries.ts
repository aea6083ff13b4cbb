import { and, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { AuditEntry, auditQuerySchema } from "@shared/admin/audit";
import type { Db } from "../../db/client";
import { auditLog } from "../../db/schema";
import { decodeIdCursor, encodeIdCursor } from "../../lib/id-cursor";
import type { RevertRegistry } from "./revert-registry";

type AuditQuery = z.output<typeof auditQuerySchema>;
type Row = typeof auditLog.$inferSelect & { revertedById: number | null; actorName: string | null; entityName: string | null };

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
  actorName: row.actorName,
  actorIp: row.actorIp,
  action: row.action,
  entityType: row.entityType,
  entityId: row.entityId,
  entityName: row.entityName,
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

/** The staff member's name, by the entry's actor id (users' primary key). */
const actorName = sql<string | null>`(select nullif(u.name, '') from users u where u.id = "audit_log"."actor_id")`;

/**
 * What the entity is called now, by type: the CASE casts entity_id only once it is known to be a
 * number, and each lookup is by primary key. Gold entries name the professional they are for.
 */
const numericId = sql`(case when "audit_log"."entity_id" ~ '^[0-9]{1,9}$' then "audit_log"."entity_id"::int end)`;
const entityName = sql<string | null>`(case "audit_log"."entity_type"
  when 'professional' then (select p.name from professionals p where p.id = ${numericId})
  when 'gold' then (select p.name from professionals p where p.id = ${numericId})
  when 'business' then (select b.name from businesses b where b.id = ${numericId})
  when 'category' then (select c.name from categories c where c.id = ${numericId})
  when 'user' then (select coalesce(nullif(u.name, ''), u.email) from users u where u.id = "audit_log"."entity_id")
end)`;

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
    .select({ row: auditLog, revertedById, actorName, entityName })
    .from(auditLog)
    .where(and(...filters))
    .orderBy(desc(auditLog.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit).map(({ row, ...looked }) => toAuditEntry(registry, { ...row, ...looked }));
  return { rows: page, nextCursor: rows.length > query.limit ? encodeIdCursor(page.at(-1)!.id) : undefined };
}

export async function getAuditEntry(db: Db, registry: RevertRegistry, id: number): Promise<AuditEntry | null> {
  const [found] = await db.select({ row: auditLog, revertedById, actorName, entityName }).from(auditLog).where(eq(auditLog.id, id));
  if (!found) return null;
  const { row, ...looked } = found;
  return toAuditEntry(registry, { ...row, ...looked });
}

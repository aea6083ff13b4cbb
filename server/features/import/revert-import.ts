import { and, asc, eq, gt, inArray, isNull } from "drizzle-orm";
import type { ImportKind } from "@shared/admin/import";
import type { AuditActor } from "../../audit/record-audit";
import type { Db } from "../../db/client";
import { auditLog, payments } from "../../db/schema";
import { BATCH_ROWS } from "./apply-import";
import { bulkInsert } from "./bulk-upsert";
import { entityType, listingTable, selectByIds, type ListingRow } from "./listing-tables";

export interface RevertCounts {
  restored: number;
  deleted: number;
  unpublished: number;
}

type Entry = typeof auditLog.$inferSelect;
const REQUIRED: Record<ImportKind, string[]> = { professionals: ["name", "title"], businesses: ["name"] };
const pick = (row: Record<string, unknown>, fields: string[]) => Object.fromEntries(fields.map((f) => [f, row[f] ?? null]));

/** Puts the before-values of one batch's updated rows back, in one INSERT … ON CONFLICT (id) DO UPDATE. */
async function restore(
  tx: Db,
  kind: ImportKind,
  entries: Entry[],
  current: Map<number, ListingRow>,
  audit: (e: Entry, before: object | null, after: object | null) => void,
) {
  const found = entries.filter((e) => current.has(Number(e.entityId)));
  if (found.length === 0) return 0;
  const fields = [...new Set(found.flatMap((e) => Object.keys(e.before ?? {})))];
  const all = [...new Set([...fields, ...REQUIRED[kind]])];
  const values = found.map((e) => ({ ...pick(current.get(Number(e.entityId))!, all), ...e.before, id: Number(e.entityId) }));
  await bulkInsert(tx, listingTable(kind), values, { conflict: "id", update: fields });
  for (const e of found) audit(e, pick(current.get(Number(e.entityId))!, Object.keys(e.before ?? {})), e.before);
  return found.length;
}

/**
 * Takes an import back: updated listings get their before-values again, created ones are
 * deleted — or unpublished when a payment already points at them (money records keep their
 * listing). Batch by batch, each batch with its own audit entries (import.revert, pointing at
 * the entry it reverts) under `revertChangeSetId`.
 */
export async function revertChangeSet(
  db: Db,
  kind: ImportKind,
  changeSetId: string,
  actor: AuditActor,
  revertChangeSetId: string,
  now: Date,
): Promise<RevertCounts> {
  const counts: RevertCounts = { restored: 0, deleted: 0, unpublished: 0 };
  const table = listingTable(kind);
  for (let after = 0; ;) {
    const entries = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.changeSetId, changeSetId), inArray(auditLog.action, ["import.create", "import.update"]), gt(auditLog.id, after)))
      .orderBy(asc(auditLog.id))
      .limit(BATCH_ROWS);
    if (entries.length === 0) return counts;
    after = entries.at(-1)!.id;
    await db.transaction(async (tx) => {
      const ids = entries.map((e) => Number(e.entityId));
      const current = new Map((await selectByIds(tx, kind, ids)).map((r) => [r.id, r]));
      const rows: (typeof auditLog.$inferInsert)[] = [];
      const audit = (e: Entry, before: object | null, after: object | null) =>
        rows.push({
          ...actor,
          action: "import.revert",
          entityType: entityType(kind),
          entityId: e.entityId,
          before: before as never,
          after: after as never,
          changeSetId: revertChangeSetId,
          revertsId: e.id,
        });
      counts.restored += await restore(
        tx,
        kind,
        entries.filter((e) => e.action === "import.update"),
        current,
        audit,
      );
      const created = entries.filter((e) => e.action === "import.create" && current.has(Number(e.entityId)));
      const createdIds = created.map((e) => Number(e.entityId));
      const paid = new Set<number>();
      if (kind === "professionals" && createdIds.length) {
        const refs = await tx.selectDistinct({ id: payments.professionalId }).from(payments).where(inArray(payments.professionalId, createdIds));
        for (const r of refs) paid.add(r.id!);
      }
      const keep = createdIds.filter((id) => paid.has(id));
      const drop = createdIds.filter((id) => !paid.has(id));
      if (keep.length)
        await tx
          .update(table)
          .set({ unpublishedAt: now.toISOString(), updatedAt: now.toISOString() })
          .where(and(inArray(table.id, keep), isNull(table.unpublishedAt)));
      if (drop.length) await tx.delete(table).where(inArray(table.id, drop));
      for (const e of created) {
        const row = current.get(Number(e.entityId))!;
        audit(e, pick(row, Object.keys(e.after ?? {})), paid.has(row.id) ? { unpublishedAt: now.toISOString() } : null);
      }
      counts.unpublished += keep.length;
      counts.deleted += drop.length;
      await bulkInsert(tx, auditLog, rows);
    });
  }
}

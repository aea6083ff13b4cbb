import { bulkInsert } from "./bulk-upsert";
import type { AuditActor } from "../../audit/record-audit";
import type { Db } from "../../db/client";
import { auditLog } from "../../db/schema";
import { giveTurn } from "../../lib/event-loop-turns";
import { entityType, listingTable } from "./listing-tables";
import type { ImportPlan, PlannedRow } from "./plan-import";

/** Rows per transaction: each batch is two or three multi-row statements, and other requests run between batches. */
export const BATCH_ROWS = 1000;

type AuditRow = typeof auditLog.$inferInsert;

function auditRow(plan: ImportPlan, row: PlannedRow, id: number, actor: AuditActor, changeSetId: string): AuditRow {
  const changed = plan.columns.filter((c) => row.changes.some((ch) => ch.column === c.header)).map((c) => c.field);
  const pick = (source: Record<string, unknown>) => Object.fromEntries(changed.map((f) => [f, source[f] ?? null]));
  return {
    ...actor,
    action: row.action === "create" ? "import.create" : "import.update",
    entityType: entityType(plan.kind),
    entityId: String(id),
    before: row.action === "create" ? null : pick(row.existing!),
    after: row.action === "create" ? { externalId: row.externalId, ...row.write } : pick(row.write),
    changeSetId,
  };
}

/**
 * Writes one batch in one transaction: the rows keyed by external id in one
 * INSERT … ON CONFLICT (external_id) DO UPDATE, the rows exported as `#<id>` in one
 * INSERT … ON CONFLICT (id) DO UPDATE, and their audit entries in one INSERT.
 */
async function writeBatch(db: Db, plan: ImportPlan, batch: PlannedRow[], actor: AuditActor, changeSetId: string, now: string): Promise<void> {
  const table = listingTable(plan.kind);
  const update = [...plan.columns.map((c) => c.field), "updatedAt"];
  await db.transaction(async (tx) => {
    const ids = new Map<string, number>();
    const keyed = batch.filter((r) => !r.byId).map((r) => ({ ...r.write, externalId: r.externalId, updatedAt: now }));
    const written = await bulkInsert(tx, table, keyed, { conflict: "externalId", update, returning: ["id", "externalId"] });
    for (const w of written) ids.set(w.externalId as string, Number(w.id));
    const byId = batch.filter((r) => r.byId);
    await bulkInsert(
      tx,
      table,
      byId.map((r) => ({ ...r.write, id: r.existing!.id, updatedAt: now })),
      { conflict: "id", update },
    );
    for (const r of byId) ids.set(r.externalId, r.existing!.id);
    await bulkInsert(
      tx,
      auditLog,
      batch.map((r) => auditRow(plan, r, ids.get(r.externalId)!, actor, changeSetId)),
    );
  });
}

/**
 * Writes every created and updated row, batch by batch, each batch's rows audited under
 * `changeSetId` in its own transaction (so every committed row can be taken back by the change
 * set). `onBatch` hears how many rows each committed batch wrote.
 */
export async function applyImport(
  db: Db,
  plan: ImportPlan,
  actor: AuditActor,
  changeSetId: string,
  now: Date,
  onBatch: (rows: number) => void = () => {},
): Promise<void> {
  const rows = plan.rows.filter((r) => r.action === "create" || r.action === "update");
  for (let i = 0; i < rows.length; i += BATCH_ROWS) {
    const batch = rows.slice(i, i + BATCH_ROWS);
    await writeBatch(db, plan, batch, actor, changeSetId, now.toISOString());
    onBatch(batch.length);
    await giveTurn();
  }
}

import { and, asc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { ImportKind } from "@shared/admin/import";
import type { AuditActor } from "../../audit/record-audit";
import type { Db } from "../../db/client";
import { auditLog } from "../../db/schema";
import { giveTurn } from "../../lib/event-loop-turns";
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

/**
 * The change set's row entries (import.create / import.update) not reverted yet, a batch at a
 * time, in order: a revert that was itself cut short goes on where it stopped.
 */
export async function* importEntries(db: Db, changeSetId: string): AsyncGenerator<Entry[]> {
  for (let after = 0; ;) {
    const entries = await db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.changeSetId, changeSetId),
          inArray(auditLog.action, ["import.create", "import.update"]),
          gt(auditLog.id, after),
          sql`not exists (select 1 from audit_log r where r.reverts_id = ${auditLog.id})`,
        ),
      )
      .orderBy(asc(auditLog.id))
      .limit(BATCH_ROWS);
    if (entries.length === 0) return;
    after = entries.at(-1)!.id;
    yield entries;
    await giveTurn();
  }
}

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * Created listings that something else now points at: an owner who claimed it, a photo, a claim
 * or co-owner link, a pending change, a message, a payment or a subscription. Those rows have no
 * foreign key to the listing (one table serves both kinds), so deleting the listing would leave
 * them orphaned: such a listing is unpublished instead.
 */
async function referenced(tx: Db, kind: ImportKind, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const list = idList(ids);
  const k = entityType(kind);
  const byListing = ["listing_owners", "listing_photos", "owner_tokens", "claim_requests", "pending_changes", "inquiries"].map(
    (t) => sql`select listing_id as id from ${sql.identifier(t)} where listing_kind = ${k} and listing_id in (${list})`,
  );
  const byProfessional =
    kind === "professionals"
      ? ["payments", "payment_ledger", "gold_subscriptions"].map(
          (t) => sql`select professional_id as id from ${sql.identifier(t)} where professional_id in (${list})`,
        )
      : [];
  const { rows } = (await tx.execute(sql.join([...byListing, ...byProfessional], sql` union `))) as unknown as { rows: { id: number }[] };
  return new Set(rows.map((r) => Number(r.id)));
}

/** A deleted listing's statistics (counts of its views and searches) go with it. */
async function dropStats(tx: Db, kind: ImportKind, ids: number[]) {
  const k = entityType(kind);
  const list = idList(ids);
  for (const t of ["listing_stats_daily", "listing_stat_terms", "stats_visitors"])
    await tx.execute(sql`delete from ${sql.identifier(t)} where listing_kind = ${k} and listing_id in (${list})`);
}

/**
 * Takes an import back, finished or interrupted: updated listings get their before-values
 * again, created ones are deleted, or unpublished when anything points at them (see
 * `referenced`). The caller has checked for fields edited since (revert-conflicts.ts): with
 * `force` they are overwritten too. Batch by batch, each with its own audit entries
 * (import.revert, pointing at the entry it reverts) under `revertChangeSetId`.
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
  const at = now.toISOString();
  for await (const entries of importEntries(db, changeSetId)) {
    await db.transaction(async (tx) => {
      const current = new Map(
        (
          await selectByIds(
            tx,
            kind,
            entries.map((e) => Number(e.entityId)),
          )
        ).map((r) => [r.id, r]),
      );
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
      const updated = entries.filter((e) => e.action === "import.update" && current.has(Number(e.entityId)));
      if (updated.length) {
        const fields = [...new Set(updated.flatMap((e) => Object.keys(e.before ?? {})))];
        const all = [...new Set([...fields, ...REQUIRED[kind]])];
        const values = updated.map((e) => ({ ...pick(current.get(Number(e.entityId))!, all), ...e.before, id: Number(e.entityId) }));
        await bulkInsert(tx, table, values, { conflict: "id", update: fields });
        for (const e of updated) audit(e, pick(current.get(Number(e.entityId))!, Object.keys(e.before ?? {})), e.before);
        counts.restored += updated.length;
      }
      const created = entries.filter((e) => e.action === "import.create" && current.has(Number(e.entityId)));
      const createdIds = created.map((e) => Number(e.entityId));
      const kept = await referenced(tx, kind, createdIds);
      const keep = createdIds.filter((id) => kept.has(id));
      const drop = createdIds.filter((id) => !kept.has(id));
      if (keep.length)
        await tx
          .update(table)
          .set({ unpublishedAt: at, updatedAt: at })
          .where(and(inArray(table.id, keep), isNull(table.unpublishedAt)));
      if (drop.length) {
        await dropStats(tx, kind, drop);
        await tx.delete(table).where(inArray(table.id, drop));
      }
      for (const e of created) {
        const row = current.get(Number(e.entityId)) as ListingRow;
        audit(e, pick(row, Object.keys(e.after ?? {})), kept.has(row.id) ? { unpublishedAt: at } : null);
      }
      counts.unpublished += keep.length;
      counts.deleted += drop.length;
      await bulkInsert(tx, auditLog, rows);
    });
  }
  return counts;
}

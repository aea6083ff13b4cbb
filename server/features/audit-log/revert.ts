import { eq, sql } from "drizzle-orm";
import type { RevertConflict } from "@shared/admin/audit";
import { recordAudit, type AuditActor } from "../../audit/record-audit";
import type { StaffUser } from "../../auth/staff";
import type { Db } from "../../db/client";
import { auditLog } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { roleFor, type RevertRegistry } from "./revert-registry";

export type RevertOutcome = { revertId: number } | { conflict: RevertConflict };

const rank = { editor: 1, admin: 2 } as const;
const pick = (values: Record<string, unknown>, fields: readonly string[]) => Object.fromEntries(fields.map((f) => [f, values[f] ?? null]));

/** The PostgreSQL error code under Drizzle's wrapper, if the error is one. */
function sqlState(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * One click's revert: puts the `before` values of the entry's changed fields back on the entity
 * and records that as an entry of its own (`revertsId`), in one transaction. When one of those
 * fields has changed since the entry (it no longer holds the entry's `after`), or the entry was
 * already reverted, nothing is written and the conflict is answered, unless `force`. The entry's
 * row is locked first, so two clicks on the same entry run one after the other.
 */
export async function revertEntry(
  db: Db,
  registry: RevertRegistry,
  staff: StaffUser,
  actor: AuditActor,
  entryId: number,
  { force, reason }: { force: boolean; reason?: string | undefined },
  now: Date,
): Promise<RevertOutcome> {
  try {
    return await db.transaction(async (tx): Promise<RevertOutcome> => {
      const [entry] = await tx.select().from(auditLog).where(eq(auditLog.id, entryId)).for("update");
      if (!entry) throw new HttpError(404, `No audit entry ${entryId}`);
      if (entry.changeSetId)
        throw new HttpError(409, `This change is part of the import change set ${entry.changeSetId}: revert the whole set from the import page.`);
      const applier = registry.get(entry.entityType);
      if (!applier) throw new HttpError(409, `Changes to ${entry.entityType} cannot be reverted here.`);
      if (rank[staff.role] < rank[roleFor(registry, entry.entityType)]) throw new HttpError(403, "Your role does not allow this.");
      if (!entry.before || !entry.after)
        throw new HttpError(409, `Only an edit can be reverted: this entry ${entry.before ? "deleted" : "created"} the ${entry.entityType}.`);
      const fields = Object.keys(entry.before);
      const foreign = fields.filter((f) => !applier.fields.includes(f));
      if (foreign.length || fields.length === 0)
        throw new HttpError(409, `This entry cannot be reverted: ${foreign.length ? `${foreign.join(", ")} cannot be restored` : "it changed no field"}.`);

      const [already] = await tx
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(sql`${auditLog.revertsId} = ${entryId}`)
        .limit(1);
      if (already && !force) return { conflict: { message: `This change was already reverted (entry ${already.id}).`, fields: [] } };
      const current = await applier.read(tx, entry.entityId, fields);
      if (!current) throw new HttpError(409, `The ${entry.entityType} ${entry.entityId} no longer exists.`);
      const changed = fields.filter((f) => !applier.same(f, current[f], entry.after![f]));
      if (changed.length && !force) {
        return { conflict: { message: `The ${entry.entityType} changed since in ${changed.join(", ")}: revert anyway to overwrite.`, fields: changed } };
      }
      const restored = pick(entry.before, fields);
      await applier.write(tx, entry.entityId, restored, now);
      const revertId = await recordAudit(tx, actor, {
        action: `${entry.entityType}.revert`,
        entityType: entry.entityType,
        entityId: entry.entityId,
        before: pick(current, fields),
        after: restored,
        revertsId: entry.id,
        reason: reason || null,
      });
      return { revertId };
    });
  } catch (err) {
    // The earlier value now clashes with another row (a slug or external id taken since, a category deleted since).
    const state = sqlState(err);
    if (state === "23505") throw new HttpError(409, "The earlier values cannot be restored: another record now has one of them (a name, slug or external id).");
    if (state === "23503") throw new HttpError(409, "The earlier values cannot be restored: a record they point to (a category or business) no longer exists.");
    throw err;
  }
}

import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { goldChangeSchema } from "@shared/admin/payments";
import { tableApplier } from "../../audit/revert-applier";
import { recordAudit, type AuditActor } from "../../audit/record-audit";
import type { Db } from "../../db/client";
import { professionals } from "../../db/schema";
import { HttpError } from "../../lib/http-error";

type GoldChange = z.output<typeof goldChangeSchema>;

/** The furthest a manual change may set Gold: a typo of a year should not give a century. */
const MAX_YEARS_AHEAD = 10;
const day = (value: string) => value.slice(0, 10);

/**
 * A manual Gold change by an admin, with its reason, audited in the same transaction (entity
 * "gold", the professional's id; before/after `goldUntil`). The same row lock as the webhook's
 * extendGold, so a payment arriving at the same moment is applied before or after, never lost.
 * - grant: a listing that is not Gold becomes Gold from now (409 if it already is: extend it).
 * - extend: an active Gold listing's end moves later, by months from its current end as a paid
 *   period does, or to `until`; never earlier (409), so paid time is never taken by an extend.
 * - revoke: Gold ends now: gold_until becomes now, not null. The listing leaves the Gold places
 *   at once, as with null; the date keeps saying it was Gold until then, a payment made later
 *   starts from its own day either way (extendGold), a refund of an earlier payment then finds
 *   no unused time to take back, and a revert of the revoke puts the old end back.
 */
export function changeGold(db: Db, actor: AuditActor, professionalId: number, change: GoldChange, now: Date): Promise<{ goldUntil: string; auditId: number }> {
  return db.transaction(async (tx) => {
    const at = now.toISOString();
    const [row] = await tx
      .select({
        goldUntil: sql<string | null>`${professionals.goldUntil}::text`,
        active: sql<boolean>`coalesce(${professionals.goldUntil} > ${at}::timestamptz, false)`,
      })
      .from(professionals)
      .where(eq(professionals.id, professionalId))
      .for("update");
    if (!row) throw new HttpError(404, `No professional with id ${professionalId}`);
    const before = row.goldUntil === null ? null : new Date(row.goldUntil).toISOString();
    if (change.action === "grant" && row.active) throw new HttpError(409, `This listing is already Gold until ${day(before!)}: extend it instead.`);
    if (change.action !== "grant" && !row.active)
      throw new HttpError(409, `This listing is not Gold: ${change.action === "extend" ? "grant Gold instead" : "there is nothing to revoke"}.`);

    const start = change.action === "extend" ? before! : at;
    let next: string;
    if (change.action === "revoke") next = at;
    else if (change.until !== undefined) {
      next = new Date(change.until).toISOString();
      if (next <= start) throw new HttpError(409, `until must be later than ${change.action === "extend" ? `the current end, ${day(start)}` : "now"}.`);
    } else {
      // PostgreSQL's month arithmetic, as a paid period's (gold.ts): Jan 31 + 1 month = Feb 28/29.
      const [added] = await tx
        .select({ until: sql<string>`(${start}::timestamptz + make_interval(months => ${change.months!}::int))::text` })
        .from(professionals)
        .where(eq(professionals.id, professionalId));
      next = new Date(added!.until).toISOString();
    }
    const limit = new Date(now);
    limit.setUTCFullYear(limit.getUTCFullYear() + MAX_YEARS_AHEAD);
    if (new Date(next) > limit) throw new HttpError(400, `Gold can be set at most ${MAX_YEARS_AHEAD} years ahead.`);

    await tx.update(professionals).set({ goldUntil: next }).where(eq(professionals.id, professionalId));
    const auditId = await recordAudit(tx, actor, {
      action: `gold.${change.action}`,
      entityType: "gold",
      entityId: professionalId,
      before: { goldUntil: before },
      after: { goldUntil: next },
      reason: change.reason,
    });
    return { goldUntil: next, auditId };
  });
}

/** The audit log's revert of a manual Gold change (admins only): puts the listing's earlier paid-through date back. */
export const goldApplier = tableApplier({ entityType: "gold", role: "admin", table: professionals, id: professionals.id, fields: ["goldUntil"] });

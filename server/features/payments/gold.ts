import { eq, sql } from "drizzle-orm";
import type { PlanId } from "@shared/schema";
import type { Db } from "../../db/client";
import { professionals } from "../../db/schema";

/** How long one paid plan keeps a listing Gold; PostgreSQL clamps month ends (Jan 31 + 1 month = Feb 28/29). */
const PLAN_INTERVAL: Record<PlanId, string> = { "gold-monthly": "1 month", "gold-annual": "1 year" };

/** A stretch of Gold as two timestamptz values, as the database returns them. */
export interface GoldPeriod {
  from: string;
  until: string;
}

/**
 * Paid-through date after one more paid period: an active Gold listing is extended from its
 * current end, a basic or lapsed one starts from `now`. Runs inside the webhook's transaction.
 * Returns the period it added, or null when the professional no longer exists.
 */
export async function extendGold(db: Db, professionalId: number, plan: PlanId, now: Date): Promise<GoldPeriod | null> {
  // The start is read under a row lock first: RETURNING sees only the new value on PostgreSQL 15.
  const [row] = await db
    .select({ start: sql<string>`greatest(${professionals.goldUntil}, ${now.toISOString()}::timestamptz)::text` })
    .from(professionals)
    .where(eq(professionals.id, professionalId))
    .for("update");
  if (!row) return null;
  const [updated] = await db
    .update(professionals)
    .set({ goldUntil: sql`${row.start}::timestamptz + ${PLAN_INTERVAL[plan]}::interval` })
    .where(eq(professionals.id, professionalId))
    .returning({ until: sql<string>`${professionals.goldUntil}::text` });
  return { from: row.start, until: updated!.until };
}

/**
 * Takes back what one payment granted (`granted`, as extendGold returned it) and answers the
 * period removed from the end of the listing's Gold, [new end, old end], or null if the
 * professional is gone.
 *
 * Periods stack end to end, so the payment's own dates stop meaning "these days" once another
 * payment is added after it; what stays true is how long it was. The rule is therefore to
 * shorten the listing's Gold by the part of the granted period that is not yet used up:
 * `granted.until - max(granted.from, now)`, never negative.
 * - Refunded before its period began (stacked behind another): its whole length goes, and the
 *   periods after it move forward; the customer keeps exactly what the other payments bought.
 * - Refunded during its period: Gold ends now unless later payments add time after it.
 * - Refunded after its period was used up: nothing changes; whatever Gold the listing has now
 *   was bought by other payments (even after a lapse).
 * The result never goes below `now` (if the listing's Gold is still ahead) nor above the
 * current end: earlier reversals may have moved the periods, and then the granted dates say
 * more than the listing holds. The length is subtracted as an exact number of seconds, not as
 * months, which PostgreSQL would clamp differently going back than forward.
 */
export async function revokeGold(db: Db, professionalId: number, granted: GoldPeriod, now: Date): Promise<GoldPeriod | null> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const unused = sql`greatest(0, extract(epoch from (${granted.until}::timestamptz - greatest(${granted.from}::timestamptz, ${at}))))`;
  const newEnd = sql`greatest(${professionals.goldUntil} - make_interval(secs => (${unused})::float8), least(${professionals.goldUntil}, ${at}))`;
  const [row] = await db
    .select({
      oldEnd: sql<string>`${professionals.goldUntil}::text`,
      newEnd: sql<string>`(${newEnd})::text`,
      shorter: sql<boolean>`${newEnd} < ${professionals.goldUntil}`,
    })
    .from(professionals)
    .where(eq(professionals.id, professionalId))
    .for("update");
  // Gone, never Gold, or nothing of this payment's time left to take back.
  if (!row?.shorter) return null;
  await db.update(professionals).set({ goldUntil: row.newEnd }).where(eq(professionals.id, professionalId));
  return { from: row.newEnd, until: row.oldEnd };
}

/**
 * A subscription period paid (or Stripe's retries under way): the listing is Gold at least until
 * `until`, never shortened. Answers what it added, [max(current end, `from`), until], or null
 * when the listing was already Gold past `until` or no longer exists. Inside the webhook's
 * transaction, under the same row lock as extendGold.
 */
export async function extendGoldTo(db: Db, professionalId: number, from: Date, until: Date): Promise<GoldPeriod | null> {
  const end = until.toISOString();
  const [row] = await db
    .select({
      from: sql<string>`greatest(${professionals.goldUntil}, ${from.toISOString()}::timestamptz)::text`,
      longer: sql<boolean>`coalesce(${professionals.goldUntil} < ${end}::timestamptz, true)`,
    })
    .from(professionals)
    .where(eq(professionals.id, professionalId))
    .for("update");
  if (!row?.longer) return null;
  const [updated] = await db
    .update(professionals)
    .set({ goldUntil: end })
    .where(eq(professionals.id, professionalId))
    .returning({ until: sql<string>`${professionals.goldUntil}::text` });
  return { from: row.from, until: updated!.until };
}

import { eq, sql } from "drizzle-orm";
import type { PlanId } from "@shared/schema";
import type { Db } from "../../db/client";
import { professionals } from "../../db/schema";

/** How long one paid plan keeps a listing Gold; PostgreSQL clamps month ends (Jan 31 + 1 month = Feb 28/29). */
const PLAN_INTERVAL: Record<PlanId, string> = { "gold-monthly": "1 month", "gold-annual": "1 year" };

/**
 * Paid-through date after one more paid period: an active Gold listing is extended from its
 * current end, a basic or lapsed one starts from `now`. Runs inside the webhook's transaction.
 * Returns the new date, or null when the professional no longer exists.
 */
export async function extendGold(db: Db, professionalId: number, plan: PlanId, now: Date): Promise<string | null> {
  const start = sql`greatest(${professionals.goldUntil}, ${now.toISOString()}::timestamptz)`;
  const [row] = await db
    .update(professionals)
    .set({ goldUntil: sql`${start} + ${PLAN_INTERVAL[plan]}::interval` })
    .where(eq(professionals.id, professionalId))
    .returning({ goldUntil: professionals.goldUntil });
  return row?.goldUntil ?? null;
}

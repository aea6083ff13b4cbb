import { eq, sql } from "drizzle-orm";
import type { GoldStatusResponse, GoldSubscriptionStatus } from "@shared/account/gold";
import type { Db } from "../../../db/client";
import { professionals, users } from "../../../db/schema";
import { HttpError } from "../../../lib/http-error";
import { awaitingPayment } from "./subscribe";
import { liveSubscription } from "./subscription-rows";

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

/** GET …/gold: the paid-through date, and the live subscription as its payer or a co-owner sees it. */
export async function readGoldStatus(db: Db, professionalId: number, userId: string, now: Date): Promise<GoldStatusResponse> {
  const [listing] = await db
    .select({
      goldUntil: sql<string | null>`${professionals.goldUntil}::text`,
      isGold: sql<boolean>`coalesce(${professionals.goldUntil} > ${now.toISOString()}::timestamptz, false)`,
    })
    .from(professionals)
    .where(eq(professionals.id, professionalId));
  if (!listing) throw new HttpError(404, "Listing not found.");
  const row = await liveSubscription(db, professionalId);
  if (!row) return { goldUntil: iso(listing.goldUntil), isGold: listing.isGold, subscription: null };
  const mine = row.customerUserId === userId;
  const [payer] =
    mine || !row.customerUserId ? [] : await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, row.customerUserId));
  return {
    goldUntil: iso(listing.goldUntil),
    isGold: listing.isGold,
    subscription: {
      plan: row.plan,
      status: row.status as GoldSubscriptionStatus,
      currentPeriodEnd: iso(row.currentPeriodEnd),
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      trialEnd: iso(row.trialEnd),
      awaitingPayment: awaitingPayment(row),
      managedByYou: mine,
      managedBy: payer ? { name: payer.name, email: payer.email } : null,
    },
  };
}

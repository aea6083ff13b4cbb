import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { paymentLedger } from "../../db/schema";
import type { GoldPeriod } from "./gold";

export type LedgerEntry = typeof paymentLedger.$inferInsert;

/** The entries after which a payment's Gold is not (or no longer) owed. */
const REVERSING = ["refunded", "dispute_lost"] as const;

/**
 * Serialises the events of one payment intent until the transaction ends. Stripe does not
 * order its deliveries, and a refund may come before the success it refunds, when there is
 * no payments row yet to lock; without this, both could read the ledger before either wrote
 * to it, and the success would grant Gold that was already refunded.
 */
export async function lockIntent(db: Db, intentId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`payment-intent:${intentId}`}))`);
}

export async function record(db: Db, entry: LedgerEntry): Promise<void> {
  await db.insert(paymentLedger).values(entry);
}

/** What the intent's payment granted, and to whom, if it granted anything. */
export async function grantOf(db: Db, intentId: string): Promise<(GoldPeriod & { professionalId: number }) | null> {
  const [row] = await db
    .select({
      professionalId: paymentLedger.professionalId,
      from: sql<string>`${paymentLedger.goldFrom}::text`,
      until: sql<string>`${paymentLedger.goldUntil}::text`,
    })
    .from(paymentLedger)
    .where(and(eq(paymentLedger.stripePaymentIntentId, intentId), eq(paymentLedger.kind, "gold_granted")));
  return row?.professionalId != null && row.from && row.until ? { professionalId: row.professionalId, from: row.from, until: row.until } : null;
}

/** Whether a full refund or a lost dispute of the intent is already on record. */
export async function wasReversed(db: Db, intentId: string): Promise<boolean> {
  const [row] = await db
    .select({ kind: paymentLedger.kind })
    .from(paymentLedger)
    .where(and(eq(paymentLedger.stripePaymentIntentId, intentId), inArray(paymentLedger.kind, [...REVERSING])))
    .limit(1);
  return row !== undefined;
}

import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { z } from "zod";
import type { Db } from "../../db/client";
import { payments, type paymentLedger } from "../../db/schema";
import { revokeGold } from "./gold";
import { grantOf, lockIntent, record, wasReversed } from "./ledger";

const id = z.string().min(1).max(255);
const cents = z.number().int().min(0).max(99_999_999);
const currency = z.string().min(1).max(16);
/** Unexpanded in webhooks (a string), but the SDK types allow the object; null for a charge made without an intent. */
const intentRef = z.union([id, z.object({ id })]).nullable();

const chargeSchema = z.object({ id, amount: cents, amount_refunded: cents, currency, refunded: z.boolean(), payment_intent: intentRef });
const disputeSchema = z.object({ id, amount: cents, currency, status: z.string().min(1).max(64), payment_intent: intentRef });

/**
 * The charge events that move money back, and what each object must carry. The webhook
 * refuses one without these fields with 400 before it opens a transaction.
 */
export const CHARGE_EVENT_OBJECTS: Partial<Record<Stripe.Event.Type, z.ZodType>> = {
  "charge.refunded": chargeSchema,
  "charge.dispute.created": disputeSchema,
  "charge.dispute.closed": disputeSchema,
};

type Kind = (typeof paymentLedger.$inferInsert)["kind"];
type Ref = z.infer<typeof intentRef>;

/** The ledger kind and the amount of a refund or dispute event. */
function classify(event: Stripe.Event): { kind: Kind; amountCents: number; currency: string; intent: Ref } {
  if (event.type === "charge.refunded") {
    const charge = chargeSchema.parse(event.data.object);
    // `refunded` turns true once the refunds add up to the whole charge, however many there were.
    const full = charge.refunded || charge.amount_refunded >= charge.amount;
    return { kind: full ? "refunded" : "partially_refunded", amountCents: charge.amount_refunded, currency: charge.currency, intent: charge.payment_intent };
  }
  const dispute = disputeSchema.parse(event.data.object);
  const closed = dispute.status === "won" ? "dispute_won" : dispute.status === "lost" ? "dispute_lost" : "dispute_closed";
  return {
    kind: event.type === "charge.dispute.created" ? "dispute_opened" : closed,
    amountCents: dispute.amount,
    currency: dispute.currency,
    intent: dispute.payment_intent,
  };
}

/**
 * Records a refund or a dispute of a payment in the ledger, inside the webhook's transaction
 * (the event id is already recorded, so a redelivery never reaches here). A full refund or a
 * lost dispute takes back the Gold the payment granted, once: a later refund or lost dispute
 * of the same payment finds the first on record and takes nothing more. A partial refund, an
 * opened dispute and a won one change nothing but the ledger.
 */
export async function applyChargeEvent(db: Db, event: Stripe.Event, now: Date): Promise<void> {
  const { kind, amountCents, currency, intent } = classify(event);
  const intentId = typeof intent === "string" ? intent : (intent?.id ?? null);
  const entry = { stripeEventId: event.id, stripePaymentIntentId: intentId, kind, amountCents, currency, professionalId: null as number | null };
  if (intentId === null) return record(db, entry);

  await lockIntent(db, intentId);
  const [payment] = await db.select({ professionalId: payments.professionalId }).from(payments).where(eq(payments.stripePaymentIntentId, intentId));
  entry.professionalId = payment?.professionalId ?? null;
  if (kind === "refunded" || kind === "dispute_lost") {
    // Checked before this entry is written, so that it sees only the earlier ones.
    const grant = (await wasReversed(db, intentId)) ? null : await grantOf(db, intentId);
    const removed = grant && (await revokeGold(db, grant.professionalId, grant, now));
    if (removed) return record(db, { ...entry, professionalId: grant.professionalId, goldFrom: removed.from, goldUntil: removed.until });
  }
  return record(db, entry);
}

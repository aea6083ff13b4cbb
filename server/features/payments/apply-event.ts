import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { planSchema, type PaymentStatus } from "@shared/schema";
import type { Db } from "../../db/client";
import { payments, professionals, stripeEvents } from "../../db/schema";
import type { Logger } from "../../lib/logger";
import { applyChargeEvent, CHARGE_EVENT_OBJECTS } from "./charge-events";
import { settlePlanPayment } from "./grant-gold";
import { lockIntent } from "./ledger";
import { applyBillingEvent, type BillingEventContext } from "./subscriptions/apply-billing-event";
import { isBillingEvent } from "./subscriptions/event-objects";

/** The events that move a payment, and the status each records. */
const EVENT_STATUS: Partial<Record<Stripe.Event.Type, PaymentStatus>> = {
  "payment_intent.succeeded": "succeeded",
  "payment_intent.processing": "processing",
  "payment_intent.payment_failed": "failed",
  "payment_intent.canceled": "canceled",
};

/** Stripe never leaves these, so a late or reordered event must not either. */
const FINAL: ReadonlySet<string> = new Set<PaymentStatus>(["succeeded", "canceled"]);

export type EventOutcome = "duplicate" | "ignored" | "stale" | "applied";

/**
 * Applies one verified Stripe event in a single transaction: the event id is recorded first
 * (a redelivery then stops here), the payment row moves forward, a succeeded Gold plan
 * extends the listing, and a refund or dispute goes into the ledger (and may take that Gold
 * back). Subscription and invoice events (issue 17) go to subscriptions/, with what `billing`
 * fetched from Stripe beforehand; without it (Billing not configured) they are ignored. Any
 * failure rolls everything back, so Stripe's retry starts clean.
 */
export function applyStripeEvent(db: Db, event: Stripe.Event, now: Date, log: Logger, billing?: BillingEventContext): Promise<EventOutcome> {
  return db.transaction(async (tx) => {
    const fresh = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, paymentIntentId: intentOf(event) })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (fresh.length === 0) return "duplicate";
    // Own keys only: a signed but odd type such as "__proto__" must not find Object.prototype.
    if (Object.hasOwn(CHARGE_EVENT_OBJECTS, event.type)) {
      await applyChargeEvent(tx, event, now);
      return "applied";
    }
    if (isBillingEvent(event.type)) return billing ? applyBillingEvent(tx, event, now, billing) : "ignored";
    const next = Object.hasOwn(EVENT_STATUS, event.type) ? EVENT_STATUS[event.type] : undefined;
    if (!next) return "ignored";
    const intent = event.data.object as Stripe.PaymentIntent;

    await lockIntent(tx, intent.id);
    const [row] = await tx.select().from(payments).where(eq(payments.stripePaymentIntentId, intent.id)).for("update");
    const payment = row ?? (await insertFromIntent(tx, intent));
    if (FINAL.has(payment.status)) return "stale";

    await tx.update(payments).set({ status: next, lastEventId: event.id, updatedAt: now }).where(eq(payments.id, payment.id));
    const plan = planSchema.safeParse(payment.plan);
    if (next === "succeeded" && plan.success) {
      await settlePlanPayment(tx, { eventId: event.id, intent, plan: plan.data, professionalId: payment.professionalId }, now, log);
    }
    return "applied";
  });
}

/** The payment intent an event is about, for the admin ledger: the object itself, or a charge's or dispute's intent. */
function intentOf(event: Stripe.Event): string | null {
  const object = event.data.object as { object?: unknown; id?: unknown; payment_intent?: unknown };
  const ref = object.object === "payment_intent" || event.type.startsWith("payment_intent.") ? object.id : object.payment_intent;
  const id = ref && typeof ref === "object" ? (ref as { id?: unknown }).id : ref;
  // Any signed event comes here, so only an id-sized string goes into the indexed column.
  return typeof id === "string" && id.length <= 255 ? id : null;
}

/** An intent we have no row for (e.g. made in the Dashboard) is still recorded; metadata is ours, signed by Stripe. */
async function insertFromIntent(tx: Db, intent: Stripe.PaymentIntent) {
  const plan = planSchema.safeParse(intent.metadata?.plan);
  const named = Number(intent.metadata?.professional_id);
  let professionalId: number | null = null;
  if (plan.success && Number.isSafeInteger(named) && named > 0 && named <= 2_147_483_647) {
    const [found] = await tx.select({ id: professionals.id }).from(professionals).where(eq(professionals.id, named));
    professionalId = found?.id ?? null;
  }
  const [inserted] = await tx
    .insert(payments)
    .values({
      stripePaymentIntentId: intent.id,
      amountCents: intent.amount,
      currency: intent.currency,
      status: "requires_payment_method",
      plan: plan.success ? plan.data : null,
      professionalId,
      metadata: intent.metadata ?? {},
    })
    .returning();
  return inserted!;
}

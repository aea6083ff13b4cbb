import type Stripe from "stripe";
import { PLAN_PRICE_CENTS, type PlanId } from "@shared/schema";
import type { Db } from "../../db/client";
import type { Logger } from "../../lib/logger";
import { extendGold } from "./gold";
import { record, wasReversed } from "./ledger";

/** Every plan intent is created in US dollars (routes.ts); its price is PLAN_PRICE_CENTS. */
const PLAN_CURRENCY = "usd";

export interface SucceededPlan {
  eventId: string;
  intent: Pick<Stripe.PaymentIntent, "id" | "amount" | "currency">;
  plan: PlanId;
  professionalId: number | null;
}

/**
 * The Gold side of a succeeded plan payment, inside the webhook's transaction (after
 * lockIntent). Gold is granted only for what the plan costs: the metadata that names the plan
 * is set by whoever makes the intent, so an intent of 50 cents, or of 4900 yen, that says
 * "gold-monthly" is recorded as a mismatch and buys nothing. A payment refunded or lost in a
 * dispute before its success arrived (Stripe does not order events) is withheld. Every outcome
 * is an entry in the ledger; a granted period is recorded so that a refund can take it back.
 */
export async function settlePlanPayment(db: Db, { eventId, intent, plan, professionalId }: SucceededPlan, now: Date, log: Logger): Promise<void> {
  const entry = { stripeEventId: eventId, stripePaymentIntentId: intent.id, amountCents: intent.amount, currency: intent.currency, professionalId };
  const expectedCents = PLAN_PRICE_CENTS[plan];
  if (intent.amount !== expectedCents || intent.currency !== PLAN_CURRENCY) {
    // Ids and amounts only: the metadata is free text set by whoever made the intent.
    log.warn(
      {
        eventId,
        paymentIntentId: intent.id,
        professionalId,
        plan,
        amountCents: intent.amount,
        currency: intent.currency,
        expectedCents,
        expectedCurrency: PLAN_CURRENCY,
      },
      "plan payment does not match the plan's price; no Gold granted",
    );
    await record(db, { ...entry, kind: "amount_mismatch" });
    return;
  }
  if (professionalId === null) return;
  if (await wasReversed(db, intent.id)) {
    await record(db, { ...entry, kind: "gold_withheld" });
    return;
  }
  const granted = await extendGold(db, professionalId, plan, now);
  if (granted) await record(db, { ...entry, kind: "gold_granted", goldFrom: granted.from, goldUntil: granted.until });
}

import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { Router } from "express";
import type Stripe from "stripe";
import {
  intentIdParamSchema,
  paymentIntentRequestSchema,
  paymentStatusResponseSchema,
  PLAN_PRICE_CENTS,
  type PaymentIntentResponse,
  type PaymentStatusResponse,
} from "@shared/schema";
import type { Db } from "../../db/client";
import { payments, professionals } from "../../db/schema";
import { HttpError } from "../../lib/http-error";

/** Dollars (validated to at most 2 decimals) to integer cents. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function paymentsRouter(db: Db, stripe: Stripe | null): Router {
  const router = Router();

  router.post("/create-payment-intent", async (req, res) => {
    const { amount, plan, professionalId, requestId } = paymentIntentRequestSchema.parse(req.body);
    if (!stripe) throw new HttpError(503, "Payments are not configured");
    if (professionalId !== undefined) {
      const [found] = await db.select({ id: professionals.id }).from(professionals).where(eq(professionals.id, professionalId));
      if (!found) throw new HttpError(404, `No professional with id ${professionalId}`);
    }
    // A plan is priced here and only here: whatever amount the client sent is ignored.
    const amountCents = plan ? PLAN_PRICE_CENTS[plan] : toCents(amount!);
    const metadata: Record<string, string> = plan
      ? { kind: "plan", plan, amount_cents: String(amountCents), ...(professionalId && { professional_id: String(professionalId) }) }
      : { kind: "custom", amount_cents: String(amountCents) };
    // The key covers what is bought, so reusing a request id for another amount makes a new
    // intent instead of a Stripe idempotency error; without a request id the key still
    // protects the SDK's own network retry.
    const idempotencyKey = requestId
      ? `create-intent:${requestId}:${plan ?? "custom"}:${amountCents}:${professionalId ?? "-"}`
      : `create-intent:${randomUUID()}`;
    // Stripe forgets idempotency keys after 24 hours; our own record of the key does not.
    const [known] = await db.select({ id: payments.stripePaymentIntentId }).from(payments).where(eq(payments.idempotencyKey, idempotencyKey));
    const intent = known
      ? await stripe.paymentIntents.retrieve(known.id)
      : await stripe.paymentIntents.create(
          { amount: amountCents, currency: "usd", automatic_payment_methods: { enabled: true }, metadata },
          { idempotencyKey },
        );
    if (!intent.client_secret) throw new Error(`PaymentIntent ${intent.id} has no client secret`);
    // A retried request gets the same intent from Stripe, and this insert then does nothing.
    await db
      .insert(payments)
      .values({
        stripePaymentIntentId: intent.id,
        amountCents: intent.amount,
        currency: intent.currency,
        status: intent.status,
        plan: plan ?? null,
        professionalId: professionalId ?? null,
        idempotencyKey,
        metadata,
      })
      .onConflictDoNothing();
    const answer: PaymentIntentResponse = { clientSecret: intent.client_secret };
    res.json(answer);
  });

  // For the success page: the outcome our webhook recorded, never what the redirect URL claims.
  router.get("/payments/:intentId", async (req, res) => {
    // Private to whoever holds the intent id: no shared cache keeps it, and no browser re-shows a stale status.
    res.set("Cache-Control", "private, no-store");
    const { intentId } = intentIdParamSchema.parse(req.params);
    const [row] = await db
      .select({ status: payments.status, amountCents: payments.amountCents })
      .from(payments)
      .where(eq(payments.stripePaymentIntentId, intentId));
    if (!row) throw new HttpError(404, "No payment with this id");
    const answer: PaymentStatusResponse = paymentStatusResponseSchema.parse({ status: row.status, amount: row.amountCents / 100 });
    res.json(answer);
  });

  return router;
}

import express, { Router } from "express";
import type Stripe from "stripe";
import { z } from "zod";
import type { Db } from "../../db/client";
import { HttpError } from "../../lib/http-error";
import { silentLogger } from "../../lib/logger";
import { applyStripeEvent } from "./apply-event";
import { CHARGE_EVENT_OBJECTS } from "./charge-events";

export interface WebhookDeps {
  db: Db;
  stripe: Stripe | null;
  /** whsec_... of the endpoint; without it the endpoint refuses every event. */
  secret: string | undefined;
  now: () => Date;
}

/**
 * What this endpoint relies on in a verified event. A signature proves who sent the bytes, not
 * that they are shaped as we expect, so an event without an id or with a malformed payment
 * intent is refused with 400 instead of failing inside the transaction.
 */
const eventShape = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  data: z.object({
    object: z.object({
      id: z.string().min(1).max(255),
      amount: z.number().int().min(0).max(99_999_999).optional(),
      currency: z.string().min(1).max(16).optional(),
    }),
  }),
}).refine(
  // A payment intent event may create our row, which needs the amount and the currency.
  (e) => !e.type.startsWith("payment_intent.") || (e.data.object.amount !== undefined && e.data.object.currency !== undefined),
  { message: "A payment_intent event needs data.object.amount and data.object.currency" },
);

/**
 * POST /api/stripe/webhook. Stripe signs the exact bytes it sends, so this router reads the
 * raw body and must be mounted before any JSON parser.
 */
export function stripeWebhookRouter({ db, stripe, secret, now }: WebhookDeps): Router {
  const router = Router();
  router.post("/stripe/webhook", express.raw({ type: () => true, limit: "1mb" }), async (req, res) => {
    if (!stripe || !secret) throw new HttpError(503, "Webhooks are not configured");
    const signature = req.headers["stripe-signature"];
    if (typeof signature !== "string" || !Buffer.isBuffer(req.body)) throw new HttpError(400, "Missing Stripe signature");
    let event: Stripe.Event;
    try {
      // The receive time comes from our clock so that tests can set it; tolerance stays Stripe's default.
      event = stripe.webhooks.constructEvent(req.body, signature, secret, undefined, undefined, now().getTime());
    } catch {
      throw new HttpError(400, "Invalid Stripe signature");
    }
    if (!eventShape.safeParse(event).success || !objectShapeFits(event)) throw new HttpError(400, "Malformed Stripe event");
    await applyStripeEvent(db, event, now(), req.log ?? silentLogger);
    res.json({ received: true });
  });
  return router;
}

/** A refund or dispute event must carry what applyChargeEvent reads (own keys only, as in apply-event). */
function objectShapeFits(event: Stripe.Event): boolean {
  const schema = Object.hasOwn(CHARGE_EVENT_OBJECTS, event.type) ? CHARGE_EVENT_OBJECTS[event.type] : undefined;
  return !schema || schema.safeParse(event.data.object).success;
}

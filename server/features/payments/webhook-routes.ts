import { randomUUID } from "node:crypto";
import express, { Router, type Request, type Response } from "express";
import type Stripe from "stripe";
import { z } from "zod";
import type { Db } from "../../db/client";
import { HttpError } from "../../lib/http-error";
import { silentLogger } from "../../lib/logger";
import { rateLimitCheck, tooManyRequestsMessage, type RateLimitOptions } from "../../middleware/rate-limit";
import { applyStripeEvent } from "./apply-event";
import { CHARGE_EVENT_OBJECTS } from "./charge-events";
import { replaceUnstorableText } from "./storable-text";
import { BILLING_EVENT_OBJECTS, isBillingEvent } from "./subscriptions/event-objects";
import type { PriceCatalog } from "./subscriptions/gold-prices";
import { prepareBillingEvent } from "./subscriptions/prepare-event";

export interface WebhookDeps {
  db: Db;
  stripe: Stripe | null;
  /** whsec_... of the endpoint; without it the endpoint refuses every event. */
  secret: string | undefined;
  now: () => Date;
  /** Failed signatures accepted per client IP and window before 429 (default 10 a minute). */
  signatureLimit?: RateLimitOptions | undefined;
  /** Gold subscriptions (issue 17): Gold's prices, our site's origin for links in mails, and the outbox worker's wake-up. */
  billing?: WebhookBilling | undefined;
}

export interface WebhookBilling {
  prices: PriceCatalog;
  siteOf: (req: Request) => string;
  onMailQueued?: (() => void) | undefined;
}

/**
 * The largest body read. Stripe's own example events (stripe/openapi fixtures3.json, wrapped
 * as an event and pretty-printed) are 1-7 KB: a charge 5.4 KB, a dispute 2.3 KB, a payment
 * intent 2.1 KB, the largest of all resources 7.2 KB. Full metadata (50 keys of 500
 * characters) adds ~27 KB per object, and an event holds the object and its previous values:
 * under 64 KB. 256 KB leaves four times that, and costs an attacker's unsigned post a quarter
 * of what the old 1 MB did.
 */
export const WEBHOOK_BODY_LIMIT = "256kb";

/**
 * What this endpoint relies on in a verified event. A signature proves who sent the bytes, not
 * that they are shaped as we expect, so an event without an id or with a malformed payment
 * intent is refused with 400 instead of failing inside the transaction.
 */
const eventShape = z
  .object({
    id: z.string().min(1).max(255),
    type: z.string().min(1).max(255),
    data: z.object({
      object: z.object({
        id: z.string().min(1).max(255),
        amount: z.number().int().min(0).max(99_999_999).optional(),
        currency: z.string().min(1).max(16).optional(),
      }),
    }),
  })
  .refine(
    // A payment intent event may create our row, which needs the amount and the currency.
    (e) => !e.type.startsWith("payment_intent.") || (e.data.object.amount !== undefined && e.data.object.currency !== undefined),
    { message: "A payment_intent event needs data.object.amount and data.object.currency" },
  );

/**
 * POST /api/stripe/webhook. Stripe signs the exact bytes it sends, so this router reads the
 * raw body and must be mounted before any JSON parser.
 *
 * Only failed signatures are counted per client IP: past the limit they get 429 instead of
 * 400. A correctly signed event is never limited, even from a limited address, because Stripe
 * sends bursts from a few addresses and a refused event is retried for days; and the count
 * comes after the signature check, since a signature can only be checked on the whole body.
 */
export function stripeWebhookRouter({ db, stripe, secret, now, signatureLimit = {}, billing }: WebhookDeps): Router {
  const router = Router();
  const countFailure = rateLimitCheck(db, {
    limit: signatureLimit.limit ?? 10,
    windowMs: signatureLimit.windowMs ?? 60_000,
    keyPrefix: signatureLimit.keyPrefix ?? `webhook-signature-${randomUUID()}`,
    message: tooManyRequestsMessage,
  });
  /** Counts the failure (429 past the limit), then refuses with 400. */
  const refuse = async (req: Request, res: Response, message: string): Promise<never> => {
    await countFailure(req, res);
    throw new HttpError(400, message);
  };

  router.post("/stripe/webhook", express.raw({ type: () => true, limit: WEBHOOK_BODY_LIMIT }), async (req, res) => {
    if (!stripe || !secret) throw new HttpError(503, "Webhooks are not configured");
    const signature = req.headers["stripe-signature"];
    if (typeof signature !== "string" || !Buffer.isBuffer(req.body)) return refuse(req, res, "Missing Stripe signature");
    let event: Stripe.Event;
    try {
      // The receive time comes from our clock so that tests can set it; tolerance stays Stripe's default.
      event = stripe.webhooks.constructEvent(req.body, signature, secret, undefined, undefined, now().getTime());
    } catch {
      return refuse(req, res, "Invalid Stripe signature");
    }
    replaceUnstorableText(event);
    if (!eventShape.safeParse(event).success || !objectShapeFits(event)) throw new HttpError(400, "Malformed Stripe event");
    const log = req.log ?? silentLogger;
    if (isBillingEvent(event.type) && billing) {
      const effects = { mailQueued: false };
      const prepared = await prepareBillingEvent(stripe, billing.prices, event);
      await applyStripeEvent(db, event, now(), log, { prepared, site: billing.siteOf(req), log, effects });
      if (effects.mailQueued) billing.onMailQueued?.();
    } else await applyStripeEvent(db, event, now(), log);
    res.json({ received: true });
  });
  return router;
}

/** A refund, dispute, subscription or invoice event must carry what its handler reads (own keys only, as in apply-event). */
function objectShapeFits(event: Stripe.Event): boolean {
  const schema = Object.hasOwn(CHARGE_EVENT_OBJECTS, event.type)
    ? CHARGE_EVENT_OBJECTS[event.type]
    : Object.hasOwn(BILLING_EVENT_OBJECTS, event.type)
      ? BILLING_EVENT_OBJECTS[event.type]
      : undefined;
  return !schema || schema.safeParse(event.data.object).success;
}

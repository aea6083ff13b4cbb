import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { randomBytes } from "node:crypto";
import Stripe from "stripe";
import { createFakeBilling } from "./fake-stripe-billing";
import { createEventOutbox } from "./fake-stripe-events";
import { parseStripeForm } from "./fake-stripe-form";

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  form: URLSearchParams;
}

export interface FakeStripeOptions {
  /** The fake's clock (default the real one): the times of its objects and events. Tests pass their app's clock. */
  clock?: () => Date;
}

/**
 * A local stand-in for api.stripe.com, enough for the calls we make. The real
 * `stripe` SDK talks to it over HTTP (host/port/protocol options), so the tests
 * see the exact form-encoded request the SDK sends. Billing (subscriptions, invoices, the
 * Customer Portal) is in fake-stripe-billing.ts; a browser may call it too (CORS), as Stripe.js does.
 */
export async function startFakeStripe(options: FakeStripeOptions = {}) {
  const clock = options.clock ?? (() => new Date());
  const requests: RecordedRequest[] = [];
  const outbox = createEventOutbox(clock);
  let baseUrl = "";
  const intents = new Map<string, Record<string, unknown>>();
  /** Like Stripe: the same Idempotency-Key answers the same intent again. */
  const byIdempotencyKey = new Map<string, Record<string, unknown>>();
  /** The charge of each succeeded intent (markSucceeded), which refunds draw on. */
  const charges = new Map<string, ChargeLike>();
  const refunds: Record<string, unknown>[] = [];
  /** Refunds by Idempotency-Key, with the form they were made from: Stripe refuses the key with other parameters. */
  const refundKeys = new Map<string, { form: string; refund: Record<string, unknown> }>();
  let failNext: number | null = null;
  let failuresLeft = 0;

  const billing = createFakeBilling({
    baseUrl: () => baseUrl,
    now: () => Math.floor(clock().getTime() / 1000),
    emit: outbox.emit,
    registerIntent: (intent) => intents.set(intent.id, intent),
    succeedIntent: (intentId) => markSucceeded(intentId),
  });

  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => void answer(body));
    async function answer(body: string) {
      const [path = "", query = ""] = (req.url ?? "").split("?");
      const form = new URLSearchParams(req.method === "GET" ? query : body);
      // Stripe.js calls the API from the page's origin.
      res.setHeader("access-control-allow-origin", "*");
      if (req.method === "OPTIONS") {
        res.writeHead(204, {
          "access-control-allow-methods": "GET, POST, DELETE",
          "access-control-allow-headers": "authorization, content-type, stripe-version",
        });
        return res.end();
      }
      requests.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers, form });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { "content-type": "application/json", "request-id": `req_${randomBytes(6).toString("hex")}` });
        res.end(JSON.stringify(json));
      };
      if (failNext) {
        const status = failNext;
        failuresLeft -= 1;
        if (failuresLeft <= 0) failNext = null;
        return send(status, { error: { type: "api_error", message: "Fake Stripe failure" } });
      }
      if (req.method === "POST" && req.url === "/v1/payment_intents") {
        const key = req.headers["idempotency-key"];
        const replay = typeof key === "string" ? byIdempotencyKey.get(key) : undefined;
        if (replay) return send(200, replay);
        const id = `pi_${randomBytes(8).toString("hex")}`;
        const metadata: Record<string, string> = {};
        for (const [k, v] of form) {
          const m = /^metadata\[(.+)\]$/.exec(k);
          if (m) metadata[m[1]!] = v;
        }
        const intent = {
          id,
          object: "payment_intent",
          amount: Number(form.get("amount")),
          currency: form.get("currency"),
          status: "requires_payment_method",
          client_secret: `${id}_secret_${randomBytes(8).toString("hex")}`,
          metadata,
        };
        intents.set(id, intent);
        if (typeof key === "string") byIdempotencyKey.set(key, intent);
        return send(200, intent);
      }
      if (req.method === "POST" && req.url === "/v1/refunds") {
        const key = req.headers["idempotency-key"];
        const replay = typeof key === "string" ? refundKeys.get(key) : undefined;
        if (replay && replay.form !== body) {
          return send(400, {
            error: { type: "idempotency_error", message: "Keys for idempotent requests can only be used with the same parameters they were first used with." },
          });
        }
        if (replay) return send(200, replay.refund);
        const answer = refund(form);
        if ("error" in answer) return send(400, answer);
        if (typeof key === "string") refundKeys.set(key, { form: body, refund: answer });
        return send(200, answer);
      }
      const get = /^\/v1\/payment_intents\/([^/?]+)$/.exec(path);
      if (req.method === "GET" && get && intents.has(get[1]!)) return send(200, intents.get(get[1]!));
      const key = req.headers["idempotency-key"];
      const billed = await billing.handle({
        method: req.method ?? "",
        path,
        form: parseStripeForm(form),
        body,
        idempotencyKey: typeof key === "string" ? key : undefined,
      });
      if (billed?.location) {
        res.writeHead(billed.status, { location: billed.location });
        return res.end();
      }
      if (billed?.html !== undefined) {
        res.writeHead(billed.status, { "content-type": "text/html; charset=utf-8" });
        return res.end(billed.html);
      }
      if (billed) return send(billed.status, billed.json);
      send(404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${req.url})` } });
    }
  });
  const invalid = (message: string, extra: Record<string, string> = {}) => ({ error: { type: "invalid_request_error", message, ...extra } });
  /** POST /v1/refunds by payment_intent, with Stripe's checks and messages; updates the charge as Stripe does. */
  function refund(form: URLSearchParams): Record<string, unknown> {
    const intentId = form.get("payment_intent");
    if (!intentId) return invalid("One of the following params should be provided for this request: payment_intent or charge.");
    const intent = intents.get(intentId);
    if (!intent) return invalid(`No such payment_intent: '${intentId}'`, { code: "resource_missing", param: "payment_intent" });
    const charge = charges.get(intentId);
    if (!charge) return invalid(`This PaymentIntent (${intentId}) does not have a successful charge to refund.`, { param: "payment_intent" });
    const left = charge.amount - charge.amount_refunded;
    if (left <= 0) return invalid(`Charge ${charge.id} has already been refunded.`, { code: "charge_already_refunded" });
    const amount = form.has("amount") ? Number(form.get("amount")) : left;
    const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    if (!(amount >= 1)) return invalid("Invalid positive integer", { param: "amount" });
    if (amount > left) {
      return invalid(`Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(left)})`, {
        code: "amount_too_large",
        param: "amount",
      });
    }
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded >= charge.amount;
    const metadata: Record<string, string> = {};
    for (const [k, v] of form) {
      const m = /^metadata\[(.+)\]$/.exec(k);
      if (m) metadata[m[1]!] = v;
    }
    const made = {
      id: `re_${randomBytes(8).toString("hex")}`,
      object: "refund",
      amount,
      charge: charge.id,
      currency: charge.currency,
      payment_intent: intentId,
      reason: form.get("reason"),
      metadata,
      status: "succeeded",
      created: Math.floor(Date.now() / 1000),
    };
    refunds.push(made);
    return made;
  }

  /** The intent's payment went through (as payment_intent.succeeded says): it now has a charge that can be refunded. */
  function markSucceeded(intentId: string) {
    const intent = intents.get(intentId);
    if (!intent) throw new Error(`fake Stripe has no intent ${intentId}`);
    intent.status = "succeeded";
    const charge = chargeOf(intentId, { amount: Number(intent.amount), currency: String(intent.currency) });
    charges.set(intentId, charge);
    intent.latest_charge = charge.id;
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;
  return {
    url: baseUrl,
    requests,
    intents,
    refunds,
    markSucceeded,
    /** Products, prices, customers, subscriptions, invoices and portal sessions, as the fake holds them. */
    billing: billing.store,
    /** Moves a subscription as Stripe would (renewals, failures, plan switches, cancellation): see fake-stripe-billing-controls.ts. */
    controls: billing.controls,
    setWebhook: outbox.setWebhook,
    idle: outbox.idle,
    deliveries: outbox.deliveries,
    takeEvents: outbox.takeEvents,
    /** The intent's charge as Stripe would now send it in charge.refunded (its running refunded total). */
    chargeOf(intentId: string): ChargeLike {
      const charge = charges.get(intentId);
      if (!charge) throw new Error(`fake Stripe has no charge of ${intentId}`);
      return { ...charge };
    },
    /** The next `times` requests (default one) fail with `status` (the SDK retries a 5xx once). */
    failNextWith(status: number, times = 1) {
      failNext = status;
      failuresLeft = times;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface IntentLike {
  id: string;
  amount?: number;
  currency?: string;
  status?: string;
  metadata?: Record<string, string>;
}

/** The fields of a Charge our webhook reads, typed by the SDK so that the fake cannot drift from Stripe. */
export type ChargeLike = Pick<Stripe.Charge, "id" | "object" | "amount" | "amount_refunded" | "currency" | "refunded" | "payment_intent" | "metadata">;
/** The fields of a Dispute our webhook reads (a dispute names both its charge and its payment intent). */
export type DisputeLike = Pick<Stripe.Dispute, "id" | "object" | "amount" | "currency" | "charge" | "payment_intent" | "status" | "reason" | "metadata">;

/** A charge of the given intent, captured in full and not refunded unless `overrides` say so. */
export function chargeOf(intentId: string, overrides: Partial<ChargeLike> = {}): ChargeLike {
  return {
    id: `ch_${randomBytes(8).toString("hex")}`,
    object: "charge",
    amount: 4900,
    amount_refunded: 0,
    currency: "usd",
    refunded: false,
    payment_intent: intentId,
    metadata: {},
    ...overrides,
  };
}

/** A dispute of the given intent's charge, waiting for our response unless `overrides` say so. */
export function disputeOf(intentId: string, overrides: Partial<DisputeLike> = {}): DisputeLike {
  return {
    id: `dp_${randomBytes(8).toString("hex")}`,
    object: "dispute",
    amount: 4900,
    currency: "usd",
    charge: `ch_${randomBytes(8).toString("hex")}`,
    payment_intent: intentId,
    status: "needs_response",
    reason: "fraudulent",
    metadata: {},
    ...overrides,
  };
}

/**
 * A webhook delivery of any object, signed with the SDK's own test-header helper, the way
 * Stripe signs it. `timestamp` is in seconds (default: now); `indent` pretty-prints the JSON.
 */
export function signedEvent(opts: { type: string; object: object; secret: string; timestamp?: number; eventId?: string; indent?: number }) {
  const { type, object, secret, timestamp } = opts;
  const event = {
    id: opts.eventId ?? `evt_${randomBytes(8).toString("hex")}`,
    object: "event",
    type,
    created: timestamp ?? Math.floor(Date.now() / 1000),
    data: { object },
  };
  const payload = JSON.stringify(event, null, opts.indent);
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp !== undefined && { timestamp }) });
  return { payload, header };
}

/** A signed payment_intent.* delivery (an intent of $50.00 USD unless `intent` says otherwise). */
export function signedIntentEvent(opts: { type: string; intent: IntentLike; secret: string; timestamp?: number; eventId?: string; indent?: number }) {
  const { intent, ...rest } = opts;
  return signedEvent({ ...rest, object: { object: "payment_intent", amount: 5000, currency: "usd", metadata: {}, ...intent } });
}

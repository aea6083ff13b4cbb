import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { randomBytes } from "node:crypto";
import Stripe from "stripe";

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  form: URLSearchParams;
}

/**
 * A local stand-in for api.stripe.com, enough for the calls we make. The real
 * `stripe` SDK talks to it over HTTP (host/port/protocol options), so the tests
 * see the exact form-encoded request the SDK sends.
 */
export async function startFakeStripe() {
  const requests: RecordedRequest[] = [];
  const intents = new Map<string, Record<string, unknown>>();
  /** Like Stripe: the same Idempotency-Key answers the same intent again. */
  const byIdempotencyKey = new Map<string, Record<string, unknown>>();
  let failNext: number | null = null;

  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const form = new URLSearchParams(body);
      requests.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers, form });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { "content-type": "application/json", "request-id": `req_${randomBytes(6).toString("hex")}` });
        res.end(JSON.stringify(json));
      };
      if (failNext) {
        const status = failNext;
        failNext = null;
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
      const get = /^\/v1\/payment_intents\/([^/?]+)/.exec(req.url ?? "");
      if (req.method === "GET" && get && intents.has(get[1]!)) return send(200, intents.get(get[1]!));
      send(404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${req.url})` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    intents,
    failNextWith(status: number) {
      failNext = status;
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

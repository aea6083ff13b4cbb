import { eq } from "drizzle-orm";
import Stripe from "stripe";
import request from "supertest";
import { createApp } from "../app";
import { payments } from "../db/schema";
import { createLogger } from "../lib/logger";
import { createStripe } from "../lib/stripe";
import type { Engine } from "./database";
import { signedEvent, signedIntentEvent, startFakeStripe, type IntentLike } from "./fake-stripe";
import { setupTestApp } from "./test-app";
import { testPasswordHasher } from "./password-hasher";

export const WEBHOOK_SECRET = "whsec_test_kit_secret";

/**
 * The app on a test database with a fake Stripe, a webhook secret and a clock the test sets;
 * registers its own beforeAll/afterAll. Read the fields inside tests, not at collection time.
 */
export function useWebhookKit(engine: Engine) {
  const { database, app } = setupTestApp(engine, async (db) => {
    // The fake's clock is the test's: its subscriptions, invoices and events are dated by it.
    kit.stripe = await startFakeStripe({ clock: () => kit.clock });
    return createApp({
      passwordHasher: testPasswordHasher,
      // Owners' POSTs under /api/account (the billing kit) are many: the POST limit is tested elsewhere.
      postRateLimit: { limit: 1_000_000 },
      db,
      stripe: createStripe({ secretKey: "sk_test_fake", apiBase: kit.stripe.url }),
      stripeWebhookSecret: WEBHOOK_SECRET,
      now: () => kit.clock,
      logger: createLogger("warn", { write: (line: string) => void kit.logs.push(JSON.parse(line) as Record<string, unknown>) }),
    });
  });
  const kit = {
    database,
    app,
    stripe: undefined as unknown as Awaited<ReturnType<typeof startFakeStripe>>,
    clock: new Date("2031-03-15T12:00:00.000Z"),
    /** Moves the clock `days` ahead. */
    later(days: number) {
      kit.clock = new Date(kit.clock.getTime() + days * 86_400_000);
    },
    /** Lines logged at warn or above, parsed. */
    logs: [] as Record<string, unknown>[],
    /** Creates an intent through our API; answers its id. */
    async createIntent(body: object): Promise<string> {
      const res = await request(kit.app).post("/api/create-payment-intent").send(body).expect(200);
      return String(res.body.clientSecret).split("_secret_")[0]!;
    },
    /**
     * Delivers a signed payment_intent event, stamped with the test clock. An intent made through
     * our API carries the amount, currency and metadata the fake Stripe recorded, as Stripe's would.
     */
    deliver(type: string, intentId: string, extra: Partial<Parameters<typeof signedIntentEvent>[0]> = {}) {
      const known = kit.stripe.intents.get(intentId) as IntentLike | undefined;
      const { payload, header } = signedIntentEvent({
        type,
        intent: { ...(known && { amount: known.amount, currency: known.currency, metadata: known.metadata }), id: intentId },
        secret: WEBHOOK_SECRET,
        timestamp: Math.floor(kit.clock.getTime() / 1000),
        ...extra,
      });
      return kit.post(payload, header);
    },
    /** Delivers an event as the fake Stripe made it (a FakeEvent), signed and stamped with the test clock. */
    deliverEvent(event: object) {
      const payload = JSON.stringify(event);
      const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: Math.floor(kit.clock.getTime() / 1000) });
      return kit.post(payload, header);
    },
    /** Delivers a signed event of any object (a charge, a dispute), stamped with the test clock. */
    deliverObject(type: string, object: object, extra: { eventId?: string } = {}) {
      const timestamp = Math.floor(kit.clock.getTime() / 1000);
      const { payload, header } = signedEvent({ type, object, secret: WEBHOOK_SECRET, timestamp, ...extra });
      return kit.post(payload, header);
    },
    post(payload: string, header?: string) {
      const req = request(kit.app).post("/api/stripe/webhook").set("Content-Type", "application/json; charset=utf-8");
      return (header ? req.set("Stripe-Signature", header) : req).send(payload);
    },
    async payment(intentId: string) {
      const [row] = await kit.database.db.select().from(payments).where(eq(payments.stripePaymentIntentId, intentId));
      return row;
    },
  };
  afterAll(() => kit.stripe.close());
  return kit;
}

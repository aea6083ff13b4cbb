import { eq } from "drizzle-orm";
import request from "supertest";
import { createApp } from "../../app";
import { uniqueToken } from "../../db/factories";
import { payments, stripeEvents } from "../../db/schema";
import { createStripe } from "../../lib/stripe";
import { engines } from "../../test/database";
import { signedEvent, signedIntentEvent } from "../../test/fake-stripe";
import { useWebhookKit, WEBHOOK_SECRET } from "../../test/webhook-kit";

const KB = 1024;

describe.each(engines)("POST /api/stripe/webhook under abuse on %s", (engine) => {
  const kit = useWebhookKit(engine);
  const timestamp = () => Math.floor(kit.clock.getTime() / 1000);
  /** A signed payment_intent.succeeded of about `size` bytes (the padding sits in the metadata). */
  const eventOfSize = (size: number) => {
    const intent = { id: uniqueToken("pi_big"), metadata: { padding: "" } };
    const bare = signedIntentEvent({ type: "payment_intent.succeeded", intent, secret: WEBHOOK_SECRET, timestamp: timestamp() }).payload;
    intent.metadata.padding = "x".repeat(size - Buffer.byteLength(bare));
    return { intentId: intent.id, ...signedIntentEvent({ type: "payment_intent.succeeded", intent, secret: WEBHOOK_SECRET, timestamp: timestamp() }) };
  };

  it("refuses a body over 256 KB with 413 before looking at it, and takes a large genuine event", async () => {
    const over = eventOfSize(256 * KB + 1);
    const res = await kit.post(over.payload, over.header).expect(413);
    expect(res.body).toEqual({ message: "Request body is too large" });
    expect(await kit.payment(over.intentId)).toBeUndefined();
    const under = eventOfSize(200 * KB);
    await kit.post(under.payload, under.header).expect(200);
    expect((await kit.payment(under.intentId))?.status).toBe("succeeded");
  });

  it("answers 429 with Retry-After once a client has sent too many bad signatures, yet still takes valid events from it", async () => {
    const app = createApp({
      db: kit.database.db,
      stripe: createStripe({ secretKey: "sk_test_fake", apiBase: kit.stripe.url }),
      stripeWebhookSecret: WEBHOOK_SECRET,
      now: () => kit.clock,
      stripeWebhookSignatureLimit: { limit: 3, windowMs: 10 * 60_000, keyPrefix: uniqueToken("webhook-signature") },
    });
    const post = (payload: string, header?: string) => {
      const req = request(app).post("/api/stripe/webhook").set("Content-Type", "application/json");
      return (header ? req.set("Stripe-Signature", header) : req).send(payload);
    };
    const forged = signedIntentEvent({
      type: "payment_intent.succeeded",
      intent: { id: uniqueToken("pi_forged") },
      secret: "whsec_not_ours",
      timestamp: timestamp(),
    });
    await post(forged.payload, forged.header).expect(400);
    await post(forged.payload).expect(400);
    await post(forged.payload, "t=1,v1=00").expect(400);
    const limited = await post(forged.payload, forged.header).expect(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.body.message).toMatch(/Too many requests/);
    // Stripe sends bursts from few addresses: a correctly signed event is never limited.
    const intentId = uniqueToken("pi_genuine");
    for (let i = 0; i < 5; i++) {
      const genuine = signedIntentEvent({ type: "payment_intent.processing", intent: { id: intentId }, secret: WEBHOOK_SECRET, timestamp: timestamp() });
      await post(genuine.payload, genuine.header).expect(200);
    }
    expect(await kit.database.db.select().from(payments).where(eq(payments.stripePaymentIntentId, intentId))).toHaveLength(1);
  });

  it("stores a signed event whose text holds U+0000 or a lone surrogate, with U+FFFD in its place, instead of failing with 500", async () => {
    const intentId = uniqueToken("pi_nul");
    const eventId = uniqueToken("evt_nul");
    const event = signedIntentEvent({
      type: "payment_intent.succeeded",
      intent: { id: intentId, metadata: { note: "a\u0000b", ["k\u0000"]: "v", broken: "x\uD800y" } },
      secret: WEBHOOK_SECRET,
      timestamp: timestamp(),
      eventId,
    });
    expect(event.payload).toContain("\\u0000");
    await kit.post(event.payload, event.header).expect(200);
    expect(await kit.payment(intentId)).toMatchObject({ status: "succeeded", metadata: { note: "a\uFFFDb", ["k\uFFFD"]: "v", broken: "x\uFFFDy" } });
    // Also where PostgreSQL text columns take it: the event's own type.
    const typed = signedEvent({
      type: "customer.created\u0000",
      object: { id: "cus_1", object: "customer" },
      secret: WEBHOOK_SECRET,
      timestamp: timestamp(),
      eventId: `${eventId}_type`,
    });
    await kit.post(typed.payload, typed.header).expect(200);
    expect(
      await kit.database.db
        .select({ type: stripeEvents.type })
        .from(stripeEvents)
        .where(eq(stripeEvents.id, `${eventId}_type`)),
    ).toEqual([{ type: "customer.created\uFFFD" }]);
  });
});

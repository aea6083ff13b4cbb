import { eq } from "drizzle-orm";
import request from "supertest";
import { createApp } from "../../app";
import { payments } from "../../db/schema";
import { createStripe } from "../../lib/stripe";
import { engines } from "../../test/database";
import { setupTestApp } from "../../test/test-app";
import { startFakeStripe } from "../../test/fake-stripe";

describe.each(engines)("POST /api/create-payment-intent on %s", (engine) => {
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  const { database, app } = setupTestApp(engine, async (db) => {
    stripe = await startFakeStripe();
    return createApp({ db, stripe: createStripe({ secretKey: "sk_test_fake", apiBase: stripe.url }) });
  });
  afterAll(() => stripe.close());

  it("creates a USD PaymentIntent in cents, records it and answers only the client secret", async () => {
    const res = await request(app).post("/api/create-payment-intent").send({ amount: 49.99 }).expect(200);
    expect(Object.keys(res.body)).toEqual(["clientSecret"]);
    const sent = stripe.requests.at(-1)!;
    expect(sent.path).toBe("/v1/payment_intents");
    expect(sent.form.get("amount")).toBe("4999");
    expect(sent.form.get("currency")).toBe("usd");
    expect(sent.headers["authorization"]).toBe("Bearer sk_test_fake");
    expect(sent.headers["stripe-version"]).toBe("2026-10-28.endive");
    const intentId = String(res.body.clientSecret).split("_secret_")[0]!;
    const [row] = await database.db.select().from(payments).where(eq(payments.stripePaymentIntentId, intentId));
    expect(row).toMatchObject({ amountCents: 4999, currency: "usd", status: "requires_payment_method" });
  });

  it.each([
    [{}, /amount/],
    [{ amount: "50" }, /amount/],
    [{ amount: 0.49 }, /at least/],
    [{ amount: 100_000.01 }, /at most/],
    [{ amount: 10.005 }, /2 decimals/],
    [{ amount: -5 }, /amount/],
    [{ amount: null }, /amount/],
  ])("answers 400 for %j without calling Stripe", async (body, message) => {
    const before = stripe.requests.length;
    const res = await request(app).post("/api/create-payment-intent").send(body).expect(400);
    expect(res.body.message).toMatch(message);
    expect(stripe.requests.length).toBe(before);
  });

  it("answers 503 when payments are not configured", async () => {
    const bare = createApp({ db: database.db, stripe: null });
    const res = await request(bare).post("/api/create-payment-intent").send({ amount: 50 }).expect(503);
    expect(res.body).toEqual({ message: "Payments are not configured" });
  });

  it("answers 502 without the provider's details when Stripe fails", async () => {
    stripe.failNextWith(400);
    const res = await request(app).post("/api/create-payment-intent").send({ amount: 50 });
    expect(res.status).toBe(502);
    expect(JSON.stringify(res.body)).not.toMatch(/Fake Stripe|stack|at /);
  });
});

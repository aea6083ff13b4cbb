import { eq } from "drizzle-orm";
import request from "supertest";
import { createApp } from "../../app";
import { createProfessional, uniqueToken } from "../../db/factories";
import { payments } from "../../db/schema";
import { createStripe } from "../../lib/stripe";
import { engines } from "../../test/database";
import { setupTestApp } from "../../test/test-app";
import { startFakeStripe } from "../../test/fake-stripe";

const intentIdOf = (clientSecret: string) => clientSecret.split("_secret_")[0]!;

describe.each(engines)("Gold plans, metadata and idempotency of POST /api/create-payment-intent on %s", (engine) => {
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  const { database, app } = setupTestApp(engine, async (db) => {
    stripe = await startFakeStripe();
    return createApp({ db, stripe: createStripe({ secretKey: "sk_test_fake", apiBase: stripe.url }) });
  });
  afterAll(() => stripe.close());
  const rowOf = async (clientSecret: string) =>
    (
      await database.db
        .select()
        .from(payments)
        .where(eq(payments.stripePaymentIntentId, intentIdOf(clientSecret)))
    )[0]!;

  it.each([
    ["gold-monthly", "4900"],
    ["gold-annual", "49000"],
  ])("prices %s on the server and ignores the amount the client sent", async (plan, cents) => {
    const pro = await createProfessional(database.db);
    const res = await request(app).post("/api/create-payment-intent").send({ plan, amount: 1, professionalId: pro.id }).expect(200);
    const sent = stripe.requests.at(-1)!;
    expect(sent.form.get("amount")).toBe(cents);
    expect(sent.form.get("currency")).toBe("usd");
    expect(sent.form.get("metadata[kind]")).toBe("plan");
    expect(sent.form.get("metadata[plan]")).toBe(plan);
    expect(sent.form.get("metadata[professional_id]")).toBe(String(pro.id));
    expect(sent.headers["idempotency-key"]).toMatch(/^create-intent:/);
    expect(await rowOf(res.body.clientSecret)).toMatchObject({
      amountCents: Number(cents),
      plan,
      professionalId: pro.id,
      status: "requires_payment_method",
      idempotencyKey: sent.headers["idempotency-key"],
      metadata: { kind: "plan", plan, amount_cents: cents, professional_id: String(pro.id) },
    });
  });

  it("sends a plan without a listing and records a custom amount as kind custom", async () => {
    await request(app).post("/api/create-payment-intent").send({ plan: "gold-monthly" }).expect(200);
    expect(stripe.requests.at(-1)!.form.get("metadata[professional_id]")).toBeNull();
    const custom = await request(app).post("/api/create-payment-intent").send({ amount: 12.5 }).expect(200);
    expect(Object.fromEntries([...stripe.requests.at(-1)!.form].filter(([k]) => k.startsWith("metadata")))).toEqual({
      "metadata[kind]": "custom",
      "metadata[amount_cents]": "1250",
    });
    expect(await rowOf(custom.body.clientSecret)).toMatchObject({ amountCents: 1250, plan: null, professionalId: null });
  });

  it("answers the same intent to a retried request and records it once", async () => {
    const requestId = uniqueToken("retry");
    const body = { plan: "gold-annual", requestId };
    const first = await request(app).post("/api/create-payment-intent").send(body).expect(200);
    const second = await request(app).post("/api/create-payment-intent").send(body).expect(200);
    expect(second.body.clientSecret).toBe(first.body.clientSecret);
    // The second request found the key in payments and fetched that intent instead of making one.
    const [a, b] = stripe.requests.slice(-2);
    expect(a).toMatchObject({ method: "POST", path: "/v1/payment_intents" });
    expect(b).toMatchObject({ method: "GET", path: `/v1/payment_intents/${intentIdOf(first.body.clientSecret)}` });
    const rows = await database.db
      .select()
      .from(payments)
      .where(eq(payments.stripePaymentIntentId, intentIdOf(first.body.clientSecret)));
    expect(rows).toHaveLength(1);
    // The same checkout asking for another amount gets a new intent, not an idempotency error.
    const other = await request(app).post("/api/create-payment-intent").send({ amount: 20, requestId }).expect(200);
    expect(other.body.clientSecret).not.toBe(first.body.clientSecret);
  });

  it("gives two checkouts without a request id two intents", async () => {
    const a = await request(app).post("/api/create-payment-intent").send({ amount: 50 }).expect(200);
    const b = await request(app).post("/api/create-payment-intent").send({ amount: 50 }).expect(200);
    expect(a.body.clientSecret).not.toBe(b.body.clientSecret);
  });

  it.each([
    [{ plan: "gold-weekly" }, 400, /plan must be gold-monthly or gold-annual/],
    [{ amount: 50, professionalId: 1 }, 400, /professionalId needs a plan/],
    [{ plan: "gold-monthly", professionalId: "7" }, 400, /professionalId must be a positive integer/],
    [{ plan: "gold-monthly", professionalId: 2_000_000_000 }, 404, /No professional with id 2000000000/],
    [{ amount: 50, requestId: "short" }, 400, /requestId/],
  ])("refuses %j with %i before any charge is prepared", async (body, status, message) => {
    const before = stripe.requests.length;
    const res = await request(app).post("/api/create-payment-intent").send(body).expect(status);
    expect(res.body.message).toMatch(message);
    expect(stripe.requests.length).toBe(before);
  });

  it("GET /api/payments/:intentId answers only the status and the amount in dollars", async () => {
    const created = await request(app).post("/api/create-payment-intent").send({ plan: "gold-monthly" }).expect(200);
    const res = await request(app)
      .get(`/api/payments/${intentIdOf(created.body.clientSecret)}`)
      .expect(200);
    expect(res.body).toEqual({ status: "requires_payment_method", amount: 49 });
    // Payment status is private to whoever holds the intent id: no shared cache may keep it, nor the browser.
    expect(res.headers["cache-control"]).toBe("private, no-store");
    await request(app).get("/api/payments/pi_unknown123").expect(404).expect("Cache-Control", "private, no-store");
    const bad = await request(app).get("/api/payments/ch_123").expect(400);
    expect(bad.body.message).toMatch(/intentId/);
  });
});

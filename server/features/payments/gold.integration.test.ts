import { eq } from "drizzle-orm";
import request from "supertest";
import { createProfessional, uniqueToken } from "../../db/factories";
import { paymentLedger, professionals } from "../../db/schema";
import { engines } from "../../test/database";
import { useWebhookKit } from "../../test/webhook-kit";

const DAY = 86_400_000;

describe.each(engines)("Gold listings paid through the webhook on %s", (engine) => {
  const kit = useWebhookKit(engine);
  const goldUntil = async (id: number) => {
    const [row] = await kit.database.db.select({ goldUntil: professionals.goldUntil }).from(professionals).where(eq(professionals.id, id));
    return row?.goldUntil ? new Date(row.goldUntil).toISOString() : null;
  };
  const pay = async (plan: string, professionalId: number) => {
    const id = await kit.createIntent({ plan, professionalId });
    await kit.deliver("payment_intent.succeeded", id).expect(200);
    return id;
  };

  beforeEach(() => {
    kit.clock = new Date("2031-03-15T12:00:00.000Z");
  });

  it("makes a basic listing Gold for one month, or one year, from the moment of payment", async () => {
    const monthly = await createProfessional(kit.database.db);
    const annual = await createProfessional(kit.database.db);
    await pay("gold-monthly", monthly.id);
    await pay("gold-annual", annual.id);
    expect(await goldUntil(monthly.id)).toBe("2031-04-15T12:00:00.000Z");
    expect(await goldUntil(annual.id)).toBe("2032-03-15T12:00:00.000Z");
  });

  it("extends an active Gold listing from its current end, and restarts a lapsed one from now", async () => {
    const active = await createProfessional(kit.database.db, { goldUntil: new Date(kit.clock.getTime() + 10 * DAY).toISOString() });
    const lapsed = await createProfessional(kit.database.db, { goldUntil: new Date(kit.clock.getTime() - 10 * DAY).toISOString() });
    await pay("gold-monthly", active.id);
    await pay("gold-monthly", lapsed.id);
    expect(await goldUntil(active.id)).toBe("2031-04-25T12:00:00.000Z");
    expect(await goldUntil(lapsed.id)).toBe("2031-04-15T12:00:00.000Z");
  });

  it("clamps a month that ends early (Jan 31 + 1 month is the last day of February)", async () => {
    kit.clock = new Date("2032-01-31T09:00:00.000Z");
    const pro = await createProfessional(kit.database.db);
    await pay("gold-monthly", pro.id);
    expect(await goldUntil(pro.id)).toBe("2032-02-29T09:00:00.000Z");
  });

  it("upgrades only on payment_intent.succeeded, once per payment however often it is delivered", async () => {
    const [evt_gold_once, evt_gold_twice] = [uniqueToken("evt_once"), uniqueToken("evt_twice")];
    const pro = await createProfessional(kit.database.db);
    const id = await kit.createIntent({ plan: "gold-monthly", professionalId: pro.id });
    await kit.deliver("payment_intent.processing", id).expect(200);
    await kit.deliver("payment_intent.payment_failed", id).expect(200);
    expect(await goldUntil(pro.id)).toBeNull();
    await kit.deliver("payment_intent.succeeded", id, { eventId: evt_gold_once }).expect(200);
    await kit.deliver("payment_intent.succeeded", id, { eventId: evt_gold_once }).expect(200);
    await kit.deliver("payment_intent.succeeded", id, { eventId: evt_gold_twice }).expect(200);
    expect(await goldUntil(pro.id)).toBe("2031-04-15T12:00:00.000Z");
  });

  it("upgrades the listing named in the metadata of an intent it had no row for", async () => {
    const pro = await createProfessional(kit.database.db);
    const intent = { id: `pi_${uniqueToken("meta")}`, amount: 49000, metadata: { kind: "plan", plan: "gold-annual", professional_id: String(pro.id) } };
    await kit.deliver("payment_intent.succeeded", intent.id, { intent }).expect(200);
    expect(await goldUntil(pro.id)).toBe("2032-03-15T12:00:00.000Z");
  });

  it("lists a paid listing first with its Gold date, and lets it fall back to basic once the date passes", async () => {
    const token = uniqueToken("GoldSort");
    const basic = await createProfessional(kit.database.db, { name: `Aaron ${token}` });
    const paid = await createProfessional(kit.database.db, { name: `Zoe ${token}` });
    const lapsing = await createProfessional(kit.database.db, { name: `Yves ${token}` });
    // The directory compares with the database's clock, so these payments are placed in real time.
    kit.clock = new Date();
    await pay("gold-monthly", paid.id);
    kit.clock = new Date(Date.now() - 40 * DAY);
    await pay("gold-monthly", lapsing.id);

    const list = await request(kit.app).get("/api/professionals").query({ search: token }).expect(200);
    expect(list.body.map((p: { id: number }) => p.id)).toEqual([paid.id, basic.id, lapsing.id]);
    const [first, , last] = list.body as { goldUntil: string | null }[];
    expect(new Date(first!.goldUntil!).getTime()).toBeGreaterThan(Date.now() + 27 * DAY);
    expect(last!.goldUntil).toBeNull();
    expect((await request(kit.app).get(`/api/professionals/${lapsing.id}`).expect(200)).body.goldUntil).toBeNull();
    // The lapsed date is still stored: a renewal restarts from the payment, not from the old end.
    expect(await goldUntil(lapsing.id)).not.toBeNull();
  });

  it("leaves every listing alone for a custom amount", async () => {
    const pro = await createProfessional(kit.database.db);
    const id = await kit.createIntent({ amount: 49 });
    await kit.deliver("payment_intent.succeeded", id).expect(200);
    expect(await goldUntil(pro.id)).toBeNull();
  });

  it.each([
    ["50 cents", { amount: 50, currency: "usd" }],
    ["the plan's amount in yen", { amount: 4900, currency: "jpy" }],
  ])("grants no Gold for a payment of %s, records the mismatch and warns", async (_name, paid) => {
    const pro = await createProfessional(kit.database.db);
    const intent = { id: uniqueToken("pi_odd"), ...paid, metadata: { kind: "plan", plan: "gold-monthly", professional_id: String(pro.id), note: "private" } };
    const eventId = uniqueToken("evt_odd");
    await kit.deliver("payment_intent.succeeded", intent.id, { intent, eventId }).expect(200);
    expect(await goldUntil(pro.id)).toBeNull();
    expect(await kit.payment(intent.id)).toMatchObject({ status: "succeeded", amountCents: paid.amount, currency: paid.currency });
    const rows = await kit.database.db.select().from(paymentLedger).where(eq(paymentLedger.stripeEventId, eventId));
    expect(rows).toMatchObject([
      { kind: "amount_mismatch", stripePaymentIntentId: intent.id, amountCents: paid.amount, currency: paid.currency, professionalId: pro.id, goldFrom: null },
    ]);
    const warning = kit.logs.find((line) => line.eventId === eventId);
    expect(warning).toMatchObject({ level: 40, paymentIntentId: intent.id, amountCents: paid.amount, currency: paid.currency, expectedCents: 4900 });
    expect(JSON.stringify(warning)).not.toContain("private");
  });

  it("grants no Gold when Stripe reports another amount than the intent we priced", async () => {
    const pro = await createProfessional(kit.database.db);
    const id = await kit.createIntent({ plan: "gold-annual", professionalId: pro.id });
    await kit.deliver("payment_intent.succeeded", id, { intent: { id, amount: 4900 } }).expect(200);
    expect(await goldUntil(pro.id)).toBeNull();
    expect(await kit.database.db.select().from(paymentLedger).where(eq(paymentLedger.stripePaymentIntentId, id))).toMatchObject([
      { kind: "amount_mismatch", amountCents: 4900 },
    ]);
  });
});

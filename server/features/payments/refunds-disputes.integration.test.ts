import { eq } from "drizzle-orm";
import { createProfessional, uniqueToken } from "../../db/factories";
import { paymentLedger, professionals } from "../../db/schema";
import { engines } from "../../test/database";
import { chargeOf, disputeOf } from "../../test/fake-stripe";
import { useWebhookKit } from "../../test/webhook-kit";

const DAY = 86_400_000;
const iso = (value: string | null | undefined) => (value ? new Date(value).toISOString() : null);

describe.each(engines)("refunds and disputes of Gold payments on %s", (engine) => {
  const kit = useWebhookKit(engine);
  const goldUntil = async (id: number) => {
    const [row] = await kit.database.db.select({ goldUntil: professionals.goldUntil }).from(professionals).where(eq(professionals.id, id));
    return iso(row?.goldUntil);
  };
  const ledger = async (intentId: string) => {
    const rows = await kit.database.db.select().from(paymentLedger).where(eq(paymentLedger.stripePaymentIntentId, intentId)).orderBy(paymentLedger.createdAt);
    return rows.map((r) => ({ ...r, goldFrom: iso(r.goldFrom), goldUntil: iso(r.goldUntil) }));
  };
  const pay = async (professionalId: number, plan = "gold-monthly") => {
    const id = await kit.createIntent({ plan, professionalId });
    await kit.deliver("payment_intent.succeeded", id, { intent: { id, amount: plan === "gold-monthly" ? 4900 : 49000 } }).expect(200);
    return id;
  };
  const refund = (intentId: string, amountRefunded = 4900, eventId = uniqueToken("evt_refund")) =>
    kit.deliverObject("charge.refunded", chargeOf(intentId, { amount_refunded: amountRefunded, refunded: amountRefunded >= 4900 }), { eventId }).expect(200);
  const later = (days: number) => {
    kit.clock = new Date(kit.clock.getTime() + days * DAY);
  };

  beforeEach(() => {
    kit.clock = new Date("2031-03-15T12:00:00.000Z");
  });

  it("ends the Gold a payment bought when it is refunded in full, from the moment of the refund", async () => {
    const pro = await createProfessional(kit.database.db);
    const id = await pay(pro.id);
    later(10);
    const eventId = uniqueToken("evt_refund");
    await refund(id, 4900, eventId);
    expect(await goldUntil(pro.id)).toBe("2031-03-25T12:00:00.000Z");
    expect(await ledger(id)).toMatchObject([
      { kind: "gold_granted", goldFrom: "2031-03-15T12:00:00.000Z", goldUntil: "2031-04-15T12:00:00.000Z" },
      // What was taken off the end of the listing's Gold: the 21 unused days.
      {
        kind: "refunded",
        stripeEventId: eventId,
        amountCents: 4900,
        currency: "usd",
        professionalId: pro.id,
        goldFrom: "2031-03-25T12:00:00.000Z",
        goldUntil: "2031-04-15T12:00:00.000Z",
      },
    ]);
  });

  it("takes off exactly the refunded payment's period when several periods are stacked", async () => {
    const pro = await createProfessional(kit.database.db);
    const first = await pay(pro.id); // Mar 15 -> Apr 15 (31 days)
    await pay(pro.id); // Apr 15 -> May 15 (30 days)
    expect(await goldUntil(pro.id)).toBe("2031-05-15T12:00:00.000Z");
    await refund(first);
    // The 30 days the second payment bought remain, counted from now.
    expect(await goldUntil(pro.id)).toBe("2031-04-14T12:00:00.000Z");
  });

  it("leaves a later payment's Gold alone when an earlier, already used up period is refunded", async () => {
    const pro = await createProfessional(kit.database.db);
    const old = await pay(pro.id); // Mar 15 -> Apr 15, then lapsed
    later(60); // May 14
    await pay(pro.id); // May 14 -> Jun 14
    await refund(old);
    expect(await goldUntil(pro.id)).toBe("2031-06-14T12:00:00.000Z");
  });

  it("records a partial refund and keeps Gold", async () => {
    const pro = await createProfessional(kit.database.db);
    const id = await pay(pro.id);
    await refund(id, 1000);
    expect(await goldUntil(pro.id)).toBe("2031-04-15T12:00:00.000Z");
    expect((await ledger(id)).at(-1)).toMatchObject({ kind: "partially_refunded", amountCents: 1000, goldFrom: null, goldUntil: null });
  });

  it("records an opened dispute, keeps Gold when it is won and ends it when it is lost", async () => {
    const [won, lost] = [await createProfessional(kit.database.db), await createProfessional(kit.database.db)];
    const [wonId, lostId] = [await pay(won.id), await pay(lost.id)];
    for (const id of [wonId, lostId]) await kit.deliverObject("charge.dispute.created", disputeOf(id)).expect(200);
    expect(await goldUntil(lost.id)).toBe("2031-04-15T12:00:00.000Z");
    later(5);
    await kit.deliverObject("charge.dispute.closed", disputeOf(wonId, { status: "won" })).expect(200);
    await kit.deliverObject("charge.dispute.closed", disputeOf(lostId, { status: "lost" })).expect(200);
    expect(await goldUntil(won.id)).toBe("2031-04-15T12:00:00.000Z");
    expect(await goldUntil(lost.id)).toBe("2031-03-20T12:00:00.000Z");
    expect((await ledger(wonId)).map((r) => r.kind)).toEqual(["gold_granted", "dispute_opened", "dispute_won"]);
    expect((await ledger(lostId)).map((r) => r.kind)).toEqual(["gold_granted", "dispute_opened", "dispute_lost"]);
  });

  it("takes a payment's Gold away once, however often it is refunded, disputed or redelivered", async () => {
    const pro = await createProfessional(kit.database.db);
    const first = await pay(pro.id);
    await pay(pro.id);
    const eventId = uniqueToken("evt_refund");
    await refund(first, 4900, eventId);
    await refund(first, 4900, eventId);
    await kit.deliverObject("charge.dispute.closed", disputeOf(first, { status: "lost" })).expect(200);
    expect(await goldUntil(pro.id)).toBe("2031-04-14T12:00:00.000Z");
    expect((await ledger(first)).map((r) => [r.kind, r.goldFrom])).toEqual([
      ["gold_granted", "2031-03-15T12:00:00.000Z"],
      ["refunded", "2031-04-14T12:00:00.000Z"],
      ["dispute_lost", null],
    ]);
  });

  it("grants no Gold when the refund arrives before the payment's success", async () => {
    const pro = await createProfessional(kit.database.db);
    const id = await kit.createIntent({ plan: "gold-monthly", professionalId: pro.id });
    await refund(id);
    await kit.deliver("payment_intent.succeeded", id, { intent: { id, amount: 4900 } }).expect(200);
    expect(await goldUntil(pro.id)).toBeNull();
    expect((await kit.payment(id))?.status).toBe("succeeded");
    expect((await ledger(id)).map((r) => r.kind)).toEqual(["refunded", "gold_withheld"]);
  });

  it("records a refund of a custom amount or of a charge without a payment intent, touching no listing", async () => {
    const pro = await createProfessional(kit.database.db, { goldUntil: "2031-05-01T00:00:00.000Z" });
    const id = await kit.createIntent({ amount: 49 });
    await kit.deliver("payment_intent.succeeded", id, { intent: { id, amount: 4900 } }).expect(200);
    await refund(id);
    const orphan = uniqueToken("evt_orphan");
    await kit
      .deliverObject("charge.refunded", chargeOf("unused", { payment_intent: null, refunded: true, amount_refunded: 4900 }), { eventId: orphan })
      .expect(200);
    expect(await goldUntil(pro.id)).toBe("2031-05-01T00:00:00.000Z");
    expect(await ledger(id)).toMatchObject([{ kind: "refunded", professionalId: null, goldFrom: null }]);
    expect(await kit.database.db.select().from(paymentLedger).where(eq(paymentLedger.stripeEventId, orphan))).toMatchObject([
      { kind: "refunded", stripePaymentIntentId: null },
    ]);
  });

  it("refuses a charge or dispute event without the fields it relies on with 400", async () => {
    const res = await kit.deliverObject("charge.refunded", { ...chargeOf("pi_x"), amount_refunded: "all" }).expect(400);
    expect(res.body).toEqual({ message: "Malformed Stripe event" });
    await kit.deliverObject("charge.dispute.closed", { ...disputeOf("pi_x"), status: undefined }).expect(400);
  });
});

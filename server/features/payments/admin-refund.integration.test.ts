import { and, eq } from "drizzle-orm";
import request from "supertest";
import { refundResponseSchema, type AdminPayment } from "@shared/admin/payments";
import { createProfessional } from "../../db/factories";
import { auditLog, professionals } from "../../db/schema";
import { staffCookie, useAdminKit } from "../../test/admin-kit";
import { engines } from "../../test/database";

const DAY = 86_400_000;
const iso = (value: string | null | undefined) => (value ? new Date(value).toISOString() : null);

describe.each(engines)("admin refunds through Stripe on %s", (engine) => {
  const kit = useAdminKit(engine);
  const goldUntil = async (id: number) => {
    const [row] = await kit.database.db.select({ goldUntil: professionals.goldUntil }).from(professionals).where(eq(professionals.id, id));
    return iso(row?.goldUntil);
  };
  const pay = async (professionalId: number) => {
    const id = await kit.createIntent({ plan: "gold-monthly", professionalId });
    kit.stripe.markSucceeded(id);
    await kit.deliver("payment_intent.succeeded", id).expect(200);
    return id;
  };
  const refund = async (cookie: string, intentId: string, body: object) =>
    request(kit.app).post(`/api/admin/payments/${intentId}/refund`).set("Cookie", cookie).send(body);
  /** Stripe's charge.refunded webhook for the refund the fake Stripe just made, as Stripe would send it. */
  const deliverRefund = (intentId: string) => kit.deliverObject("charge.refunded", kit.stripe.chargeOf(intentId)).expect(200);
  const payment = async (cookie: string, professionalId: number) =>
    ((await request(kit.app).get(`/api/admin/payments?professionalId=${professionalId}`).set("Cookie", cookie)).body as AdminPayment[])[0]!;

  beforeEach(() => {
    kit.clock = new Date("2031-03-15T12:00:00.000Z");
  });

  it("refunds in full through the Stripe API with an idempotency key; the webhook then records it and ends the unused Gold", async () => {
    const { cookie, staff } = await staffCookie(kit.app, kit.database.db, "admin");
    const pro = await createProfessional(kit.database.db);
    const intentId = await pay(pro.id);
    kit.clock = new Date(kit.clock.getTime() + 10 * DAY);

    const res = await refund(cookie, intentId, { reason: "Customer cancelled in the first week", requestId: "dialog-0001" });
    expect(res.status).toBe(200);
    expect(refundResponseSchema.parse(res.body)).toMatchObject({ amountCents: 4900, status: "succeeded", intentId });
    const sent = kit.stripe.requests.filter((r) => r.path === "/v1/refunds");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers["idempotency-key"]).toBe(`admin-refund:${intentId}:dialog-0001:4900`);
    expect(Object.fromEntries(sent[0]!.form)).toMatchObject({ payment_intent: intentId, amount: "4900", reason: "requested_by_customer" });
    // Nothing of ours moves until Stripe's webhook says the refund happened.
    expect(await goldUntil(pro.id)).toBe("2031-04-15T12:00:00.000Z");

    await deliverRefund(intentId);
    expect(await goldUntil(pro.id)).toBe("2031-03-25T12:00:00.000Z");
    const after = await payment(cookie, pro.id);
    expect(after.refundedCents).toBe(4900);
    expect(after.ledger.map((l) => [l.kind, l.amountCents])).toEqual([
      ["gold_granted", 4900],
      ["refunded", 4900],
    ]);
    expect(after.events.map((e) => e.type)).toEqual(["payment_intent.succeeded", "charge.refunded"]);

    const audit = await kit.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "payment"), eq(auditLog.entityId, intentId)));
    expect(audit).toMatchObject([
      {
        action: "payment.refund",
        actorId: staff.id,
        reason: "Customer cancelled in the first week",
        before: { refundedCents: 0 },
        after: { refundRequestedCents: 4900 },
      },
    ]);
    // Refunded in full: a second refund is refused before Stripe is asked.
    expect((await refund(cookie, intentId, { reason: "Once more by mistake" })).status).toBe(409);
    expect(kit.stripe.refunds).toHaveLength(1);
  });

  it("makes one refund of a double click (same request id) and audits it once", async () => {
    const { cookie } = await staffCookie(kit.app, kit.database.db, "admin");
    const pro = await createProfessional(kit.database.db);
    const intentId = await pay(pro.id);
    const body = { amountCents: 1000, reason: "Partial goodwill refund", requestId: "dialog-0002" };
    const [a, b] = [await refund(cookie, intentId, body), await refund(cookie, intentId, body)];
    expect(a.body.refundId).toBe(b.body.refundId);
    expect(kit.stripe.refunds.filter((r) => r.payment_intent === intentId)).toHaveLength(1);
    const audit = await kit.database.db.select().from(auditLog).where(eq(auditLog.entityId, intentId));
    expect(audit).toHaveLength(1);

    await deliverRefund(intentId);
    // A partial refund keeps Gold; the rest can still be refunded, and no more than the rest.
    expect(await goldUntil(pro.id)).toBe("2031-04-15T12:00:00.000Z");
    expect((await payment(cookie, pro.id)).ledger.at(-1)).toMatchObject({ kind: "partially_refunded", amountCents: 1000 });
    const tooMuch = await refund(cookie, intentId, { amountCents: 3901, reason: "More than is left" });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toMatch(/3900 cents/);
  });

  it("passes Stripe's refusal on as 409 with its message when the webhook has not told us of an earlier refund yet", async () => {
    const { cookie } = await staffCookie(kit.app, kit.database.db, "admin");
    const pro = await createProfessional(kit.database.db);
    const intentId = await pay(pro.id);
    expect((await refund(cookie, intentId, { reason: "First full refund", requestId: "dialog-0003" })).status).toBe(200);
    const again = await refund(cookie, intentId, { reason: "Second, from another tab", requestId: "dialog-0004" });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already been refunded/);
  });

  it("refuses to refund a payment that did not succeed, and an unknown one", async () => {
    const { cookie } = await staffCookie(kit.app, kit.database.db, "admin");
    const pro = await createProfessional(kit.database.db);
    const intentId = await kit.createIntent({ plan: "gold-monthly", professionalId: pro.id });
    await kit.deliver("payment_intent.payment_failed", intentId).expect(200);
    const failed = await refund(cookie, intentId, { reason: "Refund a failed one" });
    expect(failed.status).toBe(409);
    expect(failed.body.message).toMatch(/failed/);
    expect((await refund(cookie, "pi_unknown0000", { reason: "Refund a stranger" })).status).toBe(404);
    expect((await refund(cookie, intentId, { reason: "x" })).body.fieldErrors).toHaveProperty("reason");
    expect(kit.stripe.refunds.filter((r) => r.payment_intent === intentId)).toHaveLength(0);
  });
});

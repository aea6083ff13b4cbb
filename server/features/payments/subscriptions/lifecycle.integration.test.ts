import { eq } from "drizzle-orm";
import { emailOutbox, payments } from "../../../db/schema";
import { useBillingKit } from "../../../test/billing-kit";
import { engines } from "../../../test/database";
import { chargeOf, disputeOf } from "../../../test/fake-stripe";

describe.each(engines)("Gold subscriptions driven by Stripe's webhooks on %s", (engine) => {
  const kit = useBillingKit(engine);
  const { billing } = kit;
  const controls = () => kit.stripe.controls;
  const intentOf = (subscriptionId: string) => String(controls().latestInvoice(subscriptionId).payments!.data[0]!.payment.payment_intent);
  const mailsTo = (email: string) => kit.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email.toLowerCase()));
  const kinds = async (subscriptionId: string) => (await billing.ledger(subscriptionId)).map((l) => l.kind);

  beforeEach(() => {
    kit.clock = new Date("2031-03-15T12:00:00.000Z");
  });

  it("makes the listing Gold to the end of the month the first invoice paid for, in the ledger and the payments", async () => {
    const { pro, subscriptionId } = await billing.subscribed();
    expect(await billing.goldUntil(pro.id)).toBeNull();
    const before = kit.stripe.requests.length;
    await billing.deliver(controls().payFirstInvoice(subscriptionId));
    expect(await billing.goldUntil(pro.id)).toBe("2031-04-15T12:00:00.000Z");
    // invoice.paid carries no `payments`: the webhook asked Stripe which PaymentIntent paid it.
    expect(kit.stripe.requests.slice(before).map((r) => r.path)).toEqual([expect.stringMatching(/^\/v1\/invoices\/in_\w+\?expand\[0\]=payments$/)]);
    expect(await billing.row(pro.id)).toMatchObject({ status: "active", plan: "gold-monthly", hasPaymentMethod: true, cancelAtPeriodEnd: false });
    const intent = intentOf(subscriptionId);
    expect(await kinds(subscriptionId)).toEqual(["subscription_changed", "gold_granted", "subscription_changed"]);
    expect((await billing.ledger(subscriptionId))[1]).toMatchObject({
      stripePaymentIntentId: intent,
      amountCents: 4900,
      professionalId: pro.id,
      goldFrom: "2031-03-15T12:00:00.000Z",
      goldUntil: "2031-04-15T12:00:00.000Z",
    });
    const [payment] = await kit.database.db.select().from(payments).where(eq(payments.stripePaymentIntentId, intent));
    expect(payment).toMatchObject({
      status: "succeeded",
      amountCents: 4900,
      plan: "gold-monthly",
      professionalId: pro.id,
      metadata: { kind: "subscription", subscription_id: subscriptionId },
    });
  });

  it("moves the paid-through date to the end of each renewed period", async () => {
    const { pro, subscriptionId } = await billing.subscribed("gold-annual");
    await billing.deliver(controls().payFirstInvoice(subscriptionId));
    expect(await billing.goldUntil(pro.id)).toBe("2032-03-15T12:00:00.000Z");
    kit.clock = new Date("2032-03-15T12:00:00.000Z");
    await billing.deliver(controls().renew(subscriptionId));
    expect(await billing.goldUntil(pro.id)).toBe("2033-03-15T12:00:00.000Z");
    expect(await billing.row(pro.id)).toMatchObject({ currentPeriodEnd: expect.stringMatching(/^2033-03-15/), status: "active" });
  });

  it("keeps Gold through Stripe's retries after a failed renewal, mails the payer once per invoice, and extends it when a retry pays", async () => {
    const { pro, user, subscriptionId } = await billing.subscribed();
    await billing.deliver(controls().payFirstInvoice(subscriptionId));
    kit.clock = new Date("2031-04-15T12:00:00.000Z");
    await billing.deliver(controls().renew(subscriptionId, { fail: true }));
    // The next attempt is in 3 days; Gold lasts until a day after it.
    expect(await billing.goldUntil(pro.id)).toBe("2031-04-19T12:00:00.000Z");
    const [mail, ...more] = await mailsTo(user.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ subject: "Your Gold listing payment did not go through" });
    expect(mail!.body).toContain("We could not charge your card $49.00");
    expect(mail!.body).toContain(`/account/listings/professional/${pro.id}#gold`);
    expect(mail!.body).toContain(controls().latestInvoice(subscriptionId).hosted_invoice_url);
    expect(mail!.body).toMatch(/We will try again on April 18, 2031\. Your listing stays Gold while we try\./);

    billing.later(3);
    await billing.deliver(controls().retry(subscriptionId, { fail: true }));
    expect(await billing.goldUntil(pro.id)).toBe("2031-04-22T12:00:00.000Z");
    expect(await mailsTo(user.email)).toHaveLength(1);
    billing.later(3);
    await billing.deliver(controls().retry(subscriptionId));
    expect(await billing.goldUntil(pro.id)).toBe("2031-05-15T12:00:00.000Z");
    expect(await billing.row(pro.id)).toMatchObject({ status: "active" });
    expect((await billing.ledger(subscriptionId)).filter((l) => l.kind === "invoice_payment_failed").map((l) => [l.goldFrom, l.goldUntil])).toEqual([
      ["2031-04-15T12:00:00.000Z", "2031-04-19T12:00:00.000Z"],
      ["2031-04-19T12:00:00.000Z", "2031-04-22T12:00:00.000Z"],
    ]);
  });

  it("keeps Gold to the end of the paid period after a cancel at period end, and its end takes nothing back", async () => {
    const { pro, cookie, subscriptionId } = await billing.subscribed();
    await billing.deliver(controls().payFirstInvoice(subscriptionId));
    billing.later(5);
    await billing.deliver(controls().cancelAtPeriodEnd(subscriptionId));
    const status = (await billing.status(cookie, pro.id).expect(200)).body;
    expect(status).toMatchObject({
      goldUntil: "2031-04-15T12:00:00.000Z",
      isGold: true,
      subscription: { cancelAtPeriodEnd: true, currentPeriodEnd: "2031-04-15T12:00:00.000Z" },
    });
    kit.clock = new Date("2031-04-15T12:00:00.000Z");
    await billing.deliver(controls().renew(subscriptionId));
    expect(await billing.goldUntil(pro.id)).toBe("2031-04-15T12:00:00.000Z");
    expect(await billing.row(pro.id)).toMatchObject({ status: "canceled", endedAt: expect.stringMatching(/^2031-04-15/) });
    expect((await billing.ledger(subscriptionId)).at(-1)).toMatchObject({ kind: "gold_ended", goldFrom: null, goldUntil: null });
    expect((await billing.status(cookie, pro.id).expect(200)).body.subscription).toBeNull();
  });

  it("ends Gold when retries are exhausted (unpaid), taking back the retry grace", async () => {
    const { pro, subscriptionId } = await billing.subscribed();
    await billing.deliver(controls().payFirstInvoice(subscriptionId));
    kit.clock = new Date("2031-04-15T12:00:00.000Z");
    await billing.deliver(controls().renew(subscriptionId, { fail: true }));
    billing.later(2);
    await billing.deliver(controls().end(subscriptionId, "unpaid"));
    expect(await billing.goldUntil(pro.id)).toBe("2031-04-17T12:00:00.000Z");
    expect((await billing.ledger(subscriptionId)).at(-1)).toMatchObject({
      kind: "gold_ended",
      goldFrom: "2031-04-17T12:00:00.000Z",
      goldUntil: "2031-04-19T12:00:00.000Z",
    });
  });

  it("ends Gold at once when the subscription is canceled at once", async () => {
    const { pro, subscriptionId } = await billing.subscribed();
    await billing.deliver(controls().payFirstInvoice(subscriptionId));
    billing.later(10);
    await billing.deliver(controls().end(subscriptionId, "canceled"));
    expect(await billing.goldUntil(pro.id)).toBe("2031-03-25T12:00:00.000Z");
  });

  it("switches monthly to annual with Stripe's proration: the year less the unused month, Gold to the new year's end", async () => {
    const { pro, subscriptionId } = await billing.subscribed();
    await billing.deliver(controls().payFirstInvoice(subscriptionId));
    billing.later(10);
    await billing.deliver(controls().switchPlan(subscriptionId, "gold_annual"));
    expect(await billing.goldUntil(pro.id)).toBe("2032-03-25T12:00:00.000Z");
    expect(await billing.row(pro.id)).toMatchObject({ plan: "gold-annual", currentPeriodEnd: expect.stringMatching(/^2032-03-25/) });
    // 21 of the month's 31 days were unused: 4900 × 21/31 = 3319 cents of credit.
    expect((await billing.ledger(subscriptionId)).at(-1)).toMatchObject({
      kind: "gold_granted",
      amountCents: 49000 - 3319,
      goldFrom: "2031-04-15T12:00:00.000Z",
    });
  });

  it("switches annual to monthly: the credit pays the months, and Gold keeps the year already paid", async () => {
    const { pro, subscriptionId } = await billing.subscribed("gold-annual");
    await billing.deliver(controls().payFirstInvoice(subscriptionId));
    billing.later(30);
    await billing.deliver(controls().switchPlan(subscriptionId, "gold_monthly"));
    expect(await billing.goldUntil(pro.id)).toBe("2032-03-15T12:00:00.000Z");
    expect(await billing.row(pro.id)).toMatchObject({ plan: "gold-monthly", currentPeriodEnd: expect.stringMatching(/^2031-05-14/) });
    expect((await billing.ledger(subscriptionId)).at(-1)).toMatchObject({ kind: "invoice_paid", amountCents: 0 });
  });

  it("takes back the month a refunded subscription payment bought, as for a one-off payment", async () => {
    const { pro, subscriptionId } = await billing.subscribed();
    await billing.deliver(controls().payFirstInvoice(subscriptionId));
    billing.later(10);
    const intent = intentOf(subscriptionId);
    await kit.deliverObject("charge.refunded", chargeOf(intent, { amount_refunded: 4900, refunded: true })).expect(200);
    expect(await billing.goldUntil(pro.id)).toBe("2031-03-25T12:00:00.000Z");
  });

  it("takes back only the renewal whose dispute was lost", async () => {
    const { pro, subscriptionId } = await billing.subscribed();
    await billing.deliver(controls().payFirstInvoice(subscriptionId));
    kit.clock = new Date("2031-04-15T12:00:00.000Z");
    await billing.deliver(controls().renew(subscriptionId));
    const renewal = intentOf(subscriptionId);
    kit.clock = new Date("2031-04-01T12:00:00.000Z");
    await kit.deliverObject("charge.dispute.closed", disputeOf(renewal, { status: "lost" })).expect(200);
    expect(await billing.goldUntil(pro.id)).toBe("2031-04-15T12:00:00.000Z");
  });

  it("answers 502 when Stripe cannot say which payment paid an invoice, records nothing, and applies Stripe's redelivery", async () => {
    const { pro, subscriptionId } = await billing.subscribed();
    const events = controls().payFirstInvoice(subscriptionId);
    const [paid] = events.filter((e) => e.type === "invoice.paid");
    kit.stripe.failNextWith(500, 2); // the SDK's own retry fails too
    await kit.deliverEvent(paid!).expect(502);
    expect(await billing.goldUntil(pro.id)).toBeNull();
    await billing.deliver(events);
    expect(await billing.goldUntil(pro.id)).toBe("2031-04-15T12:00:00.000Z");
    // An invoice Stripe does not know has no payment to find: applied without one, not refused forever.
    const stranger = { ...paid!, id: `${paid!.id}_copy`, data: { object: { ...(paid!.data.object as object), id: "in_unknown_to_stripe" } } };
    await kit.deliverEvent(stranger).expect(200);
  });

  it("refuses a subscription or invoice event without the fields it relies on with 400", async () => {
    const { subscriptionId } = await billing.subscribed();
    const [paid] = controls()
      .payFirstInvoice(subscriptionId)
      .filter((e) => e.type === "invoice.paid");
    const broken = { ...paid!, data: { object: { ...(paid!.data.object as object), lines: "all" } } };
    expect((await kit.deliverEvent(broken).expect(400)).body).toEqual({ message: "Malformed Stripe event" });
    const sub = controls().subscription(subscriptionId);
    await kit
      .deliverEvent({ ...paid!, id: `${paid!.id}x`, type: "customer.subscription.updated", data: { object: { ...sub, items: { data: [] } } } })
      .expect(400);
  });
});

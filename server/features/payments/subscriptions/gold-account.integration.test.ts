import { and, eq, inArray } from "drizzle-orm";
import request from "supertest";
import { createBusiness, createProfessional } from "../../../db/factories";
import { auditLog, goldSubscriptions, listingOwners } from "../../../db/schema";
import { useBillingKit } from "../../../test/billing-kit";
import { engines } from "../../../test/database";
import { ownerSession } from "../../../test/owner-session";
import { setupTestApp } from "../../../test/test-app";
import { LIVE_STATUSES } from "./subscription-rows";

const stripeCalls = (requests: { method: string; path: string }[]) =>
  requests.map((r) => `${r.method} ${r.path.split("?")[0]!.replace(/(sub|cus|in)_\w+/, "$1_…")}`);

describe.each(engines)("buying Gold and Manage billing under /api/account on %s", (engine) => {
  const kit = useBillingKit(engine);
  const { billing } = kit;
  const audits = (action: string, id: number) =>
    kit.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id);

  beforeEach(() => {
    kit.clock = new Date("2031-03-15T12:00:00.000Z");
  });

  // First in the file: the app's price catalog is still empty.
  it("costs three Stripe calls the first time (prices, customer, subscription), one for the owner's next listing, and answers the first invoice's secret", async () => {
    const { pro, cookie, user } = await billing.ownedListing();
    const before = kit.stripe.requests.length;
    const res = await billing.subscribe(cookie, pro.id, "gold-monthly", "first-visit-0000001").expect(200);
    const calls = kit.stripe.requests.slice(before);
    expect(stripeCalls(calls)).toEqual(["GET /v1/prices", "POST /v1/customers", "POST /v1/subscriptions"]);
    const created = calls.at(-1)!;
    const monthly = [...kit.stripe.billing.prices.values()].find((p) => p.lookup_key === "gold_monthly")!;
    expect(Object.fromEntries(created.form)).toMatchObject({
      "items[0][price]": monthly.id,
      payment_behavior: "default_incomplete",
      "payment_settings[save_default_payment_method]": "on_subscription",
      "metadata[professional_id]": String(pro.id),
      "metadata[user_id]": user.id,
      "metadata[plan]": "gold-monthly",
      "expand[0]": "latest_invoice.confirmation_secret",
    });
    expect(created.form.has("trial_end")).toBe(false);
    expect(created.headers["idempotency-key"]).toMatch(/^gold-subscribe:/);
    const sub = kit.stripe.controls.subscriptionsOf(created.form.get("customer")!)[0]!;
    const secret = kit.stripe.controls.latestInvoice(sub.id).confirmation_secret!.client_secret;
    expect(res.body).toEqual({ clientSecret: secret, intentType: "payment", plan: "gold-monthly", amountCents: 4900, firstChargeOn: null });
    expect(await billing.row(pro.id)).toMatchObject({ stripeSubscriptionId: sub.id, status: "incomplete", customerUserId: user.id, plan: "gold-monthly" });
    expect(await audits("gold.subscribe", pro.id)).toMatchObject([
      { actorId: user.id, entityType: "gold", after: { subscriptionId: sub.id, plan: "gold-monthly" } },
    ]);

    // A retry of the same visit: the same subscription, read back (one call), not audited twice.
    const again = await billing.subscribe(cookie, pro.id, "gold-monthly", "first-visit-0000001").expect(200);
    expect(again.body.clientSecret).toBe(secret);
    expect(stripeCalls(kit.stripe.requests.slice(before + 3))).toEqual(["GET /v1/subscriptions/sub_…"]);
    expect(await audits("gold.subscribe", pro.id)).toHaveLength(1);

    // The same owner's second listing: the customer and the prices are known, one call.
    const second = await createProfessional(kit.database.db);
    await kit.database.db.insert(listingOwners).values({ userId: user.id, listingKind: "professional", listingId: second.id });
    const mark = kit.stripe.requests.length;
    await billing.subscribe(cookie, second.id, "gold-annual").expect(200);
    expect(stripeCalls(kit.stripe.requests.slice(mark))).toEqual(["POST /v1/subscriptions"]);
  });

  it("replaces an unpaid attempt when the owner picks the other plan, and refuses a second subscription once one is paid", async () => {
    const { pro, cookie } = await billing.ownedListing();
    await billing.subscribe(cookie, pro.id, "gold-monthly").expect(200);
    const first = (await billing.row(pro.id))!.stripeSubscriptionId;
    const annual = await billing.subscribe(cookie, pro.id, "gold-annual").expect(200);
    expect(annual.body).toMatchObject({ plan: "gold-annual", amountCents: 49000 });
    expect(kit.stripe.controls.subscription(first).status).toBe("canceled");
    expect((await audits("gold.subscribe", pro.id)).map((a) => a.after)).toMatchObject([
      { replacedSubscriptionId: null },
      { replacedSubscriptionId: first, plan: "gold-annual" },
    ]);
    const live = await kit.database.db
      .select()
      .from(goldSubscriptions)
      .where(and(eq(goldSubscriptions.professionalId, pro.id), inArray(goldSubscriptions.status, [...LIVE_STATUSES])));
    expect(live.map((r) => r.plan)).toEqual(["gold-annual"]);

    await billing.deliver([...kit.stripe.takeEvents(), ...kit.stripe.controls.payFirstInvoice(live[0]!.stripeSubscriptionId)]);
    const refused = await billing.subscribe(cookie, pro.id, "gold-monthly").expect(409);
    expect(refused.body.message).toBe(
      "This listing already has a Gold subscription (annual, renewing on March 15, 2032). Use Manage billing to change or cancel it.",
    );
  });

  it("opens the Customer Portal for the payer only, back to the listing's Gold section; a co-owner sees who pays", async () => {
    const { pro, cookie, user, subscriptionId } = await billing.subscribed();
    await billing.deliver(kit.stripe.controls.payFirstInvoice(subscriptionId));
    const portal = await request(kit.app).post(`/api/account/listings/professional/${pro.id}/gold/portal`).set("Cookie", cookie).expect(200);
    const session = [...kit.stripe.billing.portalSessions.values()].at(-1)!;
    expect(portal.body).toEqual({ url: session.url });
    expect(session.return_url).toMatch(new RegExp(`/account/listings/professional/${pro.id}#gold$`));
    expect(session.configuration).toBe([...kit.stripe.billing.configurations.keys()][0]);
    expect(await audits("gold.billing_portal", pro.id)).toMatchObject([{ actorId: user.id, after: { subscriptionId, portalSessionId: session.id } }]);

    const coOwner = await ownerSession(kit.app, kit.database.db, [{ kind: "professional", id: pro.id, role: "co_owner" }]);
    const seen = await billing.status(coOwner.cookie, pro.id).expect(200);
    expect(seen.body.subscription).toMatchObject({ managedByYou: false, managedBy: { email: user.email }, status: "active", plan: "gold-monthly" });
    expect((await billing.status(cookie, pro.id).expect(200)).body.subscription).toMatchObject({ managedByYou: true, managedBy: null });
    const refused = await request(kit.app).post(`/api/account/listings/professional/${pro.id}/gold/portal`).set("Cookie", coOwner.cookie).expect(403);
    expect(refused.body.message).toBe(`Billing for this listing is managed by ${user.name || user.email} (${user.email}).`);
    const none = await billing.ownedListing();
    await request(kit.app).post(`/api/account/listings/professional/${none.pro.id}/gold/portal`).set("Cookie", none.cookie).expect(409);
  });

  it("keeps one-off Gold's dates: a trial to the paid-through date, the card saved now, the first charge from that date", async () => {
    const { pro, cookie } = await billing.ownedListing("2031-04-01T00:00:00.000Z");
    const res = await billing.subscribe(cookie, pro.id, "gold-monthly").expect(200);
    const sent = kit.stripe.requests.at(-1)!;
    expect(sent.form.get("trial_end")).toBe(String(Date.parse("2031-04-01T00:00:00Z") / 1000));
    expect(sent.form.get("trial_settings[end_behavior][missing_payment_method]")).toBe("cancel");
    expect(res.body).toMatchObject({
      intentType: "setup",
      firstChargeOn: "2031-04-01T00:00:00.000Z",
      clientSecret: expect.stringMatching(/^seti_\w+_secret_\w+$/),
    });
    const sub = (await billing.row(pro.id))!.stripeSubscriptionId;
    await billing.deliver(kit.stripe.takeEvents()); // includes the trial's $0 invoice.paid: it buys nothing
    expect(await billing.goldUntil(pro.id)).toBe("2031-04-01T00:00:00.000Z");
    expect((await billing.status(cookie, pro.id).expect(200)).body.subscription).toMatchObject({ status: "trialing", awaitingPayment: true });
    await billing.deliver(kit.stripe.controls.confirmSetup(sub));
    expect((await billing.status(cookie, pro.id).expect(200)).body.subscription).toMatchObject({
      status: "trialing",
      awaitingPayment: false,
      trialEnd: "2031-04-01T00:00:00.000Z",
      currentPeriodEnd: "2031-04-01T00:00:00.000Z",
    });
    kit.clock = new Date("2031-04-01T00:00:00.000Z");
    await billing.deliver(kit.stripe.controls.renew(sub));
    expect(await billing.goldUntil(pro.id)).toBe("2031-05-01T00:00:00.000Z");
    expect((await billing.ledger(sub)).filter((l) => l.amountCents! > 0).map((l) => [l.kind, l.goldFrom, l.goldUntil])).toEqual([
      ["gold_granted", "2031-04-01T00:00:00.000Z", "2031-05-01T00:00:00.000Z"],
    ]);
  });

  it("leaves one live subscription when two owners buy at once", async () => {
    const { pro, cookie } = await billing.ownedListing();
    const coOwner = await ownerSession(kit.app, kit.database.db, [{ kind: "professional", id: pro.id, role: "co_owner" }]);
    const answers = await Promise.all([billing.subscribe(cookie, pro.id, "gold-monthly"), billing.subscribe(coOwner.cookie, pro.id, "gold-annual")]);
    expect(answers.map((a) => a.status).sort()).toContainEqual(200);
    for (const a of answers) expect([200, 409]).toContain(a.status);
    const rows = await kit.database.db.select().from(goldSubscriptions).where(eq(goldSubscriptions.professionalId, pro.id));
    const live = rows.filter((r) => (LIVE_STATUSES as readonly string[]).includes(r.status));
    expect(live).toHaveLength(1);
    const atStripe = [...kit.stripe.billing.subscriptions.values()].filter((s) => s.metadata?.professional_id === String(pro.id) && s.status !== "canceled");
    expect(atStripe.map((s) => s.id)).toEqual([live[0]!.stripeSubscriptionId]);
  });

  it("answers 400 naming the field, and 404 for a business listing or another owner's listing", async () => {
    const { pro, cookie } = await billing.ownedListing();
    const before = kit.stripe.requests.length;
    const url = `/api/account/listings/professional/${pro.id}/gold/subscription`;
    const plan = await request(kit.app).post(url).set("Cookie", cookie).send({ plan: "gold-weekly" }).expect(400);
    expect(plan.body).toMatchObject({
      message: "plan must be gold-monthly or gold-annual",
      fieldErrors: { plan: ["plan must be gold-monthly or gold-annual"] },
    });
    const id = await request(kit.app).post(url).set("Cookie", cookie).send({ plan: "gold-monthly", requestId: "x" }).expect(400);
    expect(id.body.message).toMatch(/requestId/);
    const biz = await createBusiness(kit.database.db);
    const owner = await ownerSession(kit.app, kit.database.db, [{ kind: "business", id: biz.id }]);
    const business = await request(kit.app).get(`/api/account/listings/business/${biz.id}/gold`).set("Cookie", owner.cookie).expect(404);
    expect(business.body.message).toBe("Gold is offered for professionals' listings only.");
    const other = await createProfessional(kit.database.db);
    await billing.subscribe(cookie, other.id).expect(404);
    expect(kit.stripe.requests.length).toBe(before);
  });
});

describe.each(engines)("Gold in /api/account without Stripe on %s", (engine) => {
  const { database, app } = setupTestApp(engine);

  it("reads the listing's Gold, and answers 503 to buying and to Manage billing", async () => {
    const pro = await createProfessional(database.db, { goldUntil: "2099-01-01T00:00:00.000Z" });
    const { cookie } = await ownerSession(app, database.db, [{ kind: "professional", id: pro.id }]);
    const status = await request(app).get(`/api/account/listings/professional/${pro.id}/gold`).set("Cookie", cookie).expect(200);
    expect(status.body).toEqual({ goldUntil: "2099-01-01T00:00:00.000Z", isGold: true, subscription: null });
    const buy = await request(app)
      .post(`/api/account/listings/professional/${pro.id}/gold/subscription`)
      .set("Cookie", cookie)
      .send({ plan: "gold-monthly" })
      .expect(503);
    expect(buy.body.message).toBe("Card payments are not configured on this server.");
    await request(app).post(`/api/account/listings/professional/${pro.id}/gold/portal`).set("Cookie", cookie).expect(503);
  });
});

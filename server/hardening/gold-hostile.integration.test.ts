import { eq } from "drizzle-orm";
import fc from "fast-check";
import request from "supertest";
import { goldSubscriptions } from "../db/schema";
import { useBillingKit } from "../test/billing-kit";
import { engines } from "../test/database";
import { expectSafeAnswer, hostileJson, hostileText, runs, wrongType, type Answer } from "../test/hostile";

const answer = (res: request.Response): Answer => ({ status: res.status, contentType: String(res.headers["content-type"] ?? ""), text: res.text });

/**
 * Random and hostile input at issue 17's Gold endpoints: the owner's POST …/gold/subscription and
 * …/gold/portal with any body, and signed Billing webhook events whose objects are junk. Never a
 * 5xx or a stack, a JSON {message} on errors, and junk buys nothing (no subscription at Stripe
 * or here, no Gold).
 */
describe.each(engines)("hostile input against the Gold subscription endpoints on %s", (engine) => {
  const kit = useBillingKit(engine);
  const { billing } = kit;

  it("any body to buy Gold or open billing: 400, 409 or 413, no subscription made", async () => {
    const { pro, cookie } = await billing.ownedListing();
    const stripeCalls = kit.stripe.requests.length;
    const body = fc.oneof(
      fc.record({ plan: fc.oneof(hostileText, wrongType), requestId: fc.oneof(hostileText, wrongType) }, { requiredKeys: [] }),
      hostileJson.filter((v): v is object => typeof v === "object" && v !== null),
    );
    await fc.assert(
      fc.asyncProperty(body, async (value) => {
        const buy = await request(kit.app)
          .post(`/api/account/listings/professional/${pro.id}/gold/subscription`)
          .set("Cookie", cookie)
          .send(value as object);
        expectSafeAnswer(answer(buy), `POST …/gold/subscription ${JSON.stringify(value)}`);
        // 413: a body past express.json's 100 kB (two of hostileText's 12,000-character runs).
        expect([400, 413]).toContain(buy.status);
        const portal = await request(kit.app)
          .post(`/api/account/listings/professional/${pro.id}/gold/portal`)
          .set("Cookie", cookie)
          .send(value as object);
        expectSafeAnswer(answer(portal), `POST …/gold/portal ${JSON.stringify(value)}`);
        // 409: no subscription to manage; 400: text no database can store, refused before any route; 413 as above.
        expect([400, 409, 413]).toContain(portal.status);
      }),
      { numRuns: runs(40) },
    );
    expect(kit.stripe.requests.slice(stripeCalls).filter((r) => r.method === "POST")).toEqual([]);
    expect(await kit.database.db.select().from(goldSubscriptions).where(eq(goldSubscriptions.professionalId, pro.id))).toEqual([]);
  });

  it("signed subscription and invoice events with junk objects: 200 or 400, never 5xx, no Gold", async () => {
    const { pro } = await billing.ownedListing();
    const junk = fc.oneof(hostileText, wrongType, hostileJson);
    const object = fc.record(
      {
        id: fc.oneof(fc.constant("sub_hostile"), fc.constant("in_hostile"), hostileText),
        object: fc.constantFrom("subscription", "invoice", "charge"),
        status: junk,
        customer: junk,
        cancel_at_period_end: junk,
        metadata: fc.oneof(fc.constant({ professional_id: String(pro.id), user_id: "nobody" }), junk),
        items: fc.oneof(
          junk,
          fc.constant({ data: [{ current_period_start: 1, current_period_end: 4_102_444_800, price: { id: "price_x", lookup_key: "gold_annual" } }] }),
        ),
        lines: fc.oneof(
          junk,
          fc.constant({
            data: [{ amount: 49000, currency: "usd", period: { start: 1, end: 4_102_444_800 }, pricing: { price_details: { price: "price_x" } } }],
          }),
        ),
        amount_paid: fc.oneof(fc.integer(), junk),
        amount_due: fc.oneof(fc.integer(), junk),
        currency: junk,
        parent: fc.oneof(junk, fc.constant({ subscription_details: { subscription: "sub_hostile", metadata: { professional_id: String(pro.id) } } })),
        next_payment_attempt: fc.oneof(fc.integer(), junk),
      },
      { requiredKeys: ["id"] },
    );
    const type = fc.constantFrom(
      "customer.subscription.created",
      "customer.subscription.updated",
      "customer.subscription.deleted",
      "invoice.paid",
      "invoice.payment_failed",
    );
    let n = 0;
    await fc.assert(
      fc.asyncProperty(type, object, async (eventType, data) => {
        n += 1;
        const res = await kit.deliverEvent({
          id: `evt_hostile_${engine}_${Date.now()}_${n}`,
          object: "event",
          type: eventType,
          created: 1,
          data: { object: data },
        });
        expectSafeAnswer(answer(res), `${eventType} ${JSON.stringify(data).slice(0, 300)}`);
        expect([200, 400]).toContain(res.status);
      }),
      { numRuns: runs(60) },
    );
    // No price of ours is "price_x": even a well-formed invoice among the junk bought no Gold.
    expect(await billing.goldUntil(pro.id)).toBeNull();
  });
});

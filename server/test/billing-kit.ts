import { asc, eq } from "drizzle-orm";
import request from "supertest";
import type { PlanId } from "@shared/plans";
import { createProfessional } from "../db/factories";
import { goldSubscriptions, paymentLedger, professionals } from "../db/schema";
import { setUpStripe } from "../features/payments/subscriptions/stripe-setup";
import { createStripe } from "../lib/stripe";
import type { Engine } from "./database";
import type { FakeEvent } from "./fake-stripe-types";
import { ownerSession } from "./owner-session";
import { useWebhookKit } from "./webhook-kit";

const iso = (value: string | null | undefined) => (value ? new Date(value).toISOString() : null);

/**
 * The webhook kit (app, fake Stripe on the test's clock, signed deliveries) with Gold's prices
 * made by stripe:setup in the fake, and the steps of the Gold tests: an owner of a new
 * professional listing, buying through the real route, and reading the listing, the
 * subscription row and the ledger back.
 */
export function useBillingKit(engine: Engine) {
  const kit = useWebhookKit(engine);
  beforeAll(async () => {
    await setUpStripe(createStripe({ secretKey: "sk_test_fake", apiBase: kit.stripe.url })!, "sk_test_fake", undefined);
  });
  const billing = {
    /** A professional listing and its signed-in owner (goldUntil: one-off Gold already paid). */
    async ownedListing(goldUntil: string | null = null) {
      const pro = await createProfessional(kit.database.db, { goldUntil });
      const { cookie, user } = await ownerSession(kit.app, kit.database.db, [{ kind: "professional", id: pro.id }]);
      return { pro, cookie, user };
    },
    subscribe(cookie: string, professionalId: number, plan: PlanId = "gold-monthly", requestId?: string) {
      return request(kit.app)
        .post(`/api/account/listings/professional/${professionalId}/gold/subscription`)
        .set("Cookie", cookie)
        .send({ plan, ...(requestId && { requestId }) });
    },
    status(cookie: string, professionalId: number) {
      return request(kit.app).get(`/api/account/listings/professional/${professionalId}/gold`).set("Cookie", cookie);
    },
    /** Delivers events in the order given; each must be answered 200. */
    async deliver(events: FakeEvent[]) {
      for (const event of events) await kit.deliverEvent(event).expect(200);
    },
    /** Buys monthly (or `plan`) Gold for a new listing and delivers the events of the subscription's creation. */
    async subscribed(plan: PlanId = "gold-monthly", goldUntil: string | null = null) {
      const owned = await billing.ownedListing(goldUntil);
      await billing.subscribe(owned.cookie, owned.pro.id, plan).expect(200);
      await billing.deliver(kit.stripe.takeEvents());
      const row = await billing.row(owned.pro.id);
      return { ...owned, subscriptionId: row!.stripeSubscriptionId };
    },
    async goldUntil(professionalId: number) {
      const [row] = await kit.database.db.select({ goldUntil: professionals.goldUntil }).from(professionals).where(eq(professionals.id, professionalId));
      return iso(row?.goldUntil);
    },
    async row(professionalId: number) {
      const [row] = await kit.database.db
        .select()
        .from(goldSubscriptions)
        .where(eq(goldSubscriptions.professionalId, professionalId))
        .orderBy(asc(goldSubscriptions.id));
      return row;
    },
    async ledger(subscriptionId: string) {
      const rows = await kit.database.db
        .select()
        .from(paymentLedger)
        .where(eq(paymentLedger.stripeSubscriptionId, subscriptionId))
        .orderBy(asc(paymentLedger.createdAt), asc(paymentLedger.stripeEventId));
      return rows.map((r) => ({ ...r, goldFrom: iso(r.goldFrom), goldUntil: iso(r.goldUntil) }));
    },
    /** Moves the test's clock (and so the fake Stripe's) `days` ahead. */
    later: (days: number) => kit.later(days),
  };
  return Object.assign(kit, { billing });
}

import type { BillingStore } from "./fake-stripe-billing-store";
import type { BillingFlows } from "./fake-stripe-billing-flows";
import type { FakeEvent, FakeInvoice } from "./fake-stripe-types";

/**
 * What tests do to a subscription that Stripe would do by itself (or the customer in the
 * portal): each call moves the fake's objects as Stripe would and returns the events Stripe
 * sends for it, in Stripe's order. With a webhook endpoint set (fake.setWebhook) they are also
 * delivered, signed; otherwise the test delivers them itself, in any order it wants to test.
 */
export function billingControls(store: BillingStore, flows: BillingFlows) {
  const send = (events: FakeEvent[]) => {
    void store.ctx.emit(events, { taken: true });
    return events;
  };
  const latestInvoice = (subId: string): FakeInvoice => {
    const ref = store.subscription(subId).latest_invoice;
    const invoice = typeof ref === "string" ? store.invoices.get(ref) : undefined;
    if (!invoice) throw new Error(`fake Stripe: subscription ${subId} has no invoice`);
    return invoice;
  };
  return {
    subscription: (id: string) => store.subscription(id),
    subscriptionsOf: (customerId: string) => [...store.subscriptions.values()].filter((s) => s.customer === customerId),
    latestInvoice,
    /** The customer pays the first invoice in the card form (confirmPayment), with a new card. */
    payFirstInvoice: (subId: string) => send(flows.pay(latestInvoice(subId), `pm_${subId.slice(4)}`)),
    /** The customer confirms a trialing subscription's SetupIntent (confirmSetup): the card is saved. */
    confirmSetup: (subId: string) => {
      const setup = store.subscription(subId).pending_setup_intent;
      if (typeof setup !== "string") throw new Error(`fake Stripe: subscription ${subId} has no pending SetupIntent`);
      return send(flows.confirmSetup(setup));
    },
    /** The period ends: the next one is invoiced and paid with the saved card, or (`fail`) declined. */
    renew: (subId: string, options: { fail?: boolean } = {}) => send(flows.renew(store.subscription(subId), options)),
    /** Stripe retries the open invoice: paid, declined again, or declined for the last time (`final`). */
    retry: (subId: string, { fail = false, final = false } = {}) => {
      const invoice = latestInvoice(subId);
      if (invoice.status !== "open") throw new Error(`fake Stripe: invoice ${invoice.id} is ${invoice.status}`);
      return send(fail ? flows.fail(invoice, final) : flows.pay(invoice));
    },
    /** Monthly ↔ annual with Stripe's proration (the portal's plan switch). */
    switchPlan: (subId: string, lookupKey: string) => {
      const price = [...store.prices.values()].find((p) => p.lookup_key === lookupKey);
      if (!price) throw new Error(`fake Stripe has no price ${lookupKey}`);
      return send(flows.switchPlan(store.subscription(subId), price));
    },
    cancelAtPeriodEnd: (subId: string, cancel = true) => send(flows.cancelAtPeriodEnd(store.subscription(subId), cancel)),
    /** Retries exhausted (`unpaid`) or canceled now (`canceled`, customer.subscription.deleted). */
    end: (subId: string, status: "canceled" | "unpaid") => send(flows.end(store.subscription(subId), status)),
  };
}

export type BillingControls = ReturnType<typeof billingControls>;

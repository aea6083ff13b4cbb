import { clone, newId, periodEnd, type BillingStore } from "./fake-stripe-billing-store";
import type { FakeEvent, FakeInvoice, FakePrice, FakeSubscription } from "./fake-stripe-types";

const DAY = 86_400;
/** The card numbers Stripe's test mode declines (the fake's browser side sends the number). */
export const DECLINED_CARDS = new Set(["4000000000000002", "4000000000009995"]);

const label = (price: FakePrice) => `Gold listing (${price.recurring?.interval === "year" ? "annual" : "monthly"})`;
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * The moves a subscription makes in Stripe, each returning the events Stripe sends for it, in
 * Stripe's order. Test controls (fake-stripe-billing.ts) and the fake's browser and portal
 * endpoints call these; the caller emits the events.
 */
export function billingFlows(store: BillingStore) {
  const now = () => store.ctx.now();
  const subView = (sub: FakeSubscription) => store.subscriptionView(sub);
  const invView = (invoice: FakeInvoice) => store.invoiceView(invoice);
  const updated = (sub: FakeSubscription, previous: Record<string, unknown>) => store.event("customer.subscription.updated", subView(sub), previous);

  /** The invoice's payment went through with the customer's card `paymentMethod` (or the subscription's default). */
  function pay(invoice: FakeInvoice, paymentMethod?: string): FakeEvent[] {
    const t = now();
    const events: FakeEvent[] = [];
    const intent = store.intentOf(invoice);
    if (intent) {
      intent.status = "succeeded";
      store.ctx.succeedIntent(intent.id);
      events.push(store.event("payment_intent.succeeded", intent));
    }
    Object.assign(invoice, { status: "paid", amount_paid: invoice.amount_due, amount_remaining: 0, attempted: true, next_payment_attempt: null });
    invoice.attempt_count += intent ? 1 : 0;
    invoice.status_transitions.paid_at = t;
    for (const p of invoice.payments?.data ?? [])
      Object.assign(p, { status: "paid", amount_paid: p.amount_requested, status_transitions: { canceled_at: null, paid_at: t } });
    events.push(store.event("invoice.paid", invView(invoice)), store.event("invoice.payment_succeeded", invView(invoice)));
    const sub = store.subscriptionOf(invoice);
    const previous: Record<string, unknown> = {};
    if (["incomplete", "past_due", "unpaid"].includes(sub.status)) {
      previous.status = sub.status;
      sub.status = "active";
    }
    if (paymentMethod && sub.default_payment_method !== paymentMethod) {
      previous.default_payment_method = sub.default_payment_method;
      sub.default_payment_method = paymentMethod;
    }
    if (Object.keys(previous).length) events.push(updated(sub, previous));
    return events;
  }

  /** A payment attempt failed: Stripe retries in 3 days, or (`final`) gives up and leaves it to the subscription's end. */
  function fail(invoice: FakeInvoice, final = false): FakeEvent[] {
    const events: FakeEvent[] = [];
    const intent = store.intentOf(invoice);
    if (intent)
      events.push(
        store.event("payment_intent.payment_failed", { ...intent, last_payment_error: { code: "card_declined", message: "Your card was declined." } }),
      );
    invoice.attempted = true;
    invoice.attempt_count += 1;
    invoice.next_payment_attempt = final || invoice.billing_reason === "subscription_create" ? null : now() + 3 * DAY;
    events.push(store.event("invoice.payment_failed", invView(invoice)));
    const sub = store.subscriptionOf(invoice);
    if (sub.status === "active" || sub.status === "trialing") {
      const previous = { status: sub.status };
      sub.status = "past_due";
      events.push(updated(sub, previous));
    }
    return events;
  }

  /** The subscription ends now (or at `at`): `canceled` (customer.subscription.deleted) or, retries exhausted, `unpaid`. */
  function end(sub: FakeSubscription, status: "canceled" | "unpaid", at = now()): FakeEvent[] {
    const previous = { status: sub.status };
    sub.status = status;
    if (status === "unpaid") return [updated(sub, previous)];
    sub.ended_at = at;
    sub.canceled_at ??= now();
    return [store.event("customer.subscription.deleted", subView(sub))];
  }

  return {
    pay,
    fail,
    end,

    /** The next period starts: a new invoice, paid with the saved card, or failed (`fail`, or no card). A cancel at period end ends it instead. */
    renew(sub: FakeSubscription, { fail: failing = false } = {}): FakeEvent[] {
      const item = sub.items.data[0]!;
      if (sub.cancel_at_period_end) return end(sub, "canceled", item.current_period_end);
      const cycle = store.cycles.get(sub.id)!;
      cycle.count += 1;
      const price = store.priceOf(sub);
      const previous = { items: clone(sub.items), ...(sub.status === "trialing" && { status: "trialing" }) };
      const [start, oldEnd] = [item.current_period_start, item.current_period_end];
      item.current_period_start = oldEnd;
      item.current_period_end = periodEnd(cycle.anchor, price.recurring!.interval, cycle.count);
      if (sub.status === "trialing") sub.status = "active";
      const line = store.line(
        sub,
        price,
        price.unit_amount!,
        { start: oldEnd, end: item.current_period_end },
        `1 × ${label(price)} (at ${dollars(price.unit_amount!)})`,
      );
      // Stripe's invoice-level period of a renewal is the period that just ended; the line's is the one paid for.
      const invoice = store.invoice(sub, "subscription_cycle", { start, end: oldEnd }, [line]);
      const events = [updated(sub, previous), store.event("invoice.created", invView(invoice)), store.event("invoice.finalized", invView(invoice))];
      if (invoice.status === "paid") return [...events, ...pay(invoice)];
      return [...events, ...(failing || !sub.default_payment_method ? fail(invoice) : pay(invoice))];
    },

    /**
     * Monthly ↔ annual, as the Customer Portal does it (proration_behavior always_invoice): the
     * interval changes, so the billing cycle restarts now, and the invoice charges the new plan
     * less the unused time of the old one; a credit larger than the charge stays on the customer.
     */
    switchPlan(sub: FakeSubscription, price: FakePrice): FakeEvent[] {
      const t = now();
      const item = sub.items.data[0]!;
      const old = store.priceOf(sub);
      const unused = Math.max(0, item.current_period_end - t) / (item.current_period_end - item.current_period_start);
      const credit = Math.round(old.unit_amount! * unused);
      const previous = { items: clone(sub.items) };
      const creditLine = store.line(sub, old, -credit, { start: t, end: item.current_period_end }, `Unused time on ${label(old)}`, true);
      item.price = clone(price);
      item.current_period_start = t;
      item.current_period_end = periodEnd(t, price.recurring!.interval, 1);
      store.cycles.set(sub.id, { anchor: t, count: 1 });
      sub.billing_cycle_anchor = t;
      const chargeLine = store.line(
        sub,
        price,
        price.unit_amount!,
        { start: t, end: item.current_period_end },
        `1 × ${label(price)} (at ${dollars(price.unit_amount!)})`,
      );
      const invoice = store.invoice(sub, "subscription_update", { start: t, end: t }, [creditLine, chargeLine]);
      const events = [updated(sub, previous), store.event("invoice.created", invView(invoice)), store.event("invoice.finalized", invView(invoice))];
      if (invoice.status === "paid") return [...events, store.event("invoice.paid", invView(invoice))];
      return [...events, ...(sub.default_payment_method ? pay(invoice) : fail(invoice))];
    },

    /** Cancel at the end of the period (the portal's cancel), or take that back (`cancel` false). */
    cancelAtPeriodEnd(sub: FakeSubscription, cancel = true): FakeEvent[] {
      const previous = { cancel_at_period_end: sub.cancel_at_period_end, cancel_at: sub.cancel_at, canceled_at: sub.canceled_at };
      sub.cancel_at_period_end = cancel;
      sub.cancel_at = cancel ? sub.items.data[0]!.current_period_end : null;
      sub.canceled_at = cancel ? now() : null;
      return [updated(sub, previous)];
    },

    /** The browser confirmed the pending SetupIntent of a trialing subscription: the card is saved on it. */
    confirmSetup(setupIntentId: string): FakeEvent[] {
      const setup = store.setupIntents.get(setupIntentId)!;
      setup.status = "succeeded";
      setup.payment_method = newId("pm");
      const events = [store.event("setup_intent.succeeded", setup)];
      const sub = [...store.subscriptions.values()].find((s) => s.pending_setup_intent === setupIntentId);
      if (sub) {
        const previous = { default_payment_method: sub.default_payment_method, pending_setup_intent: setupIntentId };
        sub.default_payment_method = setup.payment_method;
        sub.pending_setup_intent = null;
        events.push(updated(sub, previous));
      }
      return events;
    },
  };
}

export type BillingFlows = ReturnType<typeof billingFlows>;

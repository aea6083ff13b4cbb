import { randomBytes } from "node:crypto";
import type Stripe from "stripe";
import { STRIPE_API_VERSION } from "../lib/stripe";
import type {
  FakeCustomer,
  FakeEvent,
  FakeInvoice,
  FakeInvoiceIntent,
  FakeInvoiceLine,
  FakeList,
  FakePortalConfiguration,
  FakePortalSession,
  FakePrice,
  FakeProduct,
  FakeSetupIntent,
  FakeSubscription,
} from "./fake-stripe-types";

/** What the Billing part borrows from the fake's core (fake-stripe.ts). */
export interface BillingContext {
  baseUrl: () => string;
  /** The fake's clock, in Stripe's unit (seconds). */
  now: () => number;
  /** Sends (or queues) events as Stripe would; resolves once they are delivered. */
  emit: (events: FakeEvent[], options?: { taken?: boolean }) => Promise<void>;
  /** Registers an invoice's PaymentIntent with the core, so GET and refunds find it. */
  registerIntent: (intent: FakeInvoiceIntent) => void;
  /** The intent's payment went through: the core gives it a charge that refunds can draw on. */
  succeedIntent: (intentId: string) => void;
}

export const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString("hex")}`;
export const clone = <T>(value: T): T => structuredClone(value);
export const listOf = <T>(data: T[], url: string): FakeList<T> => ({ object: "list", data, has_more: false, url });

/**
 * The end of period `n` of a subscription anchored at `anchor` (seconds), as Stripe bills: the
 * anchor's day of the month, clamped to a shorter month (Jan 31 → Feb 28/29 → Mar 31).
 */
export function periodEnd(anchor: number, interval: string, n: number): number {
  const start = new Date(anchor * 1000);
  const months = (interval === "year" ? 12 : 1) * n;
  const target = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1, start.getUTCHours(), start.getUTCMinutes(), start.getUTCSeconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return Math.floor(target.getTime() / 1000);
}

export type BillingStore = ReturnType<typeof createBillingStore>;

export function createBillingStore(ctx: BillingContext) {
  const store = {
    ctx,
    products: new Map<string, FakeProduct>(),
    prices: new Map<string, FakePrice>(),
    customers: new Map<string, FakeCustomer>(),
    subscriptions: new Map<string, FakeSubscription>(),
    invoices: new Map<string, FakeInvoice>(),
    intents: new Map<string, FakeInvoiceIntent>(),
    setupIntents: new Map<string, FakeSetupIntent>(),
    portalSessions: new Map<string, FakePortalSession>(),
    configurations: new Map<string, FakePortalConfiguration>(),
    /** Per subscription: its billing cycle anchor and how many periods have started since. */
    cycles: new Map<string, { anchor: number; count: number }>(),

    event(type: Stripe.Event.Type, object: object, previous?: Record<string, unknown>): FakeEvent {
      return {
        id: newId("evt"),
        object: "event",
        api_version: STRIPE_API_VERSION,
        created: ctx.now(),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object: clone(object), ...(previous && { previous_attributes: previous }) },
      };
    },

    /** An invoice as an answer shows it: `payments` and `confirmation_secret` only when expanded (webhook events: never). */
    invoiceView(invoice: FakeInvoice, expand: string[] = []): FakeInvoice {
      const { payments, confirmation_secret, ...rest } = clone(invoice);
      return { ...rest, ...(expand.includes("payments") && { payments }), ...(expand.includes("confirmation_secret") && { confirmation_secret }) };
    },

    /** A subscription with `latest_invoice` and `pending_setup_intent` as ids unless expanded. */
    subscriptionView(sub: FakeSubscription, expand: string[] = []): FakeSubscription {
      const view = clone(sub);
      const invoiceExpands = expand.filter((e) => e === "latest_invoice" || e.startsWith("latest_invoice.")).map((e) => e.slice("latest_invoice.".length));
      const invoice = typeof sub.latest_invoice === "string" ? store.invoices.get(sub.latest_invoice) : undefined;
      if (invoice && invoiceExpands.length) view.latest_invoice = store.invoiceView(invoice, invoiceExpands);
      const setup = typeof sub.pending_setup_intent === "string" ? store.setupIntents.get(sub.pending_setup_intent) : undefined;
      if (setup && expand.includes("pending_setup_intent")) view.pending_setup_intent = clone(setup);
      return view;
    },

    priceOf(sub: FakeSubscription): FakePrice {
      return sub.items.data[0]!.price;
    },

    /** A line of the subscription's one item: `amount` for `period` (negative for a proration credit). */
    line(
      sub: FakeSubscription,
      price: FakePrice,
      amount: number,
      period: { start: number; end: number },
      description: string,
      proration = false,
    ): FakeInvoiceLine {
      return {
        id: newId("il"),
        object: "line_item",
        amount,
        currency: price.currency,
        description,
        invoice: null,
        livemode: false,
        metadata: {},
        parent: {
          type: "subscription_item_details",
          invoice_item_details: null,
          subscription_item_details: {
            invoice_item: null,
            proration,
            proration_details: proration ? { credited_items: null } : null,
            subscription: sub.id,
            subscription_item: sub.items.data[0]!.id,
          },
        },
        period,
        pricing: {
          type: "price_details",
          price_details: { price: price.id, product: typeof price.product === "string" ? price.product : price.product.id },
          // A Decimal in the SDK, a string on the wire: left out, as nothing of ours reads it.
          unit_amount_decimal: null,
        },
        quantity: 1,
        subtotal: amount,
      };
    },

    /**
     * A finalized invoice of the subscription. The customer's credit balance pays what it can (a
     * negative total becomes credit); what is left is due through a new PaymentIntent, whose
     * secret is the invoice's confirmation secret. Nothing due: it is paid at once.
     */
    invoice(sub: FakeSubscription, reason: Stripe.Invoice.BillingReason, period: { start: number; end: number }, lines: FakeInvoiceLine[]): FakeInvoice {
      const t = ctx.now();
      const id = newId("in");
      const total = lines.reduce((sum, l) => sum + l.amount, 0);
      const customer = store.customers.get(sub.customer)!;
      const credit = Math.max(0, -customer.balance);
      const applied = total > 0 ? Math.min(credit, total) : total;
      customer.balance += applied;
      const due = Math.max(0, total - applied);
      const invoice: FakeInvoice = {
        id,
        object: "invoice",
        amount_due: due,
        amount_paid: 0,
        amount_remaining: due,
        attempt_count: 0,
        attempted: false,
        billing_reason: reason,
        collection_method: "charge_automatically",
        created: t,
        currency: "usd",
        customer: sub.customer,
        hosted_invoice_url: `${ctx.baseUrl()}/invoice/${id}`,
        livemode: false,
        metadata: {},
        next_payment_attempt: null,
        parent: { type: "subscription_details", quote_details: null, subscription_details: { subscription: sub.id, metadata: { ...sub.metadata } } },
        period_start: period.start,
        period_end: period.end,
        status: "open",
        status_transitions: { finalized_at: t, marked_uncollectible_at: null, paid_at: null, voided_at: null },
        subtotal: total,
        total,
        lines: listOf(
          lines.map((l) => ({ ...l, invoice: id })),
          `/v1/invoices/${id}/lines`,
        ),
        confirmation_secret: null,
        payments: listOf([], `/v1/invoice_payments?invoice=${id}`),
      };
      if (due > 0) {
        const intent: FakeInvoiceIntent = {
          id: newId("pi"),
          object: "payment_intent",
          amount: due,
          client_secret: "",
          created: t,
          currency: "usd",
          customer: sub.customer,
          livemode: false,
          metadata: {},
          status: "requires_payment_method",
        };
        intent.client_secret = `${intent.id}_secret_${randomBytes(8).toString("hex")}`;
        store.intents.set(intent.id, intent);
        ctx.registerIntent(intent);
        invoice.confirmation_secret = { client_secret: intent.client_secret, type: "payment_intent" };
        invoice.payments!.data.push({
          id: newId("inpay"),
          object: "invoice_payment",
          amount_paid: null,
          amount_requested: due,
          created: t,
          currency: "usd",
          invoice: id,
          is_default: true,
          livemode: false,
          payment: { type: "payment_intent", payment_intent: intent.id },
          status: "open",
          status_transitions: { canceled_at: null, paid_at: null },
        });
      } else {
        invoice.status = "paid";
        invoice.status_transitions.paid_at = t;
      }
      store.invoices.set(id, invoice);
      sub.latest_invoice = id;
      return invoice;
    },

    intentOf(invoice: FakeInvoice): FakeInvoiceIntent | undefined {
      const ref = invoice.payments?.data[0]?.payment.payment_intent;
      return typeof ref === "string" ? store.intents.get(ref) : undefined;
    },

    subscriptionOf(invoice: FakeInvoice): FakeSubscription {
      const ref = invoice.parent?.subscription_details?.subscription;
      const sub = typeof ref === "string" ? store.subscriptions.get(ref) : undefined;
      if (!sub) throw new Error(`fake Stripe: invoice ${invoice.id} has no subscription`);
      return sub;
    },

    subscription(id: string): FakeSubscription {
      const sub = store.subscriptions.get(id);
      if (!sub) throw new Error(`fake Stripe has no subscription ${id}`);
      return sub;
    },
  };
  return store;
}

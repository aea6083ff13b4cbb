import type Stripe from "stripe";

/*
 * The objects the fake Stripe's Billing part keeps and answers, each a Pick of the `stripe`
 * package's own type: a field renamed or retyped in the pinned API version fails to compile
 * here, so the fake cannot drift from what the SDK (and our server) reads.
 */

export type FakeList<T> = Pick<Stripe.ApiList<T>, "object" | "data" | "has_more" | "url">;

export type FakeProduct = Pick<Stripe.Product, "id" | "object" | "active" | "created" | "description" | "livemode" | "metadata" | "name" | "updated">;

export type FakePrice = Pick<
  Stripe.Price,
  "id" | "object" | "active" | "created" | "currency" | "livemode" | "lookup_key" | "metadata" | "nickname" | "recurring" | "type" | "unit_amount"
> & { product: string | FakeProduct };

export type FakeCustomer = Pick<Stripe.Customer, "id" | "object" | "balance" | "created" | "email" | "livemode" | "metadata" | "name">;

export type FakeSubscriptionItem = Pick<
  Stripe.SubscriptionItem,
  "id" | "object" | "created" | "current_period_end" | "current_period_start" | "metadata" | "quantity" | "subscription"
> & { price: FakePrice };

export type FakeSetupIntent = Pick<Stripe.SetupIntent, "id" | "object" | "client_secret" | "created" | "livemode" | "metadata" | "status" | "usage"> & {
  customer: string | null;
  payment_method: string | null;
};

export type FakeInvoiceLine = Pick<
  Stripe.InvoiceLineItem,
  "id" | "object" | "amount" | "currency" | "description" | "invoice" | "livemode" | "metadata" | "parent" | "period" | "pricing" | "quantity" | "subtotal"
>;

export type FakeInvoicePayment = Pick<
  Stripe.InvoicePayment,
  "id" | "object" | "amount_paid" | "amount_requested" | "created" | "currency" | "is_default" | "livemode" | "payment" | "status" | "status_transitions"
> & { invoice: string };

export type FakeInvoice = Pick<
  Stripe.Invoice,
  | "id"
  | "object"
  | "amount_due"
  | "amount_paid"
  | "amount_remaining"
  | "attempt_count"
  | "attempted"
  | "billing_reason"
  | "collection_method"
  | "created"
  | "currency"
  | "hosted_invoice_url"
  | "livemode"
  | "metadata"
  | "next_payment_attempt"
  | "parent"
  | "period_end"
  | "period_start"
  | "status"
  | "status_transitions"
  | "subtotal"
  | "total"
> & {
  customer: string;
  lines: FakeList<FakeInvoiceLine>;
  /** Includable: only in answers that expand it, never in webhook events. */
  confirmation_secret?: Stripe.Invoice.ConfirmationSecret | null;
  /** Includable: only with expand[]=payments, never in webhook events. */
  payments?: FakeList<FakeInvoicePayment>;
};

export type FakeSubscription = Pick<
  Stripe.Subscription,
  | "id"
  | "object"
  | "billing_cycle_anchor"
  | "cancel_at"
  | "cancel_at_period_end"
  | "canceled_at"
  | "collection_method"
  | "created"
  | "currency"
  | "ended_at"
  | "livemode"
  | "metadata"
  | "start_date"
  | "status"
  | "trial_end"
  | "trial_start"
> & {
  customer: string;
  default_payment_method: string | null;
  items: FakeList<FakeSubscriptionItem>;
  latest_invoice: string | FakeInvoice | null;
  pending_setup_intent: string | FakeSetupIntent | null;
};

export type FakePortalSession = Pick<
  Stripe.BillingPortal.Session,
  "id" | "object" | "created" | "customer" | "flow" | "livemode" | "locale" | "on_behalf_of" | "return_url" | "url"
> & { configuration: string | null };

/** `features` is kept as sent (our server never reads it back; the setup test checks what was asked). */
export type FakePortalConfiguration = Pick<
  Stripe.BillingPortal.Configuration,
  "id" | "object" | "active" | "created" | "default_return_url" | "is_default" | "livemode" | "metadata" | "name" | "updated"
> & { features: unknown };

/** A PaymentIntent of an invoice (the fake's one-off intents are kept as sent, in fake-stripe.ts). */
export type FakeInvoiceIntent = Pick<
  Stripe.PaymentIntent,
  "id" | "object" | "amount" | "client_secret" | "created" | "currency" | "livemode" | "metadata" | "status"
> & {
  customer: string;
  latest_charge?: string | null;
};

/** A webhook event as Stripe sends it, for any of the objects above. */
export type FakeEvent = Pick<Stripe.Event, "id" | "object" | "api_version" | "created" | "livemode" | "pending_webhooks" | "request"> & {
  type: Stripe.Event.Type;
  data: { object: object; previous_attributes?: Record<string, unknown> };
};

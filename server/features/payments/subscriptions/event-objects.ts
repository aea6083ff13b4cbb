import type Stripe from "stripe";
import { z } from "zod";

const id = z.string().min(1).max(255);
/** A Unix time in seconds (Stripe's unit), up to the year 3000. */
const seconds = z.number().int().min(0).max(32_503_680_000);
const cents = z.number().int().min(-99_999_999).max(99_999_999);
const currency = z.string().min(1).max(16);
/** An expandable reference: an id in webhooks, the object when expanded. */
const ref = z.union([id, z.object({ id })]);
const metadata = z.record(z.string(), z.string()).nullable().optional();

export const refId = (value: z.infer<typeof ref> | null | undefined): string | null => (value == null ? null : typeof value === "string" ? value : value.id);

/** The fields of a Subscription that we read (customer.subscription.* events). */
export const subscriptionObjectSchema = z.object({
  id,
  object: z.literal("subscription"),
  status: z.string().min(1).max(64),
  customer: ref,
  metadata,
  cancel_at_period_end: z.boolean(),
  ended_at: seconds.nullable().optional(),
  trial_end: seconds.nullable().optional(),
  default_payment_method: ref.nullable().optional(),
  items: z.object({
    data: z
      .array(
        z.object({
          current_period_start: seconds,
          current_period_end: seconds,
          price: z.object({ id, lookup_key: z.string().max(255).nullable().optional() }),
        }),
      )
      .min(1)
      .max(20),
  }),
});
export type SubscriptionObject = z.infer<typeof subscriptionObjectSchema>;

/** The fields of an Invoice that we read (invoice.paid, invoice.payment_failed). */
export const invoiceObjectSchema = z.object({
  id,
  object: z.literal("invoice"),
  customer: ref.nullable(),
  billing_reason: z.string().max(64).nullable().optional(),
  amount_paid: cents,
  amount_due: cents,
  currency,
  attempt_count: z.number().int().min(0).max(1000).optional(),
  next_payment_attempt: seconds.nullable().optional(),
  hosted_invoice_url: z.string().max(2000).nullable().optional(),
  parent: z
    .object({ subscription_details: z.object({ subscription: ref, metadata }).nullable().optional() })
    .nullable()
    .optional(),
  lines: z.object({
    data: z
      .array(
        z.object({
          amount: cents,
          currency,
          period: z.object({ start: seconds, end: seconds }),
          pricing: z
            .object({ price_details: z.object({ price: ref }).optional() })
            .nullable()
            .optional(),
        }),
      )
      .max(100),
  }),
  /** Includable: never in a webhook, present when fetched with expand[]=payments. */
  payments: z.object({ data: z.array(z.object({ status: z.string().max(64), payment: z.object({ payment_intent: ref.optional() }) })) }).optional(),
});
export type InvoiceObject = z.infer<typeof invoiceObjectSchema>;

/**
 * The Billing events the webhook applies, and the object each must carry; the webhook refuses
 * one without these fields with 400 before it opens a transaction (as charge-events.ts does).
 */
export const BILLING_EVENT_OBJECTS: Partial<Record<Stripe.Event.Type, z.ZodType>> = {
  "customer.subscription.created": subscriptionObjectSchema,
  "customer.subscription.updated": subscriptionObjectSchema,
  "customer.subscription.deleted": subscriptionObjectSchema,
  "customer.subscription.paused": subscriptionObjectSchema,
  "customer.subscription.resumed": subscriptionObjectSchema,
  "invoice.paid": invoiceObjectSchema,
  "invoice.payment_failed": invoiceObjectSchema,
};

export const isBillingEvent = (type: string) => Object.hasOwn(BILLING_EVENT_OBJECTS, type);

/** The subscription an invoice belongs to, or null for an invoice made outside a subscription. */
export const subscriptionOfInvoice = (invoice: InvoiceObject) => refId(invoice.parent?.subscription_details?.subscription);

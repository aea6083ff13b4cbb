import type Stripe from "stripe";
import type { Db } from "../../../db/client";
import { applyInvoiceFailed, applyInvoicePaid, type InvoiceContext } from "./apply-invoice-event";
import { applySubscriptionEvent, type BillingOutcome } from "./apply-subscription-event";
import { invoiceObjectSchema, subscriptionObjectSchema } from "./event-objects";

export type BillingEventContext = InvoiceContext;

/** One Billing event (event-objects.ts lists them), inside applyStripeEvent's transaction, after its id is recorded. */
export function applyBillingEvent(tx: Db, event: Stripe.Event, now: Date, ctx: BillingEventContext): Promise<BillingOutcome> {
  if (event.type === "invoice.paid") return applyInvoicePaid(tx, event, invoiceObjectSchema.parse(event.data.object), ctx, now);
  if (event.type === "invoice.payment_failed") return applyInvoiceFailed(tx, event, invoiceObjectSchema.parse(event.data.object), ctx, now);
  return applySubscriptionEvent(tx, event, subscriptionObjectSchema.parse(event.data.object), now);
}

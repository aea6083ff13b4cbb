import Stripe from "stripe";
import type { PlanId } from "@shared/plans";
import { invoiceObjectSchema, refId } from "./event-objects";
import type { PriceCatalog } from "./gold-prices";

/** An invoice line as the Gold rules read it: which plan it sells (null: not a Gold price), for how much and which period. */
export interface InvoiceLine {
  plan: PlanId | null;
  amount: number;
  currency: string;
  /** Seconds, as Stripe gives them. */
  start: number;
  end: number;
}

/** What applying a Billing event needs from Stripe, fetched before the webhook's transaction opens. */
export interface PreparedBilling {
  /** invoice.paid: the PaymentIntent that paid it (refunds and disputes name it), or null when none did (credit, $0). */
  paymentIntentId: string | null;
  lines: InvoiceLine[];
}

const NOTHING: PreparedBilling = { paymentIntentId: null, lines: [] };

/**
 * Looks up, outside the transaction, what an invoice event does not carry: the PaymentIntent
 * that paid it (`payments` is includable, so never in a webhook: one GET with expand[]=payments,
 * only for an invoice paid by card) and the plan each line's price sells (the price catalog,
 * read once an hour). A Stripe outage here answers 502 and Stripe delivers the event again.
 */
export async function prepareBillingEvent(stripe: Stripe, prices: PriceCatalog, event: Stripe.Event): Promise<PreparedBilling> {
  if (event.type !== "invoice.paid" && event.type !== "invoice.payment_failed") return NOTHING;
  const invoice = invoiceObjectSchema.parse(event.data.object);
  let paymentIntentId: string | null = null;
  if (event.type === "invoice.paid" && invoice.amount_paid > 0) {
    const payments = invoice.payments ?? (await fetchPayments(stripe, invoice.id));
    paymentIntentId = refId(payments?.data.find((p) => p.status === "paid" && p.payment.payment_intent)?.payment.payment_intent);
  }
  const lines = await Promise.all(
    invoice.lines.data.map(async (line) => {
      const priceId = refId(line.pricing?.price_details?.price);
      return {
        plan: priceId ? await prices.planOfPrice(priceId) : null,
        amount: line.amount,
        currency: line.currency,
        start: line.period.start,
        end: line.period.end,
      };
    }),
  );
  return { paymentIntentId, lines };
}

/** The invoice's payments; none when Stripe does not know the invoice (retrying would not help), an error for anything else. */
async function fetchPayments(stripe: Stripe, invoiceId: string) {
  try {
    return invoiceObjectSchema.shape.payments.parse((await stripe.invoices.retrieve(invoiceId, { expand: ["payments"] })).payments);
  } catch (err) {
    if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === "resource_missing") return undefined;
    throw err;
  }
}

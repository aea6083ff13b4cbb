import { and, eq, inArray, sql } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db } from "../../../db/client";
import { goldSubscriptions, paymentLedger, payments } from "../../../db/schema";
import type { Logger } from "../../../lib/logger";
import { extendGoldTo } from "../gold";
import { lockIntent, record, wasReversed, type LedgerEntry } from "../ledger";
import type { BillingOutcome } from "./apply-subscription-event";
import { refId, subscriptionOfInvoice, type InvoiceObject } from "./event-objects";
import { queuePaymentFailedMail } from "./mails";
import type { PreparedBilling } from "./prepare-event";
import { findSubscription, insertSubscription, lockSubscription, ownersOf, TERMINAL, type SubscriptionRow } from "./subscription-rows";

/** Gold through Stripe's retries lasts until the next attempt, plus a day for its webhook to arrive. */
const RETRY_SLACK_MS = 86_400_000;

export interface InvoiceContext {
  prepared: PreparedBilling;
  site: string;
  log: Logger;
  /** Set when a mail was queued: the webhook wakes the outbox worker after the commit. */
  effects: { mailQueued: boolean };
}

const at = (seconds: number) => new Date(seconds * 1000);

/** The invoice's subscription row, or one made from the invoice's own snapshot of our metadata when the subscription events have not come yet. */
async function rowOf(tx: Db, invoice: InvoiceObject, subscriptionId: string, status: string, prepared: PreparedBilling): Promise<SubscriptionRow | null> {
  const known = await findSubscription(tx, subscriptionId);
  if (known) return known;
  const { professionalId, userId } = await ownersOf(tx, invoice.parent?.subscription_details?.metadata);
  const plan = prepared.lines.find((l) => l.plan)?.plan ?? null;
  if (professionalId === null || !plan) return null;
  // stateAt 0: the first subscription event, whatever its time, replaces what the invoice let us guess.
  return insertSubscription(tx, {
    stripeSubscriptionId: subscriptionId,
    stripeCustomerId: refId(invoice.customer) ?? "",
    professionalId,
    customerUserId: userId,
    plan,
    status,
  });
}

/**
 * invoice.paid, inside the webhook's transaction: the listing is Gold to the end of the period
 * its Gold lines pay for (the lines' periods: an invoice's own period_start/end is the period
 * that just ended), never shortened. Lines of 0 (a trial) or below (a proration credit) buy
 * nothing; a line of a price that is not Gold's is an amount_mismatch. A payment already
 * refunded or lost in a dispute grants nothing (gold_withheld), as for one-off payments, and
 * its PaymentIntent gets a `payments` row and a gold_granted entry, so that issue 9's refund and
 * dispute rules (charge-events.ts) take back exactly this period.
 */
export async function applyInvoicePaid(tx: Db, event: Stripe.Event, invoice: InvoiceObject, ctx: InvoiceContext, now: Date): Promise<BillingOutcome> {
  const subscriptionId = subscriptionOfInvoice(invoice);
  if (!subscriptionId) return "ignored";
  const { paymentIntentId, lines } = ctx.prepared;
  await lockSubscription(tx, subscriptionId);
  if (paymentIntentId) await lockIntent(tx, paymentIntentId);
  const row = await rowOf(tx, invoice, subscriptionId, "active", ctx.prepared);
  const entry: LedgerEntry = {
    stripeEventId: event.id,
    stripePaymentIntentId: paymentIntentId,
    stripeInvoiceId: invoice.id,
    stripeSubscriptionId: subscriptionId,
    amountCents: invoice.amount_paid,
    currency: invoice.currency,
    professionalId: row?.professionalId ?? null,
    kind: "invoice_paid",
  };
  if (row?.professionalId == null) {
    ctx.log.warn({ eventId: event.id, invoiceId: invoice.id, subscriptionId }, "paid subscription invoice names no listing of ours; no Gold granted");
    await record(tx, entry);
    return "applied";
  }
  const gold = lines.filter((l) => l.amount > 0 && l.plan !== null && l.currency === "usd");
  if (gold.length === 0 && lines.some((l) => l.amount > 0)) {
    ctx.log.warn(
      { eventId: event.id, invoiceId: invoice.id, subscriptionId, amountCents: invoice.amount_paid },
      "subscription invoice sells no Gold price; no Gold granted",
    );
    await record(tx, { ...entry, kind: "amount_mismatch" });
    return "applied";
  }
  const plan = gold[0]?.plan ?? row.plan;
  if (paymentIntentId) {
    const metadata = { kind: "subscription", subscription_id: subscriptionId, invoice_id: invoice.id };
    await tx
      .insert(payments)
      .values({
        stripePaymentIntentId: paymentIntentId,
        amountCents: invoice.amount_paid,
        currency: invoice.currency,
        status: "succeeded",
        plan,
        professionalId: row.professionalId,
        metadata,
        lastEventId: event.id,
      })
      .onConflictDoUpdate({
        target: payments.stripePaymentIntentId,
        set: { plan, professionalId: row.professionalId, metadata },
        setWhere: sql`${payments.plan} is null`,
      });
  }
  if (gold.length === 0) {
    await record(tx, entry);
    return "applied";
  }
  if (paymentIntentId && (await wasReversed(tx, paymentIntentId))) {
    await record(tx, { ...entry, kind: "gold_withheld" });
    return "applied";
  }
  let until = at(Math.max(...gold.map((l) => l.end)));
  // A late paid event of a subscription that has ended (canceled at once) buys nothing past its end.
  if (TERMINAL.has(row.status) && row.endedAt && new Date(row.endedAt) < until) until = new Date(row.endedAt);
  const granted = await extendGoldTo(tx, row.professionalId, at(Math.min(...gold.map((l) => l.start))), until);
  await tx
    .update(goldSubscriptions)
    .set({ grantedUntil: sql`greatest(${goldSubscriptions.grantedUntil}, ${until.toISOString()}::timestamptz)`, updatedAt: now })
    .where(eq(goldSubscriptions.id, row.id));
  await record(tx, granted ? { ...entry, kind: "gold_granted", goldFrom: granted.from, goldUntil: granted.until } : entry);
  return "applied";
}

/**
 * invoice.payment_failed. The first invoice's failure is the card form's to show. A renewal's:
 * the listing stays Gold through Stripe's retries (to the next attempt, plus a day), and the
 * payer gets one mail per invoice (however many attempts fail) with a link to update the card.
 */
export async function applyInvoiceFailed(tx: Db, event: Stripe.Event, invoice: InvoiceObject, ctx: InvoiceContext, now: Date): Promise<BillingOutcome> {
  const subscriptionId = subscriptionOfInvoice(invoice);
  if (!subscriptionId) return "ignored";
  await lockSubscription(tx, subscriptionId);
  const first = invoice.billing_reason === "subscription_create";
  const row = await rowOf(tx, invoice, subscriptionId, first ? "incomplete" : "past_due", ctx.prepared);
  const entry: LedgerEntry = {
    stripeEventId: event.id,
    stripeInvoiceId: invoice.id,
    stripeSubscriptionId: subscriptionId,
    amountCents: invoice.amount_due,
    currency: invoice.currency,
    professionalId: row?.professionalId ?? null,
    kind: "invoice_payment_failed",
  };
  if (row?.professionalId == null || first || TERMINAL.has(row.status)) {
    await record(tx, entry);
    return "applied";
  }
  // Delivered after the invoice's own paid event (a retry succeeded first): no grace, no mail about a paid invoice.
  const [paid] = await tx
    .select({ kind: paymentLedger.kind })
    .from(paymentLedger)
    .where(
      and(eq(paymentLedger.stripeInvoiceId, invoice.id), inArray(paymentLedger.kind, ["gold_granted", "invoice_paid", "gold_withheld", "amount_mismatch"])),
    )
    .limit(1);
  if (paid) {
    await record(tx, entry);
    return "stale";
  }
  const next = invoice.next_payment_attempt ? at(invoice.next_payment_attempt) : null;
  const graceEnd = next ? new Date(next.getTime() + RETRY_SLACK_MS) : null;
  const grace = graceEnd ? await extendGoldTo(tx, row.professionalId, now, graceEnd) : null;
  const mail = row.failureMailedInvoiceId !== invoice.id;
  await tx
    .update(goldSubscriptions)
    .set({
      ...(graceEnd && { grantedUntil: sql`greatest(${goldSubscriptions.grantedUntil}, ${graceEnd.toISOString()}::timestamptz)` }),
      ...(mail && { failureMailedInvoiceId: invoice.id }),
      updatedAt: now,
    })
    .where(eq(goldSubscriptions.id, row.id));
  if (mail) {
    const sent = await queuePaymentFailedMail(tx, {
      professionalId: row.professionalId,
      payerId: row.customerUserId,
      amountCents: invoice.amount_due,
      nextAttempt: next?.toISOString() ?? null,
      invoiceUrl: invoice.hosted_invoice_url ?? null,
      site: ctx.site,
    });
    if (sent) ctx.effects.mailQueued = true;
  }
  await record(tx, { ...entry, goldFrom: grace?.from ?? null, goldUntil: grace?.until ?? null });
  return "applied";
}

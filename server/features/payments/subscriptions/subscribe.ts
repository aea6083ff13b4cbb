import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import Stripe from "stripe";
import type { GoldSubscribeRequest, GoldSubscribeResponse } from "@shared/account/gold";
import type { AccountUser } from "../../../account/owner";
import { recordAudit, type AuditActor } from "../../../audit/record-audit";
import type { Db } from "../../../db/client";
import { auditLog, goldSubscriptions, professionals } from "../../../db/schema";
import { HttpError } from "../../../lib/http-error";
import { ensureCustomer } from "./customers";
import type { GoldPrice, PriceCatalog } from "./gold-prices";
import { insertSubscription, iso, liveSubscription, lockListing, type SubscriptionRow } from "./subscription-rows";

export interface SubscribeDeps {
  db: Db;
  stripe: Stripe;
  prices: PriceCatalog;
  now: () => Date;
}

const DAY_MS = 86_400_000;
/** One-off Gold ending within the hour is not worth a trial: the subscription is charged now. */
const MIN_TRIAL_MS = 60 * 60 * 1000;
/** Stripe's longest trial. */
const MAX_TRIAL_DAYS = 730;
/** What the answer needs from the new subscription, in the create call itself. */
const EXPAND = ["latest_invoice.confirmation_secret", "pending_setup_intent"];

const day = (value: string | null) =>
  value
    ? new Date(value).toLocaleDateString("en-US", { timeZone: "America/Chicago", month: "long", day: "numeric", year: "numeric" })
    : "the end of the period";

/** Started but not paid: no first payment, or (with a trial) no card saved yet. */
export const awaitingPayment = (row: Pick<SubscriptionRow, "status" | "hasPaymentMethod">) =>
  row.status === "incomplete" || (row.status === "trialing" && !row.hasPaymentMethod);

function conflict(row: SubscriptionRow): HttpError {
  const plan = row.plan === "gold-annual" ? "annual" : "monthly";
  if (row.status === "past_due") return new HttpError(409, "This listing's Gold subscription has a payment due. Use Manage billing to update the card.");
  if (row.status === "unpaid") return new HttpError(409, "This listing's Gold subscription is unpaid. Use Manage billing to update the card and pay it.");
  const when = row.cancelAtPeriodEnd ? `ending on ${day(row.currentPeriodEnd)}` : `renewing on ${day(row.currentPeriodEnd)}`;
  return new HttpError(409, `This listing already has a Gold subscription (${plan}, ${when}). Use Manage billing to change or cancel it.`);
}

/** The page's answer from a subscription: its first invoice's confirmation secret, or its pending SetupIntent's. */
function answerOf(sub: Stripe.Subscription, price: GoldPrice): GoldSubscribeResponse | null {
  const invoice = typeof sub.latest_invoice === "object" ? sub.latest_invoice : null;
  const setup = typeof sub.pending_setup_intent === "object" ? sub.pending_setup_intent : null;
  const base = { plan: price.plan, amountCents: price.unitAmount };
  if (sub.status === "trialing" && setup?.client_secret && setup.status !== "succeeded")
    return { ...base, clientSecret: setup.client_secret, intentType: "setup", firstChargeOn: iso(sub.trial_end) };
  if (sub.status === "incomplete" && invoice?.confirmation_secret?.client_secret)
    return { ...base, clientSecret: invoice.confirmation_secret.client_secret, intentType: "payment", firstChargeOn: null };
  return null;
}

/** An unpaid attempt the owner replaces (another plan, or by another owner): canceled at Stripe and here. */
async function abandon(deps: SubscribeDeps, row: SubscriptionRow): Promise<void> {
  await deps.stripe.subscriptions.cancel(row.stripeSubscriptionId).catch((err: unknown) => {
    // Already canceled (or expired) at Stripe: what we wanted.
    if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw err;
  });
  await deps.db
    .update(goldSubscriptions)
    .set({ status: "canceled", endedAt: deps.now().toISOString(), updatedAt: deps.now() })
    .where(and(eq(goldSubscriptions.id, row.id), inArray(goldSubscriptions.status, ["incomplete", "trialing"])));
}

/**
 * Buying Gold (issue 17): the owner's Customer (made once), then a subscription created
 * `default_incomplete` with metadata naming the listing and the payer; its first invoice's
 * confirmation secret goes to the card form. One live subscription per listing: a paid one
 * answers 409; an unpaid attempt of the same owner and plan is answered again (a reload, a
 * retry), any other unpaid attempt is canceled first. A listing already Gold from one-off
 * payments keeps those days: the subscription's trial runs to the paid-through date, so its
 * first charge is then (the page confirms the SetupIntent that saves the card).
 */
export async function subscribeToGold(
  deps: SubscribeDeps,
  account: AccountUser,
  professionalId: number,
  request: GoldSubscribeRequest,
  actor: AuditActor,
): Promise<GoldSubscribeResponse> {
  const { db, stripe, prices, now } = deps;
  const [listing] = await db.select({ goldUntil: professionals.goldUntil }).from(professionals).where(eq(professionals.id, professionalId));
  if (!listing) throw new HttpError(404, "Listing not found.");
  const price = await prices.priceFor(request.plan);
  const live = await liveSubscription(db, professionalId);
  if (live && !awaitingPayment(live)) throw conflict(live);
  if (live && live.customerUserId === account.id && live.plan === request.plan) {
    const resumed = answerOf(await stripe.subscriptions.retrieve(live.stripeSubscriptionId, { expand: EXPAND }), price);
    if (resumed) return resumed;
  }
  // Replaced, canceled at Stripe: named in this purchase's audit entry.
  const replaced = live ? live.stripeSubscriptionId : null;
  if (live) await abandon(deps, live);

  const customer = await ensureCustomer(db, stripe, account);
  const paidThrough = listing.goldUntil ? new Date(listing.goldUntil).getTime() : 0;
  const ahead = paidThrough - now().getTime();
  if (ahead > MAX_TRIAL_DAYS * DAY_MS)
    throw new HttpError(
      409,
      `This listing is already Gold until ${day(listing.goldUntil)}, more than two years ahead: subscribe within two years of that date.`,
    );
  const trialEnd = ahead > MIN_TRIAL_MS ? Math.floor(paidThrough / 1000) : undefined;
  const sub = await stripe.subscriptions.create(
    {
      customer,
      items: [{ price: price.id }],
      payment_behavior: "default_incomplete",
      payment_settings: { save_default_payment_method: "on_subscription" },
      ...(trialEnd && { trial_end: trialEnd, trial_settings: { end_behavior: { missing_payment_method: "cancel" } } }),
      metadata: { professional_id: String(professionalId), user_id: account.id, plan: request.plan },
      expand: EXPAND,
    },
    // A retry of the same request (same page visit) gets the same subscription from Stripe.
    { idempotencyKey: `gold-subscribe:${professionalId}:${account.id}:${request.plan}:${trialEnd ?? "now"}:${request.requestId ?? randomUUID()}` },
  );
  const answer = answerOf(sub, price);
  if (!answer) throw new Error(`Stripe subscription ${sub.id} (${sub.status}) has nothing for the card form to confirm`);

  const raced = await db.transaction(async (tx) => {
    await lockListing(tx, professionalId);
    const other = await liveSubscription(tx, professionalId);
    if (other && other.stripeSubscriptionId !== sub.id) return true;
    const state = { status: sub.status, currentPeriodEnd: iso(sub.items.data[0]?.current_period_end), trialEnd: iso(sub.trial_end) };
    await insertSubscription(tx, {
      stripeSubscriptionId: sub.id,
      stripeCustomerId: customer,
      professionalId,
      customerUserId: account.id,
      plan: request.plan,
      ...state,
    });
    const [audited] = await tx
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.action, "gold.subscribe"), sql`${auditLog.after}->>'subscriptionId' = ${sub.id}`));
    if (!audited)
      await recordAudit(tx, actor, {
        action: "gold.subscribe",
        entityType: "gold",
        entityId: professionalId,
        before: null,
        after: { subscriptionId: sub.id, plan: request.plan, status: sub.status, firstChargeOn: answer.firstChargeOn, replacedSubscriptionId: replaced },
      });
    return false;
  });
  if (raced) {
    // Another owner's purchase of this listing got there first: this one must not charge anyone.
    await stripe.subscriptions.cancel(sub.id);
    throw new HttpError(409, "Another purchase of Gold for this listing has just started. Reload the page to see it.");
  }
  return answer;
}

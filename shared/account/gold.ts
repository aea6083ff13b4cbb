import { z } from "zod";
import { planIds, type PlanId } from "../plans";

/**
 * Gold as a Stripe Billing subscription (issue 17), under /api/account/listings/professional/:id/gold.
 * The server prices the plan (Stripe Prices found by lookup key); the page only chooses it.
 */

/** POST …/gold/subscription: start (or resume) buying Gold for the listing. */
export const goldSubscribeRequestSchema = z.object({
  plan: z.enum(planIds, { error: "plan must be gold-monthly or gold-annual" }),
  /** One id per visit of the page: a retried request gets the same subscription. */
  requestId: z
    .string({ error: "requestId must be 16 to 64 letters, digits, - or _" })
    .regex(/^[A-Za-z0-9_-]{16,64}$/, "requestId must be 16 to 64 letters, digits, - or _")
    .optional(),
});
export type GoldSubscribeRequest = z.infer<typeof goldSubscribeRequestSchema>;

/**
 * What the card form needs: the first invoice's confirmation secret (`payment`), or, when the
 * listing is already Gold from one-off payments, the subscription's pending SetupIntent (`setup`):
 * the card is saved now and first charged on `firstChargeOn`, the current paid-through date.
 */
export interface GoldSubscribeResponse {
  clientSecret: string;
  intentType: "payment" | "setup";
  plan: PlanId;
  amountCents: number;
  firstChargeOn: string | null;
}

/** Stripe's subscription statuses as the page reads them. */
export type GoldSubscriptionStatus = "incomplete" | "trialing" | "active" | "past_due" | "unpaid" | "paused";

export interface GoldSubscriptionSummary {
  plan: PlanId | null;
  status: GoldSubscriptionStatus;
  /** The end of the period Stripe bills now: the next renewal, or the end when cancelAtPeriodEnd. */
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /** While the listing's one-off Gold runs: when the subscription first charges. */
  trialEnd: string | null;
  /** Started but not paid (no card yet): the page offers the card form again. */
  awaitingPayment: boolean;
  /** Whether the signed-in user is the paying customer, who alone can open Manage billing. */
  managedByYou: boolean;
  /** Who pays, for co-owners who do not (null for the payer, or when unknown). */
  managedBy: { name: string; email: string } | null;
}

/** GET …/gold: the listing's Gold for /account. */
export interface GoldStatusResponse {
  /** The paid-through date (one-off payments and the subscription together); null when never Gold. */
  goldUntil: string | null;
  isGold: boolean;
  subscription: GoldSubscriptionSummary | null;
}

/** POST …/gold/portal: a Stripe Customer Portal session to open. */
export interface GoldPortalResponse {
  url: string;
}

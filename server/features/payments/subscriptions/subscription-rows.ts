import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { PlanId } from "@shared/plans";
import type { Db } from "../../../db/client";
import { goldSubscriptions, professionals, users } from "../../../db/schema";
import { planOfLookupKey } from "./gold-prices";
import { refId, type SubscriptionObject } from "./event-objects";

export type SubscriptionRow = typeof goldSubscriptions.$inferSelect;

/** Statuses in which a subscription still belongs to its listing: a second one is refused (409). */
export const LIVE_STATUSES = ["incomplete", "trialing", "active", "past_due", "unpaid", "paused"] as const;
/** Stripe never leaves these. */
export const TERMINAL = new Set(["canceled", "incomplete_expired"]);
/** Statuses in which the subscription no longer keeps the listing Gold. */
export const ENDING = new Set(["unpaid", "canceled", "incomplete_expired"]);

/**
 * Where a status stands in a subscription's life. Stripe's event times are whole seconds, so two
 * events of one second cannot be ordered by time: then the later stage wins (a `created` event
 * arriving after the `updated` that activated it in the same second must not make it incomplete).
 */
const STAGE: Record<string, number> = { incomplete: 0, trialing: 1, active: 2, past_due: 3, paused: 3, unpaid: 4, incomplete_expired: 5, canceled: 5 };
export const stageOf = (status: string) => STAGE[status] ?? 2;

export const iso = (seconds: number | null | undefined) => (seconds == null ? null : new Date(seconds * 1000).toISOString());

/** Serialises every event and write about one subscription until the transaction ends. */
export async function lockSubscription(db: Db, subscriptionId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`gold-subscription:${subscriptionId}`}))`);
}

/** Serialises the buying of Gold for one listing (one live subscription each). */
export async function lockListing(db: Db, professionalId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`gold-listing:${professionalId}`}))`);
}

export async function findSubscription(db: Db, subscriptionId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(goldSubscriptions).where(eq(goldSubscriptions.stripeSubscriptionId, subscriptionId)).for("update");
  return row;
}

/** The listing's newest live subscription, if any. */
export async function liveSubscription(db: Db, professionalId: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(goldSubscriptions)
    .where(and(eq(goldSubscriptions.professionalId, professionalId), inArray(goldSubscriptions.status, [...LIVE_STATUSES])))
    .orderBy(desc(goldSubscriptions.id))
    .limit(1);
  return row;
}

/** The state a subscription object says, as our row holds it. */
export function stateOf(sub: SubscriptionObject) {
  return {
    status: sub.status,
    plan: planOfLookupKey(sub.items.data[0]?.price.lookup_key),
    currentPeriodEnd: iso(Math.max(...sub.items.data.map((i) => i.current_period_end))),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    trialEnd: iso(sub.trial_end),
    hasPaymentMethod: refId(sub.default_payment_method) !== null,
    endedAt: iso(sub.ended_at),
  };
}

/**
 * The listing and the payer our metadata names (set by subscribe.ts; Stripe signs the event),
 * each only when it exists: an id of a deleted listing or user counts as none.
 */
export async function ownersOf(db: Db, metadata: Record<string, string> | null | undefined): Promise<{ professionalId: number | null; userId: string | null }> {
  const named = Number(metadata?.professional_id);
  let professionalId: number | null = null;
  if (Number.isSafeInteger(named) && named > 0 && named <= 2_147_483_647) {
    const [found] = await db.select({ id: professionals.id }).from(professionals).where(eq(professionals.id, named));
    professionalId = found?.id ?? null;
  }
  const userRef = metadata?.user_id;
  let userId: string | null = null;
  if (userRef && userRef.length <= 255) {
    const [found] = await db.select({ id: users.id }).from(users).where(eq(users.id, userRef));
    userId = found?.id ?? null;
  }
  return { professionalId, userId };
}

export interface NewSubscriptionRow {
  stripeSubscriptionId: string;
  stripeCustomerId: string;
  professionalId: number | null;
  customerUserId: string | null;
  plan: PlanId | null;
  status: string;
  currentPeriodEnd?: string | null;
  cancelAtPeriodEnd?: boolean;
  trialEnd?: string | null;
  hasPaymentMethod?: boolean;
  endedAt?: string | null;
  stateAt?: number;
}

/** Inserts a subscription unless a row for it exists already (the buy route and the webhook may race); answers the row. */
export async function insertSubscription(db: Db, row: NewSubscriptionRow): Promise<SubscriptionRow> {
  await db.insert(goldSubscriptions).values(row).onConflictDoNothing({ target: goldSubscriptions.stripeSubscriptionId });
  const [found] = await db.select().from(goldSubscriptions).where(eq(goldSubscriptions.stripeSubscriptionId, row.stripeSubscriptionId)).for("update");
  return found!;
}

import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db } from "../../../db/client";
import { goldSubscriptions } from "../../../db/schema";
import { revokeGold } from "../gold";
import { record } from "../ledger";
import { refId, type SubscriptionObject } from "./event-objects";
import {
  ENDING,
  findSubscription,
  insertSubscription,
  lockSubscription,
  ownersOf,
  stageOf,
  stateOf,
  TERMINAL,
  type SubscriptionRow,
} from "./subscription-rows";

export type BillingOutcome = "ignored" | "stale" | "applied";

/**
 * Whether an event says less than the row already knows. Stripe does not order deliveries, so an
 * older `customer.subscription.updated` can come after a newer one: events older than the row's
 * (by Stripe's `created`) are ignored, a tie goes to the later stage, and nothing leaves
 * `canceled` or `incomplete_expired`, which Stripe never leaves either.
 */
export function isStale(row: Pick<SubscriptionRow, "status" | "stateAt">, status: string, created: number): boolean {
  if (TERMINAL.has(row.status)) return true;
  if (created !== row.stateAt) return created < row.stateAt;
  return stageOf(status) < stageOf(row.status);
}

/**
 * customer.subscription.created/updated/deleted/paused/resumed, inside the webhook's transaction
 * (the event id is already recorded). The row takes the subscription's state unless the event is
 * stale. When the subscription ends (`unpaid`, `canceled`), the Gold it granted beyond its end
 * (retry grace, or a period cut short by an immediate cancel) is taken back; a cancel at the end
 * of the period takes nothing, since it ends when the paid period does. Every applied event is a
 * ledger entry: gold_ended, or subscription_changed.
 */
export async function applySubscriptionEvent(tx: Db, event: Stripe.Event, sub: SubscriptionObject, now: Date): Promise<BillingOutcome> {
  await lockSubscription(tx, sub.id);
  const state = stateOf(sub);
  const entry = { stripeEventId: event.id, stripeSubscriptionId: sub.id, kind: "subscription_changed" as const };
  const existing = await findSubscription(tx, sub.id);
  if (!existing) {
    const { professionalId, userId } = await ownersOf(tx, sub.metadata);
    // Not one of ours (another product's price, or no listing named): recorded, nothing kept.
    if (!state.plan || professionalId === null) {
      await record(tx, { ...entry, professionalId });
      return "ignored";
    }
    const customer = refId(sub.customer)!;
    await insertSubscription(tx, {
      stripeSubscriptionId: sub.id,
      stripeCustomerId: customer,
      professionalId,
      customerUserId: userId,
      ...state,
      stateAt: event.created,
    });
    await record(tx, { ...entry, professionalId });
    return "applied";
  }
  if (isStale(existing, state.status, event.created)) return "stale";
  await tx
    .update(goldSubscriptions)
    .set({ ...state, stateAt: event.created, updatedAt: now })
    .where(eq(goldSubscriptions.id, existing.id));
  if (ENDING.has(state.status) && !ENDING.has(existing.status) && existing.professionalId !== null) {
    const endedAt = state.endedAt ? new Date(state.endedAt) : now;
    return endGold(tx, { ...entry, professionalId: existing.professionalId }, existing.grantedUntil, endedAt, now);
  }
  await record(tx, { ...entry, professionalId: existing.professionalId });
  return "applied";
}

/** Takes back the part of the subscription's Gold that lies after its end (revokeGold's rule of unused time), and records it. */
async function endGold(
  tx: Db,
  entry: { stripeEventId: string; stripeSubscriptionId: string; professionalId: number },
  grantedUntil: string | null,
  endedAt: Date,
  now: Date,
): Promise<BillingOutcome> {
  const removed =
    grantedUntil && new Date(grantedUntil) > endedAt
      ? await revokeGold(tx, entry.professionalId, { from: endedAt.toISOString(), until: new Date(grantedUntil).toISOString() }, now)
      : null;
  await record(tx, { ...entry, kind: "gold_ended", goldFrom: removed?.from ?? null, goldUntil: removed?.until ?? null });
  return "applied";
}

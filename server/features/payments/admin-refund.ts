import { and, eq, inArray, sql } from "drizzle-orm";
import Stripe from "stripe";
import type { z } from "zod";
import type { RefundResponse, refundRequestSchema } from "@shared/admin/payments";
import { recordAudit, type AuditActor } from "../../audit/record-audit";
import type { Db } from "../../db/client";
import { auditLog, paymentLedger, payments } from "../../db/schema";
import { HttpError } from "../../lib/http-error";

type RefundRequest = z.output<typeof refundRequestSchema>;

/** What the ledger says is refunded so far: a charge.refunded event carries the running total. */
async function refundedSoFar(db: Db, intentId: string): Promise<number> {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(max(${paymentLedger.amountCents}), 0)::int` })
    .from(paymentLedger)
    .where(and(eq(paymentLedger.stripePaymentIntentId, intentId), inArray(paymentLedger.kind, ["refunded", "partially_refunded"])));
  return row?.cents ?? 0;
}

/**
 * Asks Stripe to refund a succeeded payment (all of what is left, or `amountCents`). Nothing of
 * ours changes here: Stripe's charge.refunded webhook records the refund in the ledger and takes
 * back unused Gold (charge-events.ts), as for a refund made in the Dashboard. The idempotency
 * key is the dialog's requestId (or, without one, the refunded total the admin saw), so a
 * double click or a retry after a timeout makes one refund. The request is audited with its
 * reason once per Stripe refund.
 */
export async function refundPayment(db: Db, stripe: Stripe, actor: AuditActor, intentId: string, request: RefundRequest): Promise<RefundResponse> {
  const [payment] = await db
    .select({ amountCents: payments.amountCents, status: payments.status })
    .from(payments)
    .where(eq(payments.stripePaymentIntentId, intentId));
  if (!payment) throw new HttpError(404, "No payment with this id");
  if (payment.status !== "succeeded") throw new HttpError(409, `Only a succeeded payment can be refunded; this one is ${payment.status.replaceAll("_", " ")}.`);
  const refunded = await refundedSoFar(db, intentId);
  const rest = payment.amountCents - refunded;
  if (rest <= 0) throw new HttpError(409, "This payment is already refunded in full.");
  const amount = request.amountCents ?? rest;
  if (amount > rest) throw new HttpError(400, `amountCents: at most ${rest} cents of this payment are left to refund`);

  const idempotencyKey = `admin-refund:${intentId}:${request.requestId ?? `after-${refunded}`}:${amount}`;
  let refund: Stripe.Refund;
  try {
    refund = await stripe.refunds.create(
      {
        payment_intent: intentId,
        amount,
        reason: "requested_by_customer",
        metadata: { staff_email: actor.actorEmail.slice(0, 500), staff_reason: request.reason },
      },
      { idempotencyKey },
    );
  } catch (err) {
    // Stripe's own refusal (already refunded, amount too large) is a fact about the payment, said to the admin; other failures stay a 502.
    if (err instanceof Stripe.errors.StripeInvalidRequestError) throw new HttpError(409, `Stripe refused the refund: ${err.message}`);
    throw err;
  }

  const [known] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "payment"), eq(auditLog.entityId, intentId), sql`${auditLog.after}->>'stripeRefundId' = ${refund.id}`));
  if (!known) {
    await recordAudit(db, actor, {
      action: "payment.refund",
      entityType: "payment",
      entityId: intentId,
      before: { refundedCents: refunded },
      after: { refundRequestedCents: refund.amount, stripeRefundId: refund.id, refundStatus: refund.status },
      reason: request.reason,
    });
  }
  return { refundId: refund.id, status: refund.status ?? "pending", amountCents: refund.amount, intentId };
}

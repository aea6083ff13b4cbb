import { z } from "zod";
import { paymentStatuses } from "../schema";
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from "../storable-text";

const instant = z.iso.datetime({ offset: true, message: "must be a date and time such as 2026-11-01T06:00:00Z" });
const positiveId = z.coerce.number().int().min(1).max(2_147_483_647);
/** Why staff did it: required, so that the log says. */
export const reasonSchema = z
  .string({ message: "reason is required" })
  .trim()
  .min(5, "reason must be at least 5 characters")
  .max(500, "reason must be at most 500 characters")
  .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);

/** GET /api/admin/payments: newest first, keyset paged (X-Next-Cursor). */
export const paymentsQuerySchema = z
  .object({
    professionalId: positiveId.optional(),
    status: z.enum(paymentStatuses).optional(),
    from: instant.optional(),
    to: instant.optional(),
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) <= Date.parse(q.to), { path: ["to"], message: "to must not be before from" });
export type PaymentsQuery = z.input<typeof paymentsQuerySchema>;

export const ledgerEntrySchema = z.object({
  stripeEventId: z.string(),
  kind: z.string(),
  amountCents: z.number().int().nullable(),
  currency: z.string().nullable(),
  goldFrom: z.string().nullable(),
  goldUntil: z.string().nullable(),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const webhookEventSchema = z.object({ id: z.string(), type: z.string(), receivedAt: z.string() });
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

export const adminPaymentSchema = z.object({
  id: z.number().int(),
  intentId: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.string(),
  plan: z.string().nullable(),
  professionalId: z.number().int().nullable(),
  professionalName: z.string().nullable(),
  /** Refunded so far, as the webhook recorded it. */
  refundedCents: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  ledger: z.array(ledgerEntrySchema),
  events: z.array(webhookEventSchema),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

/** GET /api/admin/professionals/:id/gold */
export const goldStatusSchema = z.object({
  professionalId: z.number().int(),
  name: z.string(),
  gold: z.boolean(),
  /** Paid-through date; Gold while it is in the future. */
  goldUntil: z.string().nullable(),
  payments: z.array(adminPaymentSchema),
});
export type GoldStatus = z.infer<typeof goldStatusSchema>;

export const goldActions = ["grant", "extend", "revoke"] as const;
export type GoldAction = (typeof goldActions)[number];

/**
 * POST /api/admin/professionals/:id/gold. grant: a listing that is not Gold becomes Gold from
 * now; extend: an active Gold listing's end moves later; both take `months` or `until`. revoke
 * ends Gold now. Every one needs a reason.
 */
export const goldChangeSchema = z
  .object({
    action: z.enum(goldActions),
    months: z.number().int().min(1, "months must be between 1 and 60").max(60, "months must be between 1 and 60").optional(),
    until: instant.optional(),
    reason: reasonSchema,
  })
  .strict()
  .superRefine((v, ctx) => {
    const given = Number(v.months !== undefined) + Number(v.until !== undefined);
    if (v.action === "revoke" && given > 0) ctx.addIssue({ code: "custom", path: ["months"], message: "revoke takes neither months nor until" });
    if (v.action !== "revoke" && given !== 1) ctx.addIssue({ code: "custom", path: ["months"], message: `${v.action} needs either months or until` });
  });
export type GoldChange = z.input<typeof goldChangeSchema>;

/** POST /api/admin/payments/:intentId/refund: the whole unrefunded rest unless amountCents says less. */
export const refundRequestSchema = z
  .object({
    amountCents: z.number().int().min(1, "amountCents must be at least 1").max(99_999_999).optional(),
    reason: reasonSchema,
    /** One per dialog opening: a repeated click sends the same, and Stripe makes one refund. */
    requestId: z
      .string()
      .regex(/^[A-Za-z0-9-]{8,64}$/, "requestId must be 8-64 letters, digits or dashes")
      .optional(),
  })
  .strict();
export type RefundRequest = z.input<typeof refundRequestSchema>;

export const refundResponseSchema = z.object({ refundId: z.string(), status: z.string(), amountCents: z.number().int(), intentId: z.string() });
export type RefundResponse = z.infer<typeof refundResponseSchema>;

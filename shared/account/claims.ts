import { z } from "zod";
import { MAIL_WAITING } from "../mail";
import { listingIdSchema, listingKindSchema } from "../listing-kind-schema";
import type { ListingKind } from "../listing-kind";

/** Claiming a listing and signing in as its owner (issue 16, items 1–2). */

const emailSchema = z
  .string({ error: "email must be text" })
  .trim()
  .max(254, "email must be at most 254 characters")
  .pipe(z.email("email must be a valid email address"));
const tokenSchema = z
  .string({ error: "token must be text" })
  .min(20, "token is not a valid link")
  .max(200, "token is not a valid link")
  .regex(/^[A-Za-z0-9_-]+$/, "token is not a valid link");

/** The same words whether or not a link was sent. */
export const SIGN_IN_SENT = "If that email owns a listing, a sign-in link is on its way.";
export const CLAIM_SENT = "If this listing can be claimed, a link is on its way to its email address. It works once, for 15 minutes.";
export const CLAIM_REQUEST_SENT = "Thanks. Our editors will check your claim and email you either way.";
export const SIGN_IN_SAVED = `If that email owns a listing, a sign-in link was saved. ${MAIL_WAITING}`;
export const CLAIM_SAVED = `If this listing can be claimed, a link for its email address was saved. ${MAIL_WAITING}`;

/** POST /api/account-sign-in and POST /api/claims: the words, and whether a mail server sends the link now. */
export interface MailAnswer {
  message: string;
  /** False without a mail server: the link waits in the outbox (staff see it in Outgoing mail). */
  mailSent: boolean;
}

export const signInRequestSchema = z.strictObject({ email: emailSchema });
export type SignInRequest = z.input<typeof signInRequestSchema>;

/** GET /api/listings/:kind/:id/claim */
export interface ClaimStatus {
  claimable: boolean;
  /** The listing's email, masked (m•••@garza-law.example); null when it has none. */
  maskedEmail: string | null;
}

export const claimRequestSchema = z.strictObject({ kind: listingKindSchema, id: listingIdSchema });
export type ClaimRequest = z.input<typeof claimRequestSchema>;

export interface ClaimSentResponse extends MailAnswer {
  maskedEmail: string | null;
}

export const claimConfirmSchema = z.strictObject({ token: tokenSchema });
export type ClaimConfirm = z.input<typeof claimConfirmSchema>;

export interface ClaimConfirmResponse {
  kind: ListingKind;
  id: number;
  name: string;
  role: "owner" | "co_owner";
}

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

/** POST /api/claim-requests: no email on the listing, or the owner cannot reach it. */
export const claimRequestFormSchema = z.strictObject({
  kind: listingKindSchema,
  id: listingIdSchema,
  name: text("name", 120),
  role: text("role", 120),
  phone: z
    .string({ error: "phone must be text" })
    .trim()
    .min(7, "phone must be a phone number")
    .max(40, "phone must be at most 40 characters")
    .regex(/^[0-9+().\s-]+$/, "phone must be a phone number"),
  email: emailSchema,
  note: z.string({ error: "note must be text" }).trim().max(2000, "note must be at most 2000 characters").optional(),
});
export type ClaimRequestForm = z.input<typeof claimRequestFormSchema>;

/** GET /api/admin/claims */
export interface AdminClaimRequest {
  id: number;
  kind: ListingKind;
  listingId: number;
  listingName: string;
  name: string;
  email: string;
  role: string;
  phone: string;
  note: string;
  status: "pending" | "approved" | "rejected";
  createdAt: string;
}

export const claimDecisionSchema = z.strictObject({
  reason: z.string({ error: "reason must be text" }).trim().max(1000, "reason must be at most 1000 characters").optional(),
});

/** /api/account/listings/:kind/:id/co-owners */
export const coOwnerInviteSchema = z.strictObject({ email: emailSchema });
export interface CoOwner {
  userId: string | null;
  email: string;
  role: "owner" | "co_owner" | "invited";
}

/** m•••@garza-law.example: the first letter of the local part and the whole domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "•••";
  return `${email[0]}•••${email.slice(at)}`;
}

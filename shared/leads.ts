import { z } from "zod";
import { listingKinds } from "./listing-kind";
import { senderEmailSchema, senderNameSchema } from "./schema";

/*
 * Leads (issue 31): quote and appointment requests, and the messages a listing's Contact button
 * sends, in one owner inbox with one set of statuses. This file is the contract of the public
 * request routes, the owners' inbox and the staff list; it imports only zod.
 */

export const leadKinds = ["quote", "appointment", "message"] as const;
export type LeadKind = (typeof leadKinds)[number];
/** new → viewed → replied → won | lost, or spam (hidden from the inbox and counted). */
export const leadStatuses = ["new", "viewed", "replied", "won", "lost", "spam"] as const;
export type LeadStatus = (typeof leadStatuses)[number];
export const leadReplyBy = ["phone", "email"] as const;
export const leadWhenKinds = ["date", "range", "flexible"] as const;
/** How the first reply was made: from the inbox page (a mail) or marked "replied by phone". */
export const leadReplyChannels = ["email", "phone"] as const;
export type LeadReplyChannel = (typeof leadReplyChannels)[number];
/** The most listings one "Request quotes from up to 3" sends to. */
export const MAX_MULTI_REQUEST = 3;
export const MAX_LEAD_NEEDED = 5000;

const listingId = z
  .number({ error: "listingId must be a positive integer" })
  .int("listingId must be a positive integer")
  .min(1, "listingId must be a positive integer")
  .max(2_147_483_647, "listingId must be a positive integer");
const isoDate = (field: string) => z.string({ error: `${field} must be a date` }).regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date (YYYY-MM-DD)`);

/** What a visitor fills in, for one listing or for several. */
const requestFields = {
  kind: z.enum(["quote", "appointment"], { error: "kind must be quote or appointment" }),
  needed: z
    .string({ error: "needed is required" })
    .trim()
    .min(1, "needed is required")
    .max(MAX_LEAD_NEEDED, `needed must be at most ${MAX_LEAD_NEEDED} characters`),
  when: z.enum(leadWhenKinds, { error: "when must be date, range or flexible" }),
  whenFrom: isoDate("whenFrom").optional(),
  whenTo: isoDate("whenTo").optional(),
  budget: z.string({ error: "budget must be text" }).trim().max(200, "budget must be at most 200 characters").optional(),
  replyBy: z.enum(leadReplyBy, { error: "replyBy must be phone or email" }),
  name: senderNameSchema,
  email: senderEmailSchema,
  phone: z
    .string({ error: "phone must be text" })
    .trim()
    .max(40, "phone must be at most 40 characters")
    .regex(/^[0-9+().\-\s]*$/, "phone must be a phone number")
    .optional(),
  /** The page's language: the visitor's copy is written in it. */
  locale: z.enum(["en", "es"], { error: "locale must be en or es" }).optional(),
  /** Milliseconds the form was open before it was sent (bots send at once). */
  elapsedMs: z.number({ error: "elapsedMs must be a number" }).int("elapsedMs must be a number").min(0, "elapsedMs must be a number").optional(),
  /** Honeypot, as on the contact form: hidden from people, filled by bots. */
  homepage: z.string().max(500, "homepage must be at most 500 characters").optional(),
};

type RequestShape = {
  when: (typeof leadWhenKinds)[number];
  whenFrom?: string | undefined;
  whenTo?: string | undefined;
  replyBy: (typeof leadReplyBy)[number];
  phone?: string | undefined;
};
function checkRequest(body: RequestShape, ctx: z.RefinementCtx) {
  if (body.when !== "flexible" && !body.whenFrom) ctx.addIssue({ code: "custom", path: ["whenFrom"], message: "whenFrom is required unless when is flexible" });
  if (body.when === "range" && !body.whenTo) ctx.addIssue({ code: "custom", path: ["whenTo"], message: "whenTo is required for a range" });
  if (body.when === "range" && body.whenFrom && body.whenTo && body.whenTo < body.whenFrom)
    ctx.addIssue({ code: "custom", path: ["whenTo"], message: "whenTo must not be before whenFrom" });
  if (body.replyBy === "phone" && !body.phone?.replace(/\D/g, ""))
    ctx.addIssue({ code: "custom", path: ["phone"], message: "phone is required to be called back" });
}

/** POST /api/leads: one request to one listing. */
export const leadRequestSchema = z
  .object({ ...requestFields, listingKind: z.enum(listingKinds, { error: "listingKind must be professional or business" }), listingId })
  .superRefine(checkRequest);
export type LeadRequest = z.input<typeof leadRequestSchema>;

/** POST /api/leads/multi: "Request quotes from up to 3", one lead per listing the visitor ticked. */
export const multiLeadRequestSchema = z
  .object({
    ...requestFields,
    listings: z
      .array(z.object({ kind: z.enum(listingKinds, { error: "kind must be professional or business" }), id: listingId }), {
        error: "listings must be a list",
      })
      .min(1, "listings must name at least one listing")
      .max(MAX_MULTI_REQUEST, `listings must name at most ${MAX_MULTI_REQUEST} listings`)
      .refine((list) => new Set(list.map((l) => `${l.kind}:${l.id}`)).size === list.length, "listings must not repeat a listing"),
  })
  .superRefine(checkRequest);
export type MultiLeadRequest = z.input<typeof multiLeadRequestSchema>;

export const leadRequestResponseSchema = z.object({ message: z.string(), count: z.number().int() });
export type LeadRequestResponse = z.infer<typeof leadRequestResponseSchema>;

/** A lead as its listing's owners (and staff) see it. */
export const ownerLeadSchema = z.object({
  id: z.number().int(),
  kind: z.enum(leadKinds),
  status: z.enum(leadStatuses),
  needed: z.string(),
  when: z.enum(leadWhenKinds).nullable(),
  whenFrom: z.string().nullable(),
  whenTo: z.string().nullable(),
  budget: z.string().nullable(),
  replyBy: z.enum(leadReplyBy),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  createdAt: z.string(),
  firstRepliedAt: z.string().nullable(),
  replyChannel: z.enum(leadReplyChannels).nullable(),
});
export type OwnerLead = z.infer<typeof ownerLeadSchema>;

export const ownerLeadsQuerySchema = z.object({
  status: z.enum(leadStatuses, { error: `status must be one of ${leadStatuses.join(", ")}` }).optional(),
  cursor: z.string().max(100, "cursor is invalid").optional(),
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(100, "limit must be at most 100")
    .default(50),
});
export const leadIdParamsSchema = z.object({
  leadId: z.coerce
    .number({ error: "leadId must be a positive integer" })
    .int("leadId must be a positive integer")
    .min(1, "leadId must be a positive integer")
    .max(2_147_483_647, "leadId must be a positive integer"),
});
/** An owner's reply from the inbox page, mailed to the visitor. */
export const leadReplySchema = z.object({
  body: z.string({ error: "body is required" }).trim().min(1, "body is required").max(10_000, "body must be at most 10000 characters"),
});
/** The statuses an owner sets by hand; new → viewed is automatic and replied comes from a reply. */
export const leadStatusUpdateSchema = z.object({
  status: z.enum(["won", "lost", "spam"], { error: "status must be won, lost or spam" }),
});

export type { ResponseFigures } from "./response-figures";

/** GET /api/admin/leads: staff's list, newest first, by status, category and plan. */
export const adminLeadsQuerySchema = z.object({
  status: z.enum(leadStatuses, { error: `status must be one of ${leadStatuses.join(", ")}` }).optional(),
  categoryId: z.coerce
    .number({ error: "categoryId must be a positive integer" })
    .int("categoryId must be a positive integer")
    .min(1, "categoryId must be a positive integer")
    .max(2_147_483_647, "categoryId must be a positive integer")
    .optional(),
  plan: z.enum(["gold", "basic"], { error: "plan must be gold or basic" }).optional(),
  cursor: z.string().max(100, "cursor is invalid").optional(),
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(100, "limit must be at most 100")
    .default(50),
});
export const adminLeadSchema = ownerLeadSchema.extend({
  listingKind: z.enum(listingKinds),
  listingId: z.number().int(),
  listingName: z.string().nullable(),
  spamReason: z.string().nullable(),
});
export type AdminLead = z.infer<typeof adminLeadSchema>;
/** POST /api/admin/leads/:leadId/reassign: the lead belongs to another listing from now on. */
export const leadReassignSchema = z.object({
  listingKind: z.enum(listingKinds, { error: "listingKind must be professional or business" }),
  listingId,
});
/** DELETE /api/admin/leads/:leadId: why (a visitor's request to be forgotten, kept in the audit log). */
export const leadDeleteSchema = z.object({
  reason: z.string({ error: "reason is required" }).trim().min(1, "reason is required").max(500, "reason must be at most 500 characters"),
});

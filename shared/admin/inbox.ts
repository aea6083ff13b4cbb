import { z } from "zod";
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from "../storable-text";

/**
 * The staff inbox's contract (/api/admin/inquiries…): every message visitors send, whatever
 * its kind. Kinds are open-ended text here (contact, advertising, news today; report-a-change
 * next), so a new kind shows up in the inbox without a change to this file.
 */
export const inboxStatuses = ["new", "in_progress", "answered", "closed", "spam"] as const;
export type InboxStatus = (typeof inboxStatuses)[number];

export const inboxStatusLabels: Record<InboxStatus, string> = {
  new: "New",
  in_progress: "In progress",
  answered: "Answered",
  closed: "Closed",
  spam: "Spam",
};

/** The working order; a message moves forward along it, to spam from anywhere, and from spam back to new. */
const forward: readonly InboxStatus[] = ["new", "in_progress", "answered", "closed"];

/** Why a status change is refused, or null when it is allowed (an unchanged status is allowed and changes nothing). */
export function refusedTransition(from: InboxStatus, to: InboxStatus): string | null {
  if (from === to || to === "spam") return null;
  if (from === "spam") return to === "new" ? null : `A message marked spam goes back to New first (asked: ${inboxStatusLabels[to]}).`;
  if (forward.indexOf(to) > forward.indexOf(from)) return null;
  return `A message moves forward only: ${inboxStatusLabels[from]} cannot go back to ${inboxStatusLabels[to]}.`;
}

/** The statuses a message in `from` may move to, in the order the screen offers them. */
export const nextStatuses = (from: InboxStatus): InboxStatus[] => inboxStatuses.filter((to) => to !== from && refusedTransition(from, to) === null);

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .max(max, `${field} must be at most ${max} characters`)
    .refine(isStorableText, `${field} ${UNSTORABLE_TEXT_MESSAGE}`);

const single = (field: string) => z.string({ error: `${field} must be a single value` });

/** A day (YYYY-MM-DD, UTC) or an instant with its offset (the client sends its local midnight). */
const instant = (field: string) =>
  single(field)
    .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2}))?$/, `${field} must be a date (YYYY-MM-DD) or an ISO date-time with offset`)
    .refine((s) => !Number.isNaN(Date.parse(s.length === 10 ? `${s}T00:00:00Z` : s)), `${field} is not a real date`)
    .optional();

export const INBOX_PAGE_SIZE = 50;
export const INBOX_KIND = /^[a-z][a-z_]{0,39}$/;

export const inboxListQuerySchema = z.object({
  kind: single("kind").regex(INBOX_KIND, "kind must be a message kind such as contact, advertising or news").optional(),
  /** One status; without it every status but spam. */
  status: z.enum(inboxStatuses, { error: `status must be one of ${inboxStatuses.join(", ")}` }).optional(),
  /** A staff user id, "me", or "none" for unassigned messages. */
  assignee: single("assignee")
    .regex(/^[A-Za-z0-9_-]{1,100}$/, "assignee must be a staff id, me or none")
    .optional(),
  /** Received on or after (a day counts from its start). */
  from: instant("from"),
  /** Received on or before (a day counts to its end). */
  to: instant("to"),
  /** Words in the name, email, message or professional name. */
  q: text("q", 200)
    .optional()
    .transform((s) => (s?.trim() ? s.trim() : undefined)),
  limit: single("limit")
    .regex(/^\d{1,3}$/, "limit must be a whole number from 1 to 100")
    .transform(Number)
    .refine((n) => n >= 1 && n <= 100, "limit must be a whole number from 1 to 100")
    .optional()
    .transform((n) => n ?? INBOX_PAGE_SIZE),
  cursor: single("cursor")
    .regex(/^[A-Za-z0-9_-]{1,200}$/, "cursor is not valid")
    .optional(),
});
export type InboxListQuery = z.input<typeof inboxListQuerySchema>;

export const inquiryPatchSchema = z
  .object({
    status: z.enum(inboxStatuses, { error: `status must be one of ${inboxStatuses.join(", ")}` }).optional(),
    /** A staff user id, or null to unassign. */
    assigneeId: z
      .string({ error: "assigneeId must be a staff id or null" })
      .regex(/^[A-Za-z0-9_-]{1,100}$/, "assigneeId must be a staff id or null")
      .nullable()
      .optional(),
  })
  .strict()
  .refine((v) => v.status !== undefined || v.assigneeId !== undefined, { message: "Send status or assigneeId", path: ["status"] });
export type InquiryPatch = z.infer<typeof inquiryPatchSchema>;

export const inquiryNoteRequestSchema = z.object({
  body: text("body", 5000)
    .transform((s) => s.trim())
    .refine((s) => s.length > 0, "body is required"),
});
export type InquiryNoteRequest = z.input<typeof inquiryNoteRequestSchema>;

export const inquiryReplyRequestSchema = z.object({
  subject: text("subject", 200)
    .refine((s) => !/[\r\n]/.test(s), "subject must be one line")
    .transform((s) => s.trim())
    .optional(),
  body: text("body", 10_000)
    .transform((s) => s.trim())
    .refine((s) => s.length > 0, "body is required"),
});
export type InquiryReplyRequest = z.input<typeof inquiryReplyRequestSchema>;

// ---------- answers ----------
export interface InboxSummary {
  id: number;
  kind: string;
  status: InboxStatus;
  name: string;
  email: string;
  professionalName: string | null;
  /** The message's first 200 characters. */
  preview: string;
  assigneeId: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface InboxNote {
  id: number;
  authorEmail: string;
  body: string;
  createdAt: string;
}

/** Where a reply's email is: waiting (or being retried), accepted by the mail server, or failing. */
export interface ReplyDelivery {
  state: "queued" | "sent" | "failed";
  sentAt: string | null;
  lastError: string | null;
  attempts: number;
}

export interface InboxReply {
  id: number;
  authorEmail: string;
  to: string;
  subject: string;
  body: string;
  createdAt: string;
  delivery: ReplyDelivery | null;
}

export interface InboxDetail extends InboxSummary {
  message: string;
  fields: Record<string, string>;
  notes: InboxNote[];
  replies: InboxReply[];
}

export interface StaffOption {
  id: string;
  name: string;
  email: string;
}

/** GET /api/admin/inquiries/:id/listing-draft: an advertising inquiry's fields as a new listing's. */
export interface ListingDraft {
  inquiryId: number;
  business: {
    name: string;
    description: string | null;
    phone: string | null;
    website: string | null;
    email: string | null;
    categoryId: number | null;
  };
  professional: {
    name: string;
    title: string;
    company: string | null;
    phone: string | null;
    website: string | null;
    email: string | null;
    categoryId: number | null;
  };
  /** free, gold-monthly or gold-annual, as the inquirer chose. */
  package: string | null;
}

/**
 * Where "Create listing from this" leads: the listings branch's create form, which reads
 * GET /api/admin/inquiries/:id/listing-draft for `fromInquiry` (its `business` or `professional`
 * has the form's own field names: toFormValues(kind, draft.business)).
 */
export const listingFromInquiryHref = (id: number, kind: "businesses" | "professionals") => `/admin/listings/${kind}/new?fromInquiry=${id}`;

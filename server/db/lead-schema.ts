import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { leadKinds, leadReplyBy, leadReplyChannels, leadStatuses, leadWhenKinds } from "../../shared/leads";
import { listingKinds } from "../../shared/listing-kind";
import { inquiries } from "./schema";

/*
 * Leads (issue 31). Kept out of schema.ts (drizzle.config.ts lists this file). A lead belongs to
 * one listing; only that listing's owners and staff read its personal data. Leads of kind
 * "message" come from a listing's Contact button: the staff inbox keeps its inquiry (inquiry_id),
 * the owners work the lead. Deleted after 24 months by a scheduled job.
 */
export const leads = pgTable(
  "leads",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: leadKinds }).notNull(),
    listingKind: text("listing_kind", { enum: listingKinds }).notNull(),
    listingId: integer("listing_id").notNull(),
    /** The staff inbox's copy of a Contact-button message (kind "message" only). */
    inquiryId: integer("inquiry_id").references(() => inquiries.id, { onDelete: "set null" }),
    /** What is needed (the message itself for kind "message"). */
    needed: text("needed").notNull(),
    whenKind: text("when_kind", { enum: leadWhenKinds }),
    whenFrom: date("when_from", { mode: "string" }),
    whenTo: date("when_to", { mode: "string" }),
    budget: text("budget"),
    replyBy: text("reply_by", { enum: leadReplyBy }).notNull().default("email"),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    /** The visitor's page language, for mails to them. */
    locale: text("locale", { enum: ["en", "es"] })
      .notNull()
      .default("en"),
    status: text("status", { enum: leadStatuses }).notNull().default("new"),
    /** Why a lead was stored as spam without reaching the owner (honeypot, timing, disposable, rate). */
    spamReason: text("spam_reason"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
    viewedAt: timestamp("viewed_at", { withTimezone: true, mode: "string" }),
    /** The first reply, from the inbox page or "replied by phone": the response time's end. */
    firstRepliedAt: timestamp("first_replied_at", { withTimezone: true, mode: "string" }),
    replyChannel: text("reply_channel", { enum: leadReplyChannels }),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  },
  (t) => [
    // The owner inbox and the response figures: one listing's leads by time.
    index("leads_listing_idx").on(t.listingKind, t.listingId, t.createdAt),
    index("leads_status_idx").on(t.status, t.createdAt),
    // The retention job deletes by age.
    index("leads_created_at_idx").on(t.createdAt),
    uniqueIndex("leads_inquiry_idx").on(t.inquiryId),
  ],
);
export type LeadRow = typeof leads.$inferSelect;

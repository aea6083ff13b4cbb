import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { LOCALES } from "../../shared/i18n/locale";
import { listingKinds } from "../../shared/listing-kind";
import { reviewStatuses } from "../../shared/reviews";
import { users } from "./schema";

/*
 * Reviews (issue 30). Kept out of schema.ts (drizzle.config.ts lists both files). A review is
 * written by a signed-in member, one per member per listing; its status is decided by the
 * automatic placement (server/features/reviews/placement.ts) and then by staff, never by its stars.
 */

/** The "member" role: people who signed in by emailed link to write reviews (no password, no staff role). */
export const reviewMembers = pgTable("review_members", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    listingKind: text("listing_kind", { enum: listingKinds }).notNull(),
    listingId: integer("listing_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    stars: integer("stars").notNull(),
    body: text("body").notNull(),
    /** The month of the visit, `YYYY-MM`. */
    visitMonth: text("visit_month").notNull(),
    /** First name and last initial by default; the member may change it. */
    shownName: text("shown_name").notNull(),
    /** The language its writer wrote it in ("en" or "es"; they pick it, the page's language first), or null when unknown (written before it was asked). */
    language: text("language", { enum: LOCALES }),
    status: text("status", { enum: reviewStatuses }).notNull(),
    /** Staff's published reason (shared/reviews.ts moderationReasons), or null. */
    reason: text("reason"),
    /** What the automatic placement saw (for staff; never shown publicly). */
    signals: text("signals")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The text with case, spaces and punctuation ignored, hashed (placement.ts textKey): "duplicated text". */
    textKey: text("text_key").notNull().default(""),
    /** The writer's network (IPv4 /24, IPv6 /48): "many reviews from one network". */
    clientNetwork: text("client_network").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("reviews_listing_user_idx").on(t.listingKind, t.listingId, t.userId),
    index("reviews_listing_status_idx").on(t.listingKind, t.listingId, t.status, t.createdAt),
    index("reviews_user_idx").on(t.userId),
    index("reviews_status_idx").on(t.status, t.createdAt),
    index("reviews_network_idx").on(t.clientNetwork, t.createdAt),
    index("reviews_text_key_idx").on(t.textKey),
    check("reviews_kind_check", sql`${t.listingKind} in ('professional', 'business')`),
    check("reviews_stars_check", sql`${t.stars} between 1 and 5`),
    check("reviews_status_check", sql`${t.status} in ('published', 'not_recommended', 'removed', 'held')`),
    check("reviews_visit_month_check", sql`${t.visitMonth} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check("reviews_language_check", sql`${t.language} in ('en', 'es')`),
  ],
);

/** A review's earlier texts, kept for staff when its writer edits it. */
export const reviewVersions = pgTable(
  "review_versions",
  {
    id: serial("id").primaryKey(),
    reviewId: integer("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    stars: integer("stars").notNull(),
    body: text("body").notNull(),
    visitMonth: text("visit_month").notNull(),
    shownName: text("shown_name").notNull(),
    /** When this text was replaced. */
    replacedAt: timestamp("replaced_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("review_versions_review_idx").on(t.reviewId, t.id)],
);

/** The owner's one public reply to a review (editable). */
export const reviewReplies = pgTable(
  "review_replies",
  {
    reviewId: integer("review_id")
      .primaryKey()
      .references(() => reviews.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    /** The language of the owners' area the reply was written in ("en" or "es"), or null when unknown. */
    language: text("language", { enum: LOCALES }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("review_replies_language_check", sql`${t.language} in ('en', 'es')`)],
);

/** An owner's flag: the review goes to the staff queue with their reason. */
export const reviewFlags = pgTable(
  "review_flags",
  {
    reviewId: integer("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    note: text("note").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when staff act on the review after the flag. */
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] }), index("review_flags_open_idx").on(t.resolvedAt, t.createdAt)],
);

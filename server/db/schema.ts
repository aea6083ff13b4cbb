import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

const stringList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

export const categories = pgTable("categories", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  /** Stable handle used by links such as #professionals?category=banking. */
  slug: text("slug").notNull().unique(),
});

export const businesses = pgTable(
  "businesses",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description"),
    address: text("address"),
    phone: text("phone"),
    website: text("website"),
    logoUrl: text("logo_url"),
    categoryId: integer("category_id").references(() => categories.id, { onDelete: "set null" }),
    email: text("email"),
    zipCode: text("zip_code"),
    services: stringList("services"),
    socialMedia: stringList("social_media"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("businesses_category_id_idx").on(t.categoryId), index("businesses_name_id_idx").on(t.name, t.id)],
);

export const professionals = pgTable(
  "professionals",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    title: text("title").notNull(),
    company: text("company"),
    photoUrl: text("photo_url"),
    phone: text("phone"),
    email: text("email"),
    address: text("address"),
    bio: text("bio"),
    businessId: integer("business_id").references(() => businesses.id, { onDelete: "set null" }),
    categoryId: integer("category_id").references(() => categories.id, { onDelete: "set null" }),
    website: text("website"),
    education: stringList("education"),
    awards: stringList("awards"),
    specialties: stringList("specialties"),
    socialMedia: stringList("social_media"),
    goldUntil: timestamp("gold_until", { withTimezone: true, mode: "string" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * What search matches: name, title and company, lowered once on write. LIKE on it costs
     * ~15x less per row than ILIKE on the three columns, and one trigram index serves it. The
     * newlines (chr(10)) keep a term from matching across two fields.
     */
    searchText: text("search_text").generatedAlwaysAs(sql`lower("name" || chr(10) || "title" || chr(10) || coalesce("company", ''))`),
  },
  (t) => [
    index("professionals_category_id_idx").on(t.categoryId),
    index("professionals_business_id_idx").on(t.businessId),
    index("professionals_name_id_idx").on(t.name, t.id),
    // Gold-first lists: a search's Gold phase is a BitmapAnd of this with the trigram index
    // instead of a walk of the name index that filters out the ~97% of rows that are not Gold.
    index("professionals_gold_until_idx").on(t.goldUntil),
    // Trigram index so that LIKE '%term%' search does not scan (pg_trgm comes from the 0000 migration).
    index("professionals_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    // One- and two-letter searches: trigrams need three characters, so these match a name's first
    // letters instead, and list them in the order of the index (features/directory/queries.ts).
    index("professionals_name_initial_idx").on(sql`left(lower(${t.name}), 1)`, t.name, t.id),
    index("professionals_name_initials_idx").on(sql`left(lower(${t.name}), 2)`, t.name, t.id),
  ],
);

export const inquiries = pgTable(
  "inquiries",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: ["contact", "advertising", "news"] }).notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    professionalName: text("professional_name"),
    /** Structured fields parsed back out of a prefixed advertising or news message. */
    fields: jsonb("fields").$type<Record<string, string>>().notNull().default({}),
    status: text("status", { enum: ["new", "read", "archived", "spam"] })
      .notNull()
      .default("new"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("inquiries_created_at_idx").on(t.createdAt), index("inquiries_kind_idx").on(t.kind)],
);

export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    stripePaymentIntentId: text("stripe_payment_intent_id").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("usd"),
    status: text("status").notNull(),
    plan: text("plan"),
    professionalId: integer("professional_id").references(() => professionals.id, { onDelete: "set null" }),
    /** Idempotency key sent to Stripe, so a retried request never makes a second intent. */
    idempotencyKey: text("idempotency_key"),
    metadata: jsonb("metadata").$type<Record<string, string>>().notNull().default({}),
    lastEventId: text("last_event_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("payments_intent_id_idx").on(t.stripePaymentIntentId), uniqueIndex("payments_idempotency_key_idx").on(t.idempotencyKey)],
);

/** Stripe webhook events already applied: a redelivered event changes nothing. */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/** What a ledger entry records; see paymentLedger. */
export const paymentLedgerKinds = [
  "gold_granted",
  "gold_withheld",
  "amount_mismatch",
  "refunded",
  "partially_refunded",
  "dispute_opened",
  "dispute_won",
  "dispute_lost",
  "dispute_closed",
] as const;

/**
 * The money side of the Stripe events that concern a payment: one entry per event (its id is
 * the key, so a redelivery cannot add a second), written in the webhook's transaction. It
 * records what a payment granted so that a refund or a lost dispute can take exactly that back.
 */
export const paymentLedger = pgTable(
  "payment_ledger",
  {
    stripeEventId: text("stripe_event_id")
      .primaryKey()
      .references(() => stripeEvents.id),
    /** Null for a charge Stripe made without a payment intent (nothing of ours to match). */
    stripePaymentIntentId: text("stripe_payment_intent_id"),
    kind: text("kind", { enum: paymentLedgerKinds }).notNull(),
    /** The intent's amount; for a refund the total refunded so far; for a dispute the amount disputed. */
    amountCents: integer("amount_cents"),
    currency: text("currency"),
    professionalId: integer("professional_id").references(() => professionals.id, { onDelete: "set null" }),
    /**
     * The Gold this entry moved: for gold_granted the period added to the listing, for a refund
     * or a lost dispute the period taken off the end of the listing's Gold ([new end, old end]).
     * Null when the entry moved no Gold.
     */
    goldFrom: timestamp("gold_from", { withTimezone: true, mode: "string" }),
    goldUntil: timestamp("gold_until", { withTimezone: true, mode: "string" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payment_ledger_intent_idx").on(t.stripePaymentIntentId)],
);

/** Owner notifications waiting for (or sent through) SMTP; retried with backoff until accepted. */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: serial("id").primaryKey(),
    inquiryId: integer("inquiry_id").references(() => inquiries.id, { onDelete: "cascade" }),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("email_outbox_pending_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
  ],
);

/** Fixed-window request counters shared by every server process on this database. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  blocked: boolean("blocked").notNull().default(false),
});

/**
 * One row counting changes to the directory tables (categories, businesses, professionals).
 * Statement-level triggers (migration 0002) bump it in the writing transaction, so every
 * server process can tell with one cheap read whether its in-process directory cache is stale.
 */
export const directoryVersion = pgTable("directory_version", {
  id: integer("id").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});

import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { OpeningHours } from "../../shared/hours";
import { listingKinds } from "../../shared/listing-kind";

const stringList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/** Columns the back office keeps on both kinds of listing. */
const listingAdmin = {
  /** The id a listing has in the publisher's other system; CSV imports upsert by it. */
  externalId: text("external_id"),
  /** Set while a listing is withdrawn: its public page and API answer 410, lists, search and the sitemap leave it out. */
  unpublishedAt: timestamp("unpublished_at", { withTimezone: true, mode: "string" }),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  /** Weekly hours and special dates (shared/hours.ts); null when the listing has not said. */
  hours: jsonb("hours").$type<OpeningHours>(),
  /** Freshness shown to visitors: "Updated by the owner on …" / "Checked by our staff on …". */
  ownerUpdatedAt: timestamp("owner_updated_at", { withTimezone: true, mode: "string" }),
  staffCheckedAt: timestamp("staff_checked_at", { withTimezone: true, mode: "string" }),
  /** When the owner was last asked "Is your listing still correct?" (every 90 days). */
  freshnessRemindedAt: timestamp("freshness_reminded_at", { withTimezone: true, mode: "string" }),
  /** The languages spoken there (issue 29), ISO 639-1 codes such as {en,es}: the "Se habla español" filter and JSON-LD. */
  languages: text("languages")
    .array()
    .notNull()
    .default(sql`'{en}'::text[]`),
  /**
   * Its published reviews (issue 30): how many, and the sum of their stars (the average is
   * sum / count). Kept by the database in the same transaction as every review write, staff's
   * moderation and its revert included (the reviews triggers of migration 0033); nothing else
   * writes them, Gold least of all. Cards and "Highest rated" read them without a join.
   */
  reviewCount: integer("review_count").notNull().default(0),
  reviewStarSum: integer("review_star_sum").notNull().default(0),
  /** Whether visitors may "Request an appointment" (issue 31); owners and staff set it. */
  acceptsAppointments: boolean("accepts_appointments").notNull().default(false),
};

// One home in shared/; re-exported for the server files that take it from the schema.
export { listingKinds, type ListingKind } from "../../shared/listing-kind";
const listingKindCheck = (name: string, column: unknown) => check(name, sql`${column} in ('professional', 'business')`);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const categories = pgTable("categories", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  /** The Spanish name (issue 29), staff's; null until given. Search in either language finds the category's listings. */
  nameEs: text("name_es"),
  /** Stable handle used by links such as #professionals?category=banking. */
  slug: text("slug").notNull().unique(),
});

export const businesses = pgTable(
  "businesses",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description"),
    /** Spanish beside the English (issue 29): null or empty when the owner or staff gave none. No machine translation. */
    descriptionEs: text("description_es"),
    address: text("address"),
    phone: text("phone"),
    website: text("website"),
    logoUrl: text("logo_url"),
    categoryId: integer("category_id").references(() => categories.id, { onDelete: "set null" }),
    email: text("email"),
    zipCode: text("zip_code"),
    services: stringList("services"),
    servicesEs: stringList("services_es"),
    socialMedia: stringList("social_media"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the public business search matches (issue 18): name and description, without accents
     * and lowered once on write, like professionals.search_text (immutable_unaccent: migration 0017).
     */
    searchText: text("search_text").generatedAlwaysAs(sql`lower(immutable_unaccent("name" || chr(10) || coalesce("description", '')))`),
    ...listingAdmin,
    ...locatedColumns(),
  },
  (t) => [
    ...locatedIndexes("businesses", t),
    index("businesses_category_id_idx").on(t.categoryId),
    index("businesses_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    index("businesses_name_id_idx").on(t.name, t.id),
    uniqueIndex("businesses_external_id_idx").on(t.externalId),
    // Partners' "changed since" reads (issue 32): a range of this index, in cursor order.
    index("businesses_updated_at_idx").on(t.updatedAt, t.id),
    index("businesses_phone_idx").on(t.phone),
    // The back office's list: its search (name, email or phone, any part) and its "unpublished" filter.
    index("businesses_admin_search_trgm_idx").using(
      "gin",
      sql`lower(${t.name} || chr(10) || coalesce(${t.email}, '') || chr(10) || coalesce(${t.phone}, '')) gin_trgm_ops`,
    ),
    index("businesses_unpublished_name_idx")
      .on(t.name, t.id)
      .where(sql`${t.unpublishedAt} is not null`),
  ],
);

export const professionals = pgTable(
  "professionals",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    title: text("title").notNull(),
    /** Spanish beside the English (issue 29): null when none was given. No machine translation. */
    titleEs: text("title_es"),
    company: text("company"),
    photoUrl: text("photo_url"),
    phone: text("phone"),
    email: text("email"),
    address: text("address"),
    bio: text("bio"),
    bioEs: text("bio_es"),
    businessId: integer("business_id").references(() => businesses.id, { onDelete: "set null" }),
    categoryId: integer("category_id").references(() => categories.id, { onDelete: "set null" }),
    website: text("website"),
    education: stringList("education"),
    awards: stringList("awards"),
    specialties: stringList("specialties"),
    specialtiesEs: stringList("specialties_es"),
    socialMedia: stringList("social_media"),
    goldUntil: timestamp("gold_until", { withTimezone: true, mode: "string" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * What search matches: name, title and company, without accents and lowered once on write
     * (immutable_unaccent: migration 0017), so "jose" and "josé" both find "José". LIKE on it
     * costs ~15x less per row than ILIKE on the three columns, and one trigram index serves it.
     * The newlines (chr(10)) keep a term from matching across two fields; the name comes first,
     * so the ranking (features/directory/search-rank.ts) reads it as the text before the first one.
     */
    searchText: text("search_text").generatedAlwaysAs(sql`lower(immutable_unaccent("name" || chr(10) || "title" || chr(10) || coalesce("company", '')))`),
    ...listingAdmin,
    ...locatedColumns(),
  },
  (t) => [
    ...locatedIndexes("professionals", t),
    uniqueIndex("professionals_external_id_idx").on(t.externalId),
    // Partners' "changed since" reads (issue 32): a range of this index, in cursor order.
    index("professionals_updated_at_idx").on(t.updatedAt, t.id),
    index("professionals_phone_idx").on(t.phone),
    index("professionals_category_id_idx").on(t.categoryId),
    index("professionals_business_id_idx").on(t.businessId),
    index("professionals_name_id_idx").on(t.name, t.id),
    // Gold-first lists: a search's Gold phase is a BitmapAnd of this with the trigram index
    // instead of a walk of the name index that filters out the ~97% of rows that are not Gold.
    index("professionals_gold_until_idx").on(t.goldUntil),
    // Trigram index so that LIKE '%term%' search does not scan (pg_trgm comes from the 0000 migration).
    // Renamed with issue 18's unaccented search_text: a column rebuilt by drizzle-kit (drop and
    // add) loses its indexes, and only a new name makes the generated migration create it again.
    index("professionals_search_text_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    // One- and two-letter searches: trigrams need three characters, so these match a name's first
    // letters instead, and list them in the order of the index (features/directory/queries.ts).
    // search_text starts with the name, unaccented and lowered, so "é" finds "Elena" and "Élodie".
    index("professionals_name_initial_idx").on(sql`left(${t.searchText}, 1)`, t.name, t.id),
    index("professionals_name_initials_idx").on(sql`left(${t.searchText}, 2)`, t.name, t.id),
    // The back office's search also finds a listing by any part of its email or phone (name,
    // title and company are search_text's), and lists the few withdrawn listings without walking
    // the whole name index for them.
    index("professionals_contact_trgm_idx").using("gin", sql`lower(coalesce(${t.email}, '') || chr(10) || coalesce(${t.phone}, '')) gin_trgm_ops`),
    index("professionals_unpublished_name_idx")
      .on(t.name, t.id)
      .where(sql`${t.unpublishedAt} is not null`),
  ],
);

/**
 * What a ranked search reads (issue 18 at 1,000,000 professionals): each published
 * professional's id, category, business, name, Gold date and search_text, kept by the triggers
 * of migration 0023 (never written by the app). A broad term ("dentist") matches ~55,000 of a
 * million listings, and the category counts must read every match: in professionals' ~900-byte
 * rows those sit on ~50,000 pages (210 ms to count them), here on ~14,000 (53 ms). The rest of
 * a listing is read for the page's 48 rows only.
 */
export const professionalSearch = pgTable(
  "professional_search",
  {
    id: integer("id")
      .primaryKey()
      .references(() => professionals.id, { onDelete: "cascade" }),
    categoryId: integer("category_id"),
    businessId: integer("business_id"),
    name: text("name").notNull(),
    goldUntil: timestamp("gold_until", { withTimezone: true, mode: "string" }),
    /**
     * search_text, then (issue 29) the Spanish title on a line of its own, so a Spanish search
     * finds it (migration 0028's triggers).
     */
    searchText: text("search_text").notNull(),
    /** The listing's languages (issue 29): a search's "Se habla español" filter and its counts, read from here. */
    languages: text("languages")
      .array()
      .notNull()
      .default(sql`'{en}'::text[]`),
    /**
     * The listing's position (issue 26 item 1), copied as the rest is, so near me's radius and
     * distance order test a candidate on this narrow row rather than on its professionals row (a
     * term searched 10 miles from the city's edge tested thousands of 1 KB rows, one page read
     * each). Its open now is read here too, from the open_week and special_dates columns that
     * migration 0040 adds beside these (generated on professionals, plain copies here, as
     * professionals' own are absent from this schema).
     */
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
  },
  (t) => [
    index("professional_search_text_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    // A search for a category's name in either language (issue 29) also takes the category's
    // listings: a BitmapOr of this with the trigram index, the term still found first.
    index("professional_search_category_idx").on(t.categoryId),
    // Issue 26 item 1: a ranked page takes the top of each rank class with a limit rather than
    // ranking every match (ranked-search.ts). The name's line (ranks 0 and 1: the whole name, a
    // word of it starting with the term) has a trigram index of its own, so a term no name holds
    // ("dentist") finds those classes empty at once; a class with many matches is read in list
    // order, Gold first (the Gold rows by their date's index), then the rest by name and id.
    index("professional_search_name_trgm_idx").using("gin", sql`split_part(${t.searchText}, chr(10), 1) gin_trgm_ops`),
    index("professional_search_name_id_idx").on(t.name, t.id),
    index("professional_search_gold_until_idx").on(t.goldUntil),
    // The words of search_text (split as rank 2's whole words are): a term's whole-word class by key, empty at once when no listing has the word.
    index("professional_search_words_idx").using("gin", sql`regexp_split_to_array(${t.searchText}, '[^[:alnum:]]+')`),
  ],
);

/** A message's place in the staff inbox: new → in_progress → answered → closed, or spam. */
export const inquiryStatuses = ["new", "in_progress", "answered", "closed", "spam"] as const;

export const inquiries = pgTable(
  "inquiries",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: ["contact", "advertising", "news", "report"] }).notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    professionalName: text("professional_name"),
    /** The listing a message was sent from (its page's contact link), so its owner receives it. */
    listingKind: text("listing_kind", { enum: listingKinds }),
    listingId: integer("listing_id"),
    /** When the listing's owner marked it answered in /account (staff keep their own status). */
    ownerAnsweredAt: timestamp("owner_answered_at", { withTimezone: true, mode: "string" }),
    /** Structured fields parsed back out of a prefixed advertising or news message. */
    fields: jsonb("fields").$type<Record<string, string>>().notNull().default({}),
    status: text("status", { enum: inquiryStatuses }).notNull().default("new"),
    /** The staff user (auth `users.id`) working on it. */
    assigneeId: text("assignee_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("inquiries_created_at_idx").on(t.createdAt),
    index("inquiries_kind_idx").on(t.kind),
    index("inquiries_status_idx").on(t.status, t.createdAt),
    index("inquiries_listing_idx").on(t.listingKind, t.listingId, t.createdAt),
  ],
);

/** Staff notes on a message, never sent to anyone. */
export const inquiryNotes = pgTable(
  "inquiry_notes",
  {
    id: serial("id").primaryKey(),
    inquiryId: integer("inquiry_id")
      .notNull()
      .references(() => inquiries.id, { onDelete: "cascade" }),
    authorId: text("author_id"),
    authorEmail: text("author_email").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("inquiry_notes_inquiry_idx").on(t.inquiryId, t.id)],
);

/** Replies staff sent from the inbox; the email itself goes through the outbox, whose row gives its delivery status. */
export const inquiryReplies = pgTable(
  "inquiry_replies",
  {
    id: serial("id").primaryKey(),
    inquiryId: integer("inquiry_id")
      .notNull()
      .references(() => inquiries.id, { onDelete: "cascade" }),
    authorId: text("author_id"),
    authorEmail: text("author_email").notNull(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    outboxId: integer("outbox_id").references(() => emailOutbox.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("inquiry_replies_inquiry_idx").on(t.inquiryId, t.id)],
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
  (t) => [
    uniqueIndex("payments_intent_id_idx").on(t.stripePaymentIntentId),
    uniqueIndex("payments_idempotency_key_idx").on(t.idempotencyKey),
    // The admin ledger of one professional, newest first (server/features/payments/admin-queries.ts).
    index("payments_professional_idx").on(t.professionalId, t.id),
  ],
);

/** Stripe webhook events already applied: a redelivered event changes nothing. */
export const stripeEvents = pgTable(
  "stripe_events",
  {
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    /** The payment intent the event is about (a payment_intent.* object, or a charge's or dispute's intent): the admin ledger lists a payment's events by it. */
    paymentIntentId: text("payment_intent_id"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("stripe_events_payment_intent_idx").on(t.paymentIntentId)],
);

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
  // Gold subscriptions (issue 17): a paid invoice that moved no Gold, a failed one (with the
  // retry grace it added), a subscription that ended (with the Gold taken back), any other change.
  "invoice_paid",
  "invoice_payment_failed",
  "gold_ended",
  "subscription_changed",
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
    /** Subscription entries (issue 17): the Stripe invoice and subscription they are about. */
    stripeInvoiceId: text("stripe_invoice_id"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payment_ledger_intent_idx").on(t.stripePaymentIntentId), index("payment_ledger_subscription_idx").on(t.stripeSubscriptionId)],
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
    /** Where an answer goes when it is not the inquiry's sender: a lead reply answers to the owner (issue 31). */
    replyTo: text("reply_to"),
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
 * The first answer to each submission that carried an Idempotency-Key (issue 26): a retry with
 * the same key, from the same client to the same route, gets this answer and writes nothing.
 * `status` is null while the first attempt runs. Rows older than a day are deleted
 * (middleware/idempotency.ts).
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    client: text("client").notNull(),
    route: text("route").notNull(),
    key: text("key").notNull(),
    status: integer("status"),
    contentType: text("content_type"),
    body: text("body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.client, t.route, t.key] }), index("idempotency_keys_created_at_idx").on(t.createdAt)],
);

/**
 * One row counting changes to the directory tables (categories, businesses, professionals).
 * Statement-level triggers (migration 0002) bump it in the writing transaction, so every
 * server process can tell with one cheap read whether its in-process directory cache is stale.
 */
export const directoryVersion = pgTable("directory_version", {
  id: integer("id").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});

/**
 * Every change staff (and later owners) make: who, from where, what it was before and after.
 * A revert is itself an entry (`revertsId`); a CSV import shares one `changeSetId`.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    /** auth `users.id`; null for a change made by a command-line tool. */
    actorId: text("actor_id"),
    actorEmail: text("actor_email").notNull(),
    actorIp: text("actor_ip"),
    /** `<entity>.<verb>`, e.g. professional.update, category.delete, gold.grant, import.apply. */
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    before: jsonb("before").$type<Record<string, unknown> | null>(),
    after: jsonb("after").$type<Record<string, unknown> | null>(),
    changeSetId: text("change_set_id"),
    revertsId: integer("reverts_id"),
    /** Why staff made the change, when they had to say (a manual Gold grant, a refund, a revert). */
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_entity_idx").on(t.entityType, t.entityId, t.id),
    index("audit_log_actor_idx").on(t.actorId, t.createdAt),
    index("audit_log_created_at_idx").on(t.createdAt),
    index("audit_log_change_set_idx").on(t.changeSetId),
    // "Reverted by #n" on each listed entry, and the already-reverted check of a revert.
    index("audit_log_reverts_idx").on(t.revertsId),
  ],
);

/** Site settings staff change in /admin (e.g. `requireAdminTwoFactor`). */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").$type<unknown>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/*
 * Sign-in (better-auth, server/auth/auth.ts). Column names are better-auth's field names in
 * snake_case; the adapter maps them by the property keys, and finds the tables by these export
 * names (usePlural). Ids are better-auth's random strings.
 */

/** Everyone who can sign in. `role` makes a user staff; null is a user who is not (issue 16's owners). */
export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    role: text("role", { enum: ["editor", "admin"] }),
    twoFactorEnabled: boolean("two_factor_enabled").default(false),
    /** The owner's language for the owners' area and their mails (issue 29); null: not chosen yet (English). */
    locale: text("locale", { enum: ["en", "es"] }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("users_role_check", sql`${t.role} in ('editor', 'admin')`), check("users_locale_check", sql`${t.locale} in ('en', 'es')`)],
);

/** Signed-in sessions; the cookie carries the (signed) token. Signing out deletes the row. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

/** How a user signs in: providerId "credential" holds the password hash. */
export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("accounts_user_id_idx").on(t.userId)],
);

/** One-time values: password-reset and set-up tokens (stored hashed), the two-factor step. */
export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

/** TOTP secrets (encrypted with the auth secret) and backup codes of users who enabled two-factor. */
export const twoFactors = pgTable(
  "two_factors",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    verified: boolean("verified").default(true),
    failedVerificationCount: integer("failed_verification_count").default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** The 30-second TOTP step of the last code a sign-in accepted: that code, and older ones, are refused (RFC 6238 §5.2; server/auth/totp-replay.ts). */
    lastUsedStep: bigint("last_used_step", { mode: "number" }),
  },
  (t) => [index("two_factors_secret_idx").on(t.secret), index("two_factors_user_id_idx").on(t.userId)],
);

/*
 * Owners (issue 16): people who run their own listing from /account. An owner is a `users` row
 * (no staff role needed) linked here to each listing they own.
 */

export const listingOwners = pgTable(
  "listing_owners",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    listingKind: text("listing_kind", { enum: listingKinds }).notNull(),
    listingId: integer("listing_id").notNull(),
    /** "owner" claimed it; "co_owner" was invited by an owner. Both may edit. */
    role: text("role", { enum: ["owner", "co_owner"] })
      .notNull()
      .default("owner"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("listing_owners_listing_user_idx").on(t.listingKind, t.listingId, t.userId),
    index("listing_owners_user_idx").on(t.userId),
    listingKindCheck("listing_owners_kind_check", t.listingKind),
  ],
);

/** Single-use links owners receive: claim a listing, accept a co-owner invite, confirm "still correct". */
export const ownerTokens = pgTable(
  "owner_tokens",
  {
    id: serial("id").primaryKey(),
    /** claim/invite: a sign-in link; confirm: staff's approval; freshness: "Yes, it's correct" (no sign-in). */
    purpose: text("purpose", { enum: ["claim", "invite", "confirm", "freshness"] }).notNull(),
    /** sha256 of the token; the token itself is only in the email. */
    tokenHash: text("token_hash").notNull().unique(),
    /** The address the link was sent to: it is refused for any other signed-in email. */
    email: text("email").notNull(),
    listingKind: text("listing_kind", { enum: listingKinds }).notNull(),
    listingId: integer("listing_id").notNull(),
    createdBy: text("created_by"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("owner_tokens_listing_idx").on(t.listingKind, t.listingId), listingKindCheck("owner_tokens_kind_check", t.listingKind)],
);

/** A claim without a reachable listing email: staff approve or reject it in /admin. */
export const claimRequests = pgTable(
  "claim_requests",
  {
    id: serial("id").primaryKey(),
    listingKind: text("listing_kind", { enum: listingKinds }).notNull(),
    listingId: integer("listing_id").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    role: text("role").notNull(),
    phone: text("phone").notNull(),
    note: text("note").notNull().default(""),
    /** The language of the page the request was sent from: its answer mails speak it (issue 29). */
    locale: text("locale", { enum: ["en", "es"] })
      .notNull()
      .default("en"),
    status: text("status", { enum: ["pending", "approved", "rejected"] })
      .notNull()
      .default("pending"),
    /** The staff inbox message that announced it. */
    inquiryId: integer("inquiry_id").references(() => inquiries.id, { onDelete: "set null" }),
    decidedBy: text("decided_by"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("claim_requests_status_idx").on(t.status, t.createdAt),
    listingKindCheck("claim_requests_kind_check", t.listingKind),
    check("claim_requests_locale_check", sql`${t.locale} in ('en', 'es')`),
  ],
);

/** A change an owner may not make alone (the listing's name or category): staff approve it. */
export const pendingChanges = pgTable(
  "pending_changes",
  {
    id: serial("id").primaryKey(),
    listingKind: text("listing_kind", { enum: listingKinds }).notNull(),
    listingId: integer("listing_id").notNull(),
    field: text("field", { enum: ["name", "categoryId"] }).notNull(),
    value: jsonb("value").$type<unknown>().notNull(),
    requestedBy: text("requested_by").notNull(),
    status: text("status", { enum: ["pending", "approved", "rejected"] })
      .notNull()
      .default("pending"),
    decidedBy: text("decided_by"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("pending_changes_status_idx").on(t.status, t.createdAt), listingKindCheck("pending_changes_kind_check", t.listingKind)],
);

/**
 * Content-addressed image bytes: `hash` is the sha256 of `bytes`, served at /media/<hash>.<ext>
 * with immutable cache headers. Kept in PostgreSQL so every process and machine serves the same files.
 */
export const media = pgTable("media", {
  hash: text("hash").primaryKey(),
  contentType: text("content_type").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  byteLength: integer("byte_length").notNull(),
  bytes: bytea("bytes").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One uploaded photo or logo of a listing: its resized variants (each a media hash per format). */
export interface PhotoVariant {
  width: number;
  height: number;
  webp: string;
  avif: string;
}

export const listingPhotos = pgTable(
  "listing_photos",
  {
    id: serial("id").primaryKey(),
    listingKind: text("listing_kind", { enum: listingKinds }).notNull(),
    listingId: integer("listing_id").notNull(),
    purpose: text("purpose", { enum: ["photo", "logo"] }).notNull(),
    position: integer("position").notNull().default(0),
    alt: text("alt").notNull().default(""),
    variants: jsonb("variants").$type<PhotoVariant[]>().notNull(),
    createdBy: text("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("listing_photos_listing_idx").on(t.listingKind, t.listingId, t.purpose, t.position),
    listingKindCheck("listing_photos_kind_check", t.listingKind),
  ],
);

/*
 * Listing statistics (issue 17 items 5 and 6): first-party counts per listing per San Antonio
 * day, flushed in batches from each process's memory (server/features/listing-stats/). No IP
 * address and no cookie is ever stored: unique visitors are salted hashes kept for the day.
 */

/** One listing's counts for one day (America/Chicago date). Messages are counted from `inquiries`. */
export const listingStatsDaily = pgTable(
  "listing_stats_daily",
  {
    listingKind: text("listing_kind", { enum: listingKinds }).notNull(),
    listingId: integer("listing_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    views: integer("views").notNull().default(0),
    /** Distinct visitor hashes seen that day (stats_visitors), added as each flush finds new ones. */
    visitors: integer("visitors").notNull().default(0),
    /** Times the listing was on a first page of search or filter results. */
    appearances: integer("appearances").notNull().default(0),
    phoneClicks: integer("phone_clicks").notNull().default(0),
    websiteClicks: integer("website_clicks").notNull().default(0),
    contactClicks: integer("contact_clicks").notNull().default(0),
    mapClicks: integer("map_clicks").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.listingKind, t.listingId, t.day] }),
    // Category medians and the monthly report read a range of days across listings.
    index("listing_stats_daily_day_idx").on(t.day),
    listingKindCheck("listing_stats_daily_kind_check", t.listingKind),
  ],
);

/** The search words or filter that put a listing on a first page of results, per day. */
export const listingStatTerms = pgTable(
  "listing_stat_terms",
  {
    listingKind: text("listing_kind", { enum: listingKinds }).notNull(),
    listingId: integer("listing_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    term: text("term").notNull(),
    appearances: integer("appearances").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.listingKind, t.listingId, t.day, t.term] }), listingKindCheck("listing_stat_terms_kind_check", t.listingKind)],
);

/**
 * Today's (and yesterday's) visitor hashes: sha256 of the day's salt, the listing, the IP and the
 * user agent, truncated. Rows of earlier days are deleted; without the salt they link nothing.
 */
export const statsVisitors = pgTable(
  "stats_visitors",
  {
    day: date("day", { mode: "string" }).notNull(),
    listingKind: text("listing_kind", { enum: listingKinds }).notNull(),
    listingId: integer("listing_id").notNull(),
    visitor: text("visitor").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.listingKind, t.listingId, t.visitor] })],
);

/** The random salt of the current day, shared by every process; earlier days' salts are deleted. */
export const statsSalts = pgTable("stats_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: text("salt").notNull(),
});

/** Monthly reports already queued: one row per owner and month (YYYY-MM), written with the mail. */
export const statsReportMarks = pgTable(
  "stats_report_marks",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    month: text("month").notNull(),
    queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] })],
);

/*
 * Gold subscriptions (issue 17): Gold bought as a Stripe Billing subscription. Stripe holds the
 * truth; these rows hold what its webhooks said last, for /account, the renewal reminder and
 * the order of events (server/features/payments/subscriptions/).
 */

/** The Stripe Customer of each user who has bought a subscription (one per user, reused). */
export const billingCustomers = pgTable("billing_customers", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  stripeCustomerId: text("stripe_customer_id").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const goldSubscriptions = pgTable(
  "gold_subscriptions",
  {
    id: serial("id").primaryKey(),
    stripeSubscriptionId: text("stripe_subscription_id").notNull().unique(),
    stripeCustomerId: text("stripe_customer_id").notNull(),
    /** The listing it keeps Gold (metadata professional_id); null once the professional is deleted. */
    professionalId: integer("professional_id").references(() => professionals.id, { onDelete: "set null" }),
    /** Who pays: the only user who may open the Customer Portal (metadata user_id). */
    customerUserId: text("customer_user_id").references(() => users.id, { onDelete: "set null" }),
    /** gold-monthly or gold-annual, from the price's lookup key; null for a price that is not ours. */
    plan: text("plan", { enum: ["gold-monthly", "gold-annual"] }),
    /** Stripe's status: incomplete, trialing, active, past_due, unpaid, paused, canceled or incomplete_expired. */
    status: text("status").notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true, mode: "string" }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    trialEnd: timestamp("trial_end", { withTimezone: true, mode: "string" }),
    /** A card is on the subscription (paid once, or its SetupIntent confirmed). */
    hasPaymentMethod: boolean("has_payment_method").notNull().default(false),
    /** The furthest Gold end this subscription granted (paid periods and retry grace): what its end takes back. */
    grantedUntil: timestamp("granted_until", { withTimezone: true, mode: "string" }),
    endedAt: timestamp("ended_at", { withTimezone: true, mode: "string" }),
    /** Stripe's `created` (seconds) of the subscription event this row reflects: an older event is ignored. */
    stateAt: bigint("state_at", { mode: "number" }).notNull().default(0),
    /** The invoice whose failed payment was mailed to the payer: one mail per invoice, however many retries fail. */
    failureMailedInvoiceId: text("failure_mailed_invoice_id"),
    /** The period end an annual renewal reminder was sent for: one reminder per period. */
    renewalRemindedFor: timestamp("renewal_reminded_for", { withTimezone: true, mode: "string" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("gold_subscriptions_professional_idx").on(t.professionalId, t.id),
    // The renewal reminder's scan: active annual subscriptions by the date they renew.
    index("gold_subscriptions_renewal_idx")
      .on(t.currentPeriodEnd)
      .where(sql`${t.plan} = 'gold-annual' and ${t.status} = 'active' and not ${t.cancelAtPeriodEnd}`),
  ],
);

// ---------- search (issue 18) ----------

/**
 * The words listings use (name, title, company; a business's name and description), as
 * search_text holds them, for "Showing results for …": a term that finds few listings is
 * matched against these by trigram similarity (features/directory/search-correction.ts).
 * Statement-level triggers add the words of every written listing (custom migration 0019);
 * words are never removed, so a suggestion is only shown when its search finds listings.
 */
export const searchWords = pgTable(
  "search_words",
  {
    kind: text("kind", { enum: listingKinds }).notNull(),
    word: text("word").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.word] }),
    index("search_words_word_trgm_idx").using("gin", sql`${t.word} gin_trgm_ops`),
    listingKindCheck("search_words_kind_check", t.kind),
  ],
);

// ---------- Near me (issue 18): where a listing is ----------
// Function declarations (hoisted), because the listing tables above spread them in.

/** A listing's position (WGS 84 degrees), both or neither; null when it has no address to place. */
function locatedColumns() {
  return { latitude: doublePrecision("latitude"), longitude: doublePrecision("longitude") };
}

/**
 * The GiST index of near-me searches: geo_point (migration near_me_functions, an `earth` point of
 * earthdistance) serves a radius (earth_box @>) and nearest-first order (<->, a KNN scan), and
 * the checks keep impossible positions out. The published listings without a position have a
 * partial index of their own: nearest first says how many matches it left out for having none
 * (issue 28 item 2), and that count read every match of a broad term ("dentist" + open now:
 * 66,239 rows, 161 ms at 1,000,000 listings) to find the few, or none, without a position.
 */
function locatedIndexes(table: string, t: { id: AnyPgColumn; latitude: AnyPgColumn; longitude: AnyPgColumn; unpublishedAt: AnyPgColumn }) {
  return [
    index(`${table}_location_idx`).using("gist", sql`geo_point(${t.latitude}, ${t.longitude})`),
    index(`${table}_unplaced_idx`)
      .on(t.id)
      .where(sql`${t.latitude} is null and ${t.unpublishedAt} is null`),
    check(
      `${table}_location_check`,
      sql`(${t.latitude} is null) = (${t.longitude} is null) and ${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180`,
    ),
  ];
}

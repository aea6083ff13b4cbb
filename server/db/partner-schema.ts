import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { listingKinds } from "../../shared/listing-kind";

/*
 * Partners and the badge (issue 32). Kept out of schema.ts (drizzle.config.ts lists this file).
 * A partner key's secret is never stored: only the sha256 of the token (high-entropy random, so
 * a plain hash is enough) and its first characters, which staff see to tell keys apart.
 */

export const partnerKeys = pgTable(
  "partner_keys",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    contact: text("contact").notNull(),
    /** Read scopes only (shared/partners.ts partnerScopes). */
    scopes: text("scopes").array().notNull(),
    /** hex sha256 of the whole token. */
    keyHash: text("key_hash").notNull().unique(),
    /** The token's first characters ("sabd_pk_ab12cd"), shown in /admin. */
    keyPrefix: text("key_prefix").notNull(),
    createdBy: text("created_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true, mode: "string" }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true, mode: "string" }),
  },
  (t) => [index("partner_keys_created_idx").on(t.createdAt)],
);

/** Requests per key per UTC day, one upsert per request. */
export const partnerKeyUsage = pgTable(
  "partner_key_usage",
  {
    keyId: integer("key_id")
      .notNull()
      .references(() => partnerKeys.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    requests: integer("requests").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.day] })],
);

/**
 * Badge images served per listing, per San Antonio day and per embedding site (the Referer's
 * hostname only: no path, no address, no cookie). Counted first party as the image is requested.
 */
export const badgeEmbeds = pgTable(
  "badge_embeds",
  {
    listingKind: text("listing_kind", { enum: listingKinds }).notNull(),
    listingId: integer("listing_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    site: text("site").notNull(),
    views: integer("views").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.listingKind, t.listingId, t.day, t.site] }),
    check("badge_embeds_kind_check", sql`${t.listingKind} in ('professional', 'business')`),
  ],
);

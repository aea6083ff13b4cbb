import { z } from "zod";
import { listingKinds } from "./listing-kind";

/*
 * Partners (issue 32): read-only API keys that staff hand out, the bulk reads they unlock, and the
 * badge that owners embed. The OpenAPI description (another part of issue 32) reads these schemas.
 */

/** Read scopes only: a key never grants a write, whatever its scopes. */
export const partnerScopes = ["listings:read", "listings:export"] as const;
export type PartnerScope = (typeof partnerScopes)[number];
export const partnerScopeLabels: Record<PartnerScope, string> = {
  "listings:read": "Listings changed since a time (by cursor)",
  "listings:export": "Full export as NDJSON",
};

/** The headers a key may come in: `Authorization: Bearer <key>` or `X-Api-Key: <key>`. */
export const PARTNER_KEY_HEADER = "X-Api-Key";

/** POST /api/admin/partner-keys */
export const createPartnerKeySchema = z
  .object({
    name: z.string().trim().min(1, "Give the partner's name").max(120),
    contact: z.string().trim().min(3, "Give a contact (an email address or a phone)").max(200),
    scopes: z.array(z.enum(partnerScopes)).min(1, "Choose at least one scope").max(partnerScopes.length),
  })
  .strict();
export type CreatePartnerKey = z.infer<typeof createPartnerKeySchema>;

/** A key as /admin lists it: never its secret. */
export const partnerKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  contact: z.string(),
  scopes: z.array(z.enum(partnerScopes)),
  keyPrefix: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  /** Requests per UTC day over the last 14 days, oldest first (days without requests are 0). */
  usage: z.array(z.object({ day: z.string(), requests: z.number().int() })),
  requestsToday: z.number().int(),
});
export type PartnerKey = z.infer<typeof partnerKeySchema>;

/** The answer to POST: the key and, this once, its secret. */
export const createdPartnerKeySchema = z.object({ key: partnerKeySchema, secret: z.string() });
export type CreatedPartnerKey = z.infer<typeof createdPartnerKeySchema>;

/** GET /api/partner/listings?changedSince=…&cursor=…&limit=… */
export const partnerListingsQuerySchema = z.object({
  changedSince: z.iso.datetime({ offset: true, message: "changedSince must be an ISO 8601 date and time, e.g. 2026-01-31T00:00:00Z" }).optional(),
  cursor: z.string().max(400).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});
export type PartnerListingsQuery = z.infer<typeof partnerListingsQuerySchema>;

/**
 * One listing as partners read it. A withdrawn listing comes with `withdrawn: true` and its
 * identity only (the rest null), so a partner's copy can drop it.
 */
export const partnerListingSchema = z.object({
  kind: z.enum(listingKinds),
  id: z.number().int(),
  url: z.string(),
  withdrawn: z.boolean(),
  name: z.string().nullable(),
  title: z.string().nullable(),
  company: z.string().nullable(),
  category: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  address: z.string().nullable(),
  zipCode: z.string().nullable(),
  languages: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PartnerListing = z.infer<typeof partnerListingSchema>;

/** The cursor's content (opaque to partners: base64url JSON). */
export const partnerCursorSchema = z.object({ u: z.iso.datetime(), k: z.enum(listingKinds), i: z.number().int().min(0) }).strict();

/** The badge: GET /badges/:kind/:file (`<id>.svg`) */
export const badgeParamsSchema = z.object({
  kind: z.enum(listingKinds),
  file: z.string().regex(/^[1-9]\d{0,9}\.svg$/, "file must be <listing id>.svg"),
});

/** The badge's language: ?lang=es for the Spanish wording. */
export const badgeQuerySchema = z.object({ lang: z.enum(["en", "es"]).default("en") });

/** GET /api/account/listings/:kind/:id/badge: what the owner's Badge section shows. */
export const accountBadgeSchema = z.object({
  /** The badge's absolute address, and the listing page's. */
  imageUrl: z.string(),
  pageUrl: z.string(),
  /** Whether the badge says "Featured in the magazine" as well. */
  featured: z.boolean(),
});
export type AccountBadge = z.infer<typeof accountBadgeSchema>;

/** The feeds (issue 32): GET /feeds/category/:file (`<slug>.xml` or `<slug>.json`). */
export const categoryFeedParamsSchema = z.object({
  file: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*\.(xml|json)$/, "file must be <category slug>.xml or .json"),
});

import { z } from "zod";
import { CATEGORY_SLUG } from "./filters";
import { checkGeoQuery, geoQueryFields } from "./geo-schema";
import { openingHoursSchema } from "./hours-schema";
import { INQUIRY_PREFIXES } from "./inquiry";
import { listingImageSchema } from "./media";
import { listingTypes, MAX_LISTING_REFS, parseListingRef } from "./magazine-links";
import { MAX_REPORT_NOTE, reportReasons } from "./report-change";
import { planIds } from "./plans";
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from "./storable-text";
import { LANGUAGE_CODES } from "./languages";
import { responseFiguresSchema } from "./response-figures";

/**
 * The API contract: request validators and response shapes,
 * used by the Express server to validate and by the client to type answers.
 */

// ---------- shared pieces ----------
/** A path id: a positive integer within PostgreSQL's int4 range. */
export const idParamSchema = z.object({
  id: z
    .string()
    .regex(/^\d+$/, "id must be a positive integer")
    .transform(Number)
    .refine((n) => n >= 1 && n <= 2_147_483_647, "id must be a positive integer"),
});

const stringList = z.array(z.string());
/** The languages spoken at a listing (issue 29): ISO 639-1 codes (shared/languages.ts), e.g. ["en", "es"]. */
const languageList = z.array(z.string());

// ---------- entities (responses) ----------
/** `nameEs`: the category's Spanish name (issue 29), null until staff give one. */
export const categorySchema = z.object({ id: z.number().int(), name: z.string(), nameEs: z.string().nullable(), slug: z.string() });
export type Category = z.infer<typeof categorySchema>;

/**
 * Detail answers only: the newer of "Updated by the owner on {on}" and "Checked by our staff on
 * {on}" (issue 16 item 7), `on` a San Antonio date (YYYY-MM-DD); null when neither happened.
 */
export const freshnessSchema = z.object({ by: z.enum(["owner", "staff"]), on: z.string() });
export type Freshness = z.infer<typeof freshnessSchema>;

export const professionalSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  /** Spanish beside the English (issue 29): null (or [] for a list) when none was given; a page then shows the English marked "English only". */
  titleEs: z.string().nullable(),
  company: z.string().nullable(),
  photoUrl: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  bio: z.string().nullable(),
  bioEs: z.string().nullable(),
  businessId: z.number().int().nullable(),
  categoryId: z.number().int().nullable(),
  /** The category's name, joined in for display and structured data. */
  category: z.string().nullable(),
  /** The category's Spanish name (issue 29), null when it has none. */
  categoryEs: z.string().nullable(),
  website: z.string().nullable(),
  education: stringList,
  awards: stringList,
  specialties: stringList,
  specialtiesEs: stringList,
  languages: languageList,
  socialMedia: stringList,
  /** Whether visitors may "Request an appointment" (issue 31); detail answers only. */
  acceptsAppointments: z.boolean().optional(),
  /** How fast the listing answers requests (issue 31): detail answers (null below 5 leads in 90 days) and list rows (absent below that). */
  responseFigures: responseFiguresSchema.nullable().optional(),
  /** ISO timestamp while a paid Gold listing is active, else null. */
  goldUntil: z.string().nullable(),
  /** The owner's main photo (shared/media.ts), shown instead of photoUrl; null when none is uploaded. */
  image: listingImageSchema.nullable().optional(),
  /** Where the listing is (WGS 84 degrees, both or neither): the results map's marker. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Lists asked with ?near= only: meters from that place (great-circle), null for a listing with no position. */
  distance: z.number().int().nullable().optional(),
  /** Opening hours (shared/hours.ts), null when the listing has not said. */
  hours: openingHoursSchema.nullable(),
  /** Detail answers only: see freshnessSchema. */
  freshness: freshnessSchema.nullable().optional(),
  /** Detail answers only: whether an owner has claimed the listing (its page then offers no claim). */
  claimed: z.boolean().optional(),
  /** Its published reviews (issue 30): how many, and their average (one decimal, null with none); what its card shows. */
  reviewCount: z.number().int().optional(),
  reviewAverage: z.number().nullable().optional(),
});
export type Professional = z.infer<typeof professionalSchema>;

export const businessSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** Spanish beside the English (issue 29), as professionalSchema's. */
  descriptionEs: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  logoUrl: z.string().nullable(),
  categoryId: z.number().int().nullable(),
  category: z.string().nullable(),
  categoryEs: z.string().nullable(),
  email: z.string().nullable(),
  zipCode: z.string().nullable(),
  services: stringList,
  servicesEs: stringList,
  languages: languageList,
  socialMedia: stringList,
  /** Whether visitors may "Request an appointment" (issue 31); detail answers only. */
  acceptsAppointments: z.boolean().optional(),
  /** How fast the listing answers requests (issue 31): detail answers (null below 5 leads in 90 days) and list rows (absent below that). */
  responseFigures: responseFiguresSchema.nullable().optional(),
  /** The owner's main logo (shared/media.ts), shown instead of logoUrl; null when none is uploaded. */
  image: listingImageSchema.nullable().optional(),
  /** Where the listing is (WGS 84 degrees, both or neither): the results map's marker. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Lists asked with ?near= only: meters from that place (great-circle), null for a listing with no position. */
  distance: z.number().int().nullable().optional(),
  /** Opening hours (shared/hours.ts), null when the listing has not said. */
  hours: openingHoursSchema.nullable(),
  /** Detail answers only: see freshnessSchema. */
  freshness: freshnessSchema.nullable().optional(),
  /** Detail answers only: whether an owner has claimed the listing (its page then offers no claim). */
  claimed: z.boolean().optional(),
  /** Its published reviews (issue 30): how many, and their average (one decimal, null with none); what its card shows. */
  reviewCount: z.number().int().optional(),
  reviewAverage: z.number().nullable().optional(),
});
export type Business = z.infer<typeof businessSchema>;

// ---------- list queries ----------
const toArray = (v: unknown) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/** Page size of the list endpoints: `limit` from 1 to 100, default 48. */
export const DEFAULT_PAGE_SIZE = 48;
export const MAX_PAGE_SIZE = 100;
const pagingFields = {
  limit: z
    .string({ error: "limit must be a single whole number" })
    .regex(/^\d{1,3}$/, "limit must be a whole number from 1 to 100")
    .transform(Number)
    .refine((n) => n >= 1 && n <= MAX_PAGE_SIZE, "limit must be a whole number from 1 to 100")
    .optional()
    .transform((n) => n ?? DEFAULT_PAGE_SIZE),
  /** Opaque keyset cursor from the previous page's X-Next-Cursor header. */
  cursor: z
    .string({ error: "cursor must be a single value" })
    .regex(/^[A-Za-z0-9_-]{1,1000}$/, "cursor is not valid")
    .optional(),
};

/** The filter words of both directory lists (issue 18 gave /businesses the home page's tools). */
const listFilterFields = {
  categoryIds: z.preprocess(
    toArray,
    z
      .array(
        z
          .string()
          .regex(/^\d{1,9}$/, "categoryIds must be positive integers")
          .transform(Number),
      )
      .max(50, "categoryIds may name at most 50 categories"),
  ),
  /**
   * Category slugs (repeated: ?category=banking&category=legal), as the pages' addresses have
   * them; a listing in any named category matches, an unknown slug matches nothing (as an
   * unknown id does). With categoryIds as well, the two name one set of categories.
   */
  category: z
    .preprocess(
      toArray,
      z
        .array(z.string().regex(CATEGORY_SLUG, "category must be a category slug (lowercase letters, digits and hyphens)"))
        .max(50, "category may name at most 50 categories"),
    )
    .optional(),
  search: z
    .string({ error: "search must be a single string" })
    .max(200, "search must be at most 200 characters")
    // /api refuses such text before validation; the server-rendered pages rely on this check.
    .refine(isStorableText, `search ${UNSTORABLE_TEXT_MESSAGE}`)
    .optional()
    .transform((s) => (s?.trim() ? s.trim() : undefined)),
  /** Only listings that speak this language (issue 29: ?language=es, "Se habla español"); its counts travel in X-Language-Counts. */
  language: z.enum(LANGUAGE_CODES, { error: `language must be one language code (ISO 639-1) of ${LANGUAGE_CODES.join(", ")}` }).optional(),
};

export const professionalsQuerySchema = z
  .object({
    ...listFilterFields,
    /** Only the professionals of one business (the business page's 'Our Professionals'). */
    businessId: z
      .string({ error: "businessId must be a single positive integer" })
      .regex(/^\d{1,9}$/, "businessId must be a positive integer")
      .transform(Number)
      .optional(),
    ...pagingFields,
    /**
     * `separate` (issue 26 item 1, what the site's grid sends with a search): a ranked search's
     * page comes without its counts and total (X-Counts: separate), which
     * GET /api/professionals/counts answers; the page need not read every match.
     */
    counts: z.literal("separate", { error: "counts must be separate" }).optional(),
    ...geoQueryFields,
  })
  .superRefine(checkGeoQuery);
export type ProfessionalsQuery = z.infer<typeof professionalsQuerySchema>;

/**
 * GET /api/professionals/counts's answer: a search's matches per category (whatever categories
 * are selected), per language spoken (in the selected categories), the total, and the term they
 * were counted for when it was corrected (as the page's X-Searched-For).
 */
export const listCountsSchema = z.object({
  total: z.number().int().min(0),
  totalCapped: z.boolean().optional(),
  categoryCounts: z.record(z.string(), z.number().int().min(0)).optional(),
  languageCounts: z.record(z.string(), z.number().int().min(0)).optional(),
  searchedFor: z.string().optional(),
});
export type ListCounts = z.infer<typeof listCountsSchema>;

export const businessesQuerySchema = z.object({ ...listFilterFields, ...pagingFields, ...geoQueryFields }).superRefine(checkGeoQuery);
export type BusinessesQuery = z.infer<typeof businessesQuerySchema>;

// ---------- magazine links ----------
/** GET /api/listing-cards?refs=professional:<key>,business:<key> (the refs of one article). */
export const listingCardsQuerySchema = z.object({
  refs: z
    .string({ error: "refs must be one comma-separated list" })
    .max(1200, "refs must be at most 1200 characters")
    .transform((text) => text.split(",").filter(Boolean))
    .refine((refs) => refs.length >= 1 && refs.length <= MAX_LISTING_REFS, `refs must name 1 to ${MAX_LISTING_REFS} listings`)
    .refine((refs) => refs.every((ref) => parseListingRef(ref) !== null), "refs must be professional:<key> or business:<key>"),
});

// ---------- contact ----------
/** "report": a visitor's Report a change on a listing page (fields: listingType, listingId, listingName, reason). */
export const inquiryKinds = ["contact", "advertising", "news", "report"] as const;
export type InquiryKind = (typeof inquiryKinds)[number];

/** A visitor's name and email on the public forms (contact, quote and appointment requests). */
export const senderNameSchema = z.string({ error: "name is required" }).trim().min(1, "name is required").max(200, "name must be at most 200 characters");
export const senderEmailSchema = z
  .string({ error: "email is required" })
  .trim()
  .min(1, "email is required")
  .max(254, "email must be at most 254 characters")
  .pipe(z.email("email must be a valid email address"));

export const contactRequestSchema = z
  .object({
    name: senderNameSchema,
    email: senderEmailSchema,
    message: z.string({ error: "message is required" }).trim().min(1, "message is required").max(10_000, "message must be at most 10000 characters"),
    professionalName: z.string().trim().max(200, "professionalName must be at most 200 characters").optional(),
    /** The listing whose page sent the message (both or neither), so its owners can see it. */
    listingKind: z.enum(listingTypes, { error: "listingKind must be professional or business" }).optional(),
    listingId: z
      .number({ error: "listingId must be a positive integer" })
      .int("listingId must be a positive integer")
      .min(1, "listingId must be a positive integer")
      .max(2_147_483_647, "listingId must be a positive integer")
      .optional(),
    /** Honeypot: hidden from people, filled by bots. A non-empty value marks the message as spam. */
    homepage: z.string().max(500, "homepage must be at most 500 characters").optional(),
  })
  .refine((body) => (body.listingKind === undefined) === (body.listingId === undefined), {
    path: ["listingId"],
    message: "listingKind and listingId must be sent together",
  });
export type ContactRequest = z.infer<typeof contactRequestSchema>;

/** POST /api/reports: a visitor's "Report a change" on one listing. */
export const reportRequestSchema = z.object({
  listingType: z.enum(listingTypes, { error: "listingType must be professional or business" }),
  listingId: z
    .number({ error: "listingId must be a positive integer" })
    .int("listingId must be a positive integer")
    .min(1, "listingId must be a positive integer")
    .max(2_147_483_647, "listingId must be a positive integer"),
  reason: z.enum(reportReasons, { error: `reason must be one of ${reportReasons.join(", ")}` }),
  note: z.string({ error: "note must be text" }).trim().max(MAX_REPORT_NOTE, `note must be at most ${MAX_REPORT_NOTE} characters`).optional(),
  /** Optional: where the editors may write back. An empty field counts as none. */
  email: z
    .string({ error: "email must be text" })
    .trim()
    .max(254, "email must be at most 254 characters")
    .pipe(z.union([z.literal(""), z.email("email must be a valid email address")]))
    .optional(),
  /** Honeypot, as on the contact form. */
  homepage: z.string().max(500, "homepage must be at most 500 characters").optional(),
});
export type ReportRequest = z.input<typeof reportRequestSchema>;
export const contactResponseSchema = z.object({ message: z.string().optional() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;

/** The advertising and news forms fold their fields into the message under a prefix. */
export function inquiryKindOf(message: string): InquiryKind {
  const head = message.trimStart();
  if (head.startsWith(INQUIRY_PREFIXES.advertising)) return "advertising";
  if (head.startsWith(INQUIRY_PREFIXES.news)) return "news";
  return "contact";
}

// ---------- payments ----------
export const MIN_AMOUNT = 0.5;
export const MAX_AMOUNT = 100_000;
/** A custom payment in dollars, at most 2 decimals. */
export const amountSchema = z
  .number({ error: "amount must be a number of dollars" })
  .min(MIN_AMOUNT, `amount must be at least ${MIN_AMOUNT.toFixed(2)} dollars`)
  .max(MAX_AMOUNT, `amount must be at most ${MAX_AMOUNT} dollars`)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, "amount must have at most 2 decimals");

// The plans and their prices live in plans.ts (no zod), re-exported for the contract's readers.
export { planIds, PLAN_PRICE_CENTS, type PlanId } from "./plans";
export const planSchema = z.enum(planIds, { error: "plan must be gold-monthly or gold-annual" });

export const paymentIntentRequestSchema = z
  .object({
    /** Dollars; required for a custom payment, ignored when a plan is named. */
    amount: amountSchema.optional(),
    plan: planSchema.optional(),
    /** The listing a Gold plan upgrades. */
    professionalId: z
      .number({ error: "professionalId must be a positive integer" })
      .int("professionalId must be a positive integer")
      .min(1, "professionalId must be a positive integer")
      .max(2_147_483_647, "professionalId must be a positive integer")
      .optional(),
    /** Chosen by the client once per checkout; a retried request with it gets the same intent. */
    requestId: z
      .string({ error: "requestId must be a string" })
      .regex(/^[A-Za-z0-9_-]{8,64}$/, "requestId must be 8 to 64 letters, digits, - or _")
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.plan && v.amount === undefined) ctx.addIssue({ code: "custom", path: ["amount"], message: "amount is required unless a plan is chosen" });
    if (!v.plan && v.professionalId !== undefined) ctx.addIssue({ code: "custom", path: ["professionalId"], message: "professionalId needs a plan" });
  });
export type PaymentIntentRequest = z.input<typeof paymentIntentRequestSchema>;
export const paymentIntentResponseSchema = z.object({ clientSecret: z.string() });
export type PaymentIntentResponse = z.infer<typeof paymentIntentResponseSchema>;

/** Stripe's PaymentIntent statuses plus "failed", which we record for payment_intent.payment_failed. */
export const paymentStatuses = [
  "requires_payment_method",
  "requires_confirmation",
  "requires_action",
  "processing",
  "requires_capture",
  "succeeded",
  "canceled",
  "failed",
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
export const intentIdParamSchema = z.object({
  intentId: z.string().regex(/^pi_[A-Za-z0-9]{1,200}$/, "intentId must be a PaymentIntent id (pi_...)"),
});
/** GET /api/payments/:intentId: only what the success page shows. */
export const paymentStatusResponseSchema = z.object({ status: z.enum(paymentStatuses), amount: z.number() });
export type PaymentStatusResponse = z.infer<typeof paymentStatusResponseSchema>;

// ---------- errors ----------
export const errorResponseSchema = z.object({
  message: z.string(),
  /** A machine-readable reason some answers add (e.g. "link_invalid", "idempotency_in_progress"). */
  code: z.string().optional(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

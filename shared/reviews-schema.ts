import { z } from "zod";
import { LOCALES } from "./i18n/locale";
import { listingKinds } from "./listing-kind";
import { moderationReasons, REPLY_MAX_CHARS, REVIEW_MAX_CHARS, REVIEW_MIN_CHARS, reviewSorts, SHOWN_NAME_MAX_CHARS } from "./reviews";

/** Request contracts of the reviews API (issue 30); each refusal is a 400 naming its field. */

const starsSchema = z
  .number({ error: "stars must be a whole number from 1 to 5" })
  .int("stars must be a whole number from 1 to 5")
  .min(1, "stars must be a whole number from 1 to 5")
  .max(5, "stars must be a whole number from 1 to 5");

const bodySchema = z
  .string({ error: "body must be text" })
  .trim()
  .min(REVIEW_MIN_CHARS, `body must be at least ${REVIEW_MIN_CHARS} characters`)
  .max(REVIEW_MAX_CHARS, `body must be at most ${REVIEW_MAX_CHARS} characters`);

/** `YYYY-MM`; the future is refused by the server (it knows today's date). */
export const visitMonthSchema = z
  .string({ error: "visitMonth must be a month like 2026-03" })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "visitMonth must be a month like 2026-03")
  .refine((m) => Number(m.slice(0, 4)) >= 2000, "visitMonth must be a month like 2026-03");

const shownNameSchema = z
  .string({ error: "shownName must be text" })
  .trim()
  .min(2, "shownName must be 2 to 40 characters")
  .max(SHOWN_NAME_MAX_CHARS, "shownName must be 2 to 40 characters")
  .regex(/^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u, "shownName may hold letters, spaces, periods, apostrophes and hyphens");

/** The language a review or reply is written in: the writer picks it (the page's language first); pages mark a text in the other language with `lang`. */
export const textLanguageSchema = z.enum(LOCALES, { error: "language must be en or es" });

export const reviewCreateSchema = z.strictObject({
  stars: starsSchema,
  body: bodySchema,
  visitMonth: visitMonthSchema,
  shownName: shownNameSchema.optional(),
  language: textLanguageSchema.optional(),
});
export type ReviewCreate = z.input<typeof reviewCreateSchema>;

export const reviewEditSchema = z
  .strictObject({
    stars: starsSchema.optional(),
    body: bodySchema.optional(),
    visitMonth: visitMonthSchema.optional(),
    shownName: shownNameSchema.optional(),
    language: textLanguageSchema.optional(),
  })
  .refine((v) => Object.keys(v).length > 0, "send at least one of stars, body, visitMonth, shownName, language");
export type ReviewEdit = z.input<typeof reviewEditSchema>;

export const reviewListQuerySchema = z.strictObject({
  sort: z.enum(reviewSorts, { error: "sort must be newest, highest or lowest" }).default("newest"),
  offset: z.coerce.number({ error: "offset must be a whole number" }).int("offset must be a whole number").min(0).max(100_000).default(0),
  notRecommended: z.enum(["0", "1"], { error: "notRecommended must be 0 or 1" }).default("0"),
});

export const moderationReasonSchema = z.enum(moderationReasons, { error: `reason must be one of ${moderationReasons.join(", ")}` });

export const moderationSchema = z.strictObject({
  action: z.enum(["publish", "not_recommended", "remove"], { error: "action must be publish, not_recommended or remove" }),
  reason: moderationReasonSchema,
});

export const replySchema = z.strictObject({
  body: z
    .string({ error: "body must be text" })
    .trim()
    .min(2, "body must be at least 2 characters")
    .max(REPLY_MAX_CHARS, `body must be at most ${REPLY_MAX_CHARS} characters`),
  language: textLanguageSchema.optional(),
});

export const flagSchema = z.strictObject({
  reason: moderationReasonSchema,
  note: z.string({ error: "note must be text" }).trim().max(1000, "note must be at most 1000 characters").optional(),
});

export const memberSignInSchema = z.strictObject({
  email: z.string({ error: "email must be text" }).trim().max(254, "email must be at most 254 characters").pipe(z.email("email must be a valid email address")),
  /** Where the link lands: one of our listing pages, or its write-a-review place (#write-review). */
  returnTo: z
    .string({ error: "returnTo must be a path of this site" })
    .max(300, "returnTo must be a path of this site")
    .regex(/^\/(es\/)?(professional|business)\/\d{1,10}(#write-review)?$/, "returnTo must be a listing page of this site")
    .optional(),
});

// ---------- answers ----------

/** One public review (never the writer's email or id). */
export const publicReviewSchema = z.object({
  id: z.number().int(),
  stars: z.number().int().min(1).max(5),
  body: z.string(),
  visitMonth: z.string(),
  shownName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** null: written before the language was asked. */
  language: textLanguageSchema.nullable(),
  reply: z.object({ body: z.string(), language: textLanguageSchema.nullable(), updatedAt: z.string() }).nullable(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/**
 * GET /api/listings/:kind/:id/reviews, and the same answer in a listing page's first data: the
 * server's answer type and the client's check (an answer of another shape, from an old server or
 * a proxy's page, shows the section's error, never a broken page).
 */
export const reviewSummarySchema = z.object({
  kind: z.enum(listingKinds),
  id: z.number().int(),
  /** Published reviews only; null when there are none. */
  average: z.number().nullable(),
  count: z.number().int().min(0),
  /** Published reviews by stars: index 0 is one star, index 4 five stars. */
  distribution: z.tuple([z.number().int(), z.number().int(), z.number().int(), z.number().int(), z.number().int()]),
  notRecommendedCount: z.number().int().min(0),
  /** A burst of new reviews is being checked by staff: visitors see a notice. */
  burstNotice: z.boolean(),
  sort: z.enum(reviewSorts),
  reviews: z.array(publicReviewSchema),
  /** Only with ?notRecommended=1. */
  notRecommended: z.array(publicReviewSchema).optional(),
  nextOffset: z.number().int().nullable(),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

/**
 * One review in the owners' Reviews section (GET /api/account/listings/:kind/:id/reviews): published
 * and not recommended ones, with the one public reply and this owner's flag; never the writer's email.
 */
export const ownerReviewSchema = z.object({
  id: z.number().int(),
  stars: z.number().int().min(1).max(5),
  body: z.string(),
  visitMonth: z.string(),
  shownName: z.string(),
  status: z.enum(["published", "not_recommended"]),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** null: written before the language was asked. */
  language: textLanguageSchema.nullable(),
  reply: z.object({ body: z.string(), language: textLanguageSchema.nullable(), updatedAt: z.string() }).nullable(),
  /** This owner's flag: its reason, and whether staff have yet to act on the review since. */
  flag: z.object({ reason: moderationReasonSchema, open: z.boolean() }).nullable(),
});
export type OwnerReview = z.infer<typeof ownerReviewSchema>;

import { z } from "zod";
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

export const reviewCreateSchema = z.strictObject({
  stars: starsSchema,
  body: bodySchema,
  visitMonth: visitMonthSchema,
  shownName: shownNameSchema.optional(),
});
export type ReviewCreate = z.input<typeof reviewCreateSchema>;

export const reviewEditSchema = z
  .strictObject({ stars: starsSchema.optional(), body: bodySchema.optional(), visitMonth: visitMonthSchema.optional(), shownName: shownNameSchema.optional() })
  .refine((v) => Object.keys(v).length > 0, "send at least one of stars, body, visitMonth, shownName");
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
});

export const flagSchema = z.strictObject({
  reason: moderationReasonSchema,
  note: z.string({ error: "note must be text" }).trim().max(1000, "note must be at most 1000 characters").optional(),
});

export const memberSignInSchema = z.strictObject({
  email: z.string({ error: "email must be text" }).trim().max(254, "email must be at most 254 characters").pipe(z.email("email must be a valid email address")),
  /** Where the link lands: one of our listing pages. */
  returnTo: z
    .string({ error: "returnTo must be a path of this site" })
    .max(300, "returnTo must be a path of this site")
    .regex(/^\/(es\/)?(professional|business)\/\d{1,10}$/, "returnTo must be a listing page of this site")
    .optional(),
});

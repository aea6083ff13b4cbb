import { z } from "zod";
import { listingKindSchema } from "./listing-kind-schema";

/**
 * Zod shapes of public answers whose TypeScript types live in zod-free modules (magazine-links,
 * reviews, mail, claims, freshness: pages import them and zod stays out of their chunks). The
 * API description (server/openapi) is made from these; api-responses.test-d.ts fails to
 * compile the moment one of them and its interface disagree, and the fuzzer (npm run api:fuzz)
 * checks real answers against them.
 */

export const mailStatusSchema = z.object({ mailConfigured: z.boolean() });

/** POST /api/account-sign-in, POST /api/member-sign-in and POST /api/claim-requests (message only). */
export const mailAnswerSchema = z.object({
  message: z.string(),
  /** False without a mail server: the link waits in the outbox. */
  mailSent: z.boolean(),
});
export const claimSentResponseSchema = mailAnswerSchema.extend({ maskedEmail: z.string().nullable() });
export const claimStatusSchema = z.object({ claimable: z.boolean(), maskedEmail: z.string().nullable() });
export const claimConfirmResponseSchema = z.object({
  kind: listingKindSchema,
  id: z.number().int(),
  name: z.string(),
  role: z.enum(["owner", "co_owner"]),
});

export const stillCorrectResponseSchema = z.object({
  message: z.string(),
  listing: z.object({ kind: listingKindSchema, id: z.number().int(), name: z.string(), href: z.string() }),
});

export const listingCardSchema = z.object({
  type: listingKindSchema,
  key: z.string(),
  id: z.number().int(),
  name: z.string(),
  title: z.string().nullable(),
  company: z.string().nullable(),
  phone: z.string().nullable(),
});
export const magazineFeatureSchema = z.object({ slug: z.string(), title: z.string(), issue: z.string(), issuePath: z.string().nullable() });

/** The reviews answer (publicReviewSchema, reviewSummarySchema) lives with its requests in ./reviews-schema. */

/** POST /api/claim-requests: its thanks. */
export const messageResponseSchema = z.object({ message: z.string() });

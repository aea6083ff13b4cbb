import type { ResponseConfig, RouteConfig } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { errorResponseSchema } from "@shared/schema";
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from "@shared/idempotency";

/** Building blocks of the operations in paths.ts: answers, error answers and headers, each said once. */

export type Status = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 429 | 502 | 503;

const errorBody = { "application/json": { schema: errorResponseSchema } };

const seconds = z
  .string()
  .regex(/^[0-9]+$/)
  .meta({ description: "Seconds to wait before asking again." });
const retryAfter = (required: boolean) => z.object({ "Retry-After": required ? seconds : seconds.optional() });

const errorAnswers: Record<Status, ResponseConfig> = {
  400: { description: "The request is not valid: `message` says why and `fieldErrors` names each refused field (query, path or body).", content: errorBody },
  401: {
    description: "This needs a valid partner key (Authorization: Bearer <key> or X-Api-Key): none was sent, or it is unknown or revoked.",
    content: errorBody,
  },
  403: { description: "Refused: a write from another site's page (the Origin or Sec-Fetch-Site header), or not allowed for this link.", content: errorBody },
  404: { description: "No such listing, payment or route.", content: errorBody },
  409: {
    description: "A conflict: the listing already has an owner, or the first request with this Idempotency-Key has not answered yet.",
    content: errorBody,
  },
  410: { description: "Gone: the listing was withdrawn, or the link was used or has expired.", content: errorBody },
  413: { description: "The request body is too large.", content: errorBody },
  429: { description: "Too many requests from this client: wait Retry-After seconds.", headers: retryAfter(true), content: errorBody },
  502: { description: "The payment provider failed.", content: errorBody },
  503: {
    description: "Temporarily unavailable (the database is unreachable, the request took too long, or the feature is not configured).",
    headers: retryAfter(false),
    content: errorBody,
  },
};

/** The error answers an operation may give, with the ones every /api request can meet (400 for unstorable text, 503). */
export function errors(...statuses: Status[]): Record<number, ResponseConfig> {
  const all = new Set<Status>([400, 503, ...statuses]);
  return Object.fromEntries([...all].sort().map((status) => [status, errorAnswers[status]]));
}

/** Every POST under /api: the body parser's 413, the shared POST limit's 429 and the Idempotency-Key's 409. */
export const writeErrors = (...statuses: Status[]) => errors(409, 413, 429, ...statuses);

export function json(description: string, schema: z.ZodType, headers?: z.ZodObject): ResponseConfig {
  return { description, content: { "application/json": { schema } }, ...(headers && { headers }) };
}

/** The optional Idempotency-Key of a submission: a repeated key gets the first answer (Idempotent-Replayed: true) and writes nothing. */
export const idempotencyHeaders = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .regex(IDEMPOTENCY_KEY_PATTERN)
    .optional()
    .meta({ description: "A fresh key per submission, the same one on its retries: a retry gets the first answer and writes nothing." }),
});

export const replayedHeader = z.object({
  "Idempotent-Replayed": z
    .literal("true")
    .optional()
    .meta({ description: "`true` when this is the stored answer to an earlier request with the same Idempotency-Key." }),
});

/** A JSON body, required. */
export function jsonBody(schema: z.ZodType): NonNullable<RouteConfig["request"]>["body"] {
  return { required: true, content: { "application/json": { schema } } };
}

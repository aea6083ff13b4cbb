import type { RequestHandler } from "express";
import type { Db } from "../../db/client";
import { inMinutes, rateLimit, type RateLimitOptions } from "../../middleware/rate-limit";

export const DEFAULT_CONTACT_LIMIT = 5;
export const DEFAULT_CONTACT_WINDOW_MS = 15 * 60_000;

export function tooManyMessage(retryAfterSeconds: number): string {
  return `Too many messages from your connection. Please try again in ${inMinutes(retryAfterSeconds)}.`;
}

/** POST /api/contact's own, stricter limit, counted in the shared rate_limits table. */
export function contactRateLimit(db: Db, options: RateLimitOptions = {}): RequestHandler {
  return rateLimit(db, {
    limit: options.limit ?? DEFAULT_CONTACT_LIMIT,
    windowMs: options.windowMs ?? DEFAULT_CONTACT_WINDOW_MS,
    keyPrefix: options.keyPrefix ?? "contact",
    message: tooManyMessage,
  });
}

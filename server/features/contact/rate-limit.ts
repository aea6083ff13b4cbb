import type { Db } from "../../db/client";
import { inMinutes, rateLimitCheck, type RateLimitCheck, type RateLimitOptions } from "../../middleware/rate-limit";

export const DEFAULT_CONTACT_LIMIT = 5;
export const DEFAULT_CONTACT_WINDOW_MS = 15 * 60_000;

export function tooManyMessage(retryAfterSeconds: number): string {
  return `Too many messages from your connection. Please try again in ${inMinutes(retryAfterSeconds)}.`;
}

/**
 * POST /api/contact's own, stricter limit, counted in the shared rate_limits table. It counts
 * accepted messages only: the route calls it after validation, so typos never lock anyone out
 * (every POST, valid or not, still passes the general POST limit first). It counts with the
 * same single upsert as every limit, before the insert: checking a count of stored inquiries
 * and then inserting would let concurrent requests (or processes) all pass the check at once.
 */
export function contactRateLimit(db: Db, options: RateLimitOptions = {}): RateLimitCheck {
  return rateLimitCheck(db, {
    limit: options.limit ?? DEFAULT_CONTACT_LIMIT,
    windowMs: options.windowMs ?? DEFAULT_CONTACT_WINDOW_MS,
    keyPrefix: options.keyPrefix ?? "contact",
    message: tooManyMessage,
  });
}

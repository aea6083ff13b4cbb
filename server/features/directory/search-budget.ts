import { randomUUID } from "node:crypto";
import type { Request, Response } from "express";
import type { Db } from "../../db/client";
import { inMinutes, rateLimitCheck, type RateLimitOptions } from "../../middleware/rate-limit";
import type { SearchLimits } from "./search-gate";

export interface SearchOptions extends SearchLimits {
  /** Most matches a one- or two-letter search counts before it shows "10,000+" (default 10,000); longer terms count them all (issue 18). */
  countCap?: number | undefined;
  /** Searches per client IP per window that miss the cache (cache hits are free). */
  rateLimit?: RateLimitOptions | undefined;
}

export const DEFAULT_SEARCH_RATE_LIMIT = 60;
export const DEFAULT_SEARCH_WINDOW_MS = 60_000;

export const tooManySearchesMessage = (retryAfterSeconds: number) =>
  `Too many searches from your connection. Please try again in ${inMinutes(retryAfterSeconds)}.`;

/**
 * Each client's budget of searches that reach the database: one costs up to a second on a
 * large directory, so a client sending never-repeated terms could otherwise keep every
 * connection busy. Counted in the rate_limits table like the POST limit, so the processes
 * behind a load balancer share it when they share the prefix (server/index.ts: "search").
 */
export function createSearchBudget(db: Db, options: RateLimitOptions = {}): (req: Request, res: Response) => Promise<void> {
  const check = rateLimitCheck(db, {
    limit: options.limit ?? DEFAULT_SEARCH_RATE_LIMIT,
    windowMs: options.windowMs ?? DEFAULT_SEARCH_WINDOW_MS,
    keyPrefix: options.keyPrefix ?? `search-${randomUUID()}`,
    message: tooManySearchesMessage,
  });
  // A partner key's requests are counted against its own, higher limit (features/partners/key-gate.ts).
  return async (req, res) => {
    if (res.locals.partnerKey) return;
    await check(req, res);
  };
}

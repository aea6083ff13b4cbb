import { randomUUID } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Request, RequestHandler, Response } from "express";
import type { Db } from "../db/client";
import { rateLimits } from "../db/schema";
import { HttpError } from "../lib/http-error";
import { clientKey } from "./client-key";

export interface RateLimitOptions {
  /** Requests accepted per client within one window. */
  limit?: number | undefined;
  windowMs?: number | undefined;
  /**
   * Prefix of the counter key. Every process that uses the same prefix on one database
   * shares the counter; tests use their own prefix so they never share one.
   */
  keyPrefix?: string | undefined;
}

export interface RateLimitConfig {
  limit: number;
  windowMs: number;
  keyPrefix: string;
  /** The 429 message for a client that must wait this many seconds. */
  message: (retryAfterSeconds: number) => string;
  /** Requests for which nothing is counted (e.g. every method but POST). */
  skip?: (req: Request) => boolean;
}

/** "1 minute", "10 minutes": how long a limited client waits, rounded up. */
export function inMinutes(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  return `Too many requests from your connection. Please try again in ${inMinutes(retryAfterSeconds)}.`;
}

/** Expired windows are deleted once every this many counted requests of one limiter. */
const CLEANUP_EVERY = 100;

/** Clients this process has seen refused, remembered at most (the oldest go first). */
const MAX_BLOCKED = 10_000;

/**
 * Counts one request of the client and throws 429 once it is past the limit. `subject` counts
 * something else than the client's address instead (e.g. one account's sign-in attempts).
 * `within` counts in a transaction of the caller's: a route that stores what it counts calls it
 * first thing in its own transaction, so a write that fails (a 503) takes its count back with it
 * and the visitor's retry is not refused for a request that stored nothing.
 */
export type RateLimitCheck = (req: Request, res: Response, options?: { subject?: string; within?: Db }) => Promise<void>;

/**
 * A fixed-window counter per client (see clientKey: an IPv4 address or an IPv6 /64), kept
 * in the rate_limits table so that every server process on the database shares it. One
 * upsert both counts and reads, so concurrent requests cannot slip past the limit. While the
 * database is unreachable the upsert fails and the error handler answers 503: we refuse
 * rather than count nothing.
 *
 * A client the counter has refused stays refused until its window ends, so this process
 * remembers the end and refuses it again without the upsert: a flooding client then costs no
 * database write per request (measured: ~900 writes/s, which slowed everyone else's reads).
 */
export function rateLimitCheck(db: Db, config: Omit<RateLimitConfig, "skip">): RateLimitCheck {
  const windowSeconds = Math.max(1, Math.round(config.windowMs / 1000));
  let calls = 0;
  const blockedUntil = new Map<string, number>();
  const refuse = (res: Response, retryAfter: number): never => {
    res.set("Retry-After", String(retryAfter));
    throw new HttpError(429, config.message(retryAfter));
  };

  return async (req, res, { subject, within = db } = {}) => {
    const key = `${config.keyPrefix}:${subject ?? clientKey(req.ip)}`;
    const until = blockedUntil.get(key);
    if (until !== undefined) {
      const left = until - Date.now();
      if (left > 0) refuse(res, Math.ceil(left / 1000));
      blockedUntil.delete(key);
    }
    const row = await countInWindow(within, key, windowSeconds);

    // Now and then forget windows that ended long ago (of any limiter), so the table stays small.
    calls += 1;
    if (calls % CLEANUP_EVERY === 0) {
      await within.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now() - interval '1 hour'`));
    }

    if (row.count > config.limit) {
      const retryAfter = row.retryAfter;
      if (blockedUntil.size >= MAX_BLOCKED) blockedUntil.delete(blockedUntil.keys().next().value!);
      blockedUntil.set(key, Date.now() + retryAfter * 1000);
      refuse(res, retryAfter);
    }
  };
}

/**
 * Adds one to the counter `key` of the shared rate_limits table (a new window of `windowSeconds`
 * when its last one ended) and returns the count and how long its window still runs. One upsert
 * both counts and reads, so concurrent requests cannot slip past a limit.
 */
export async function countInWindow(db: Db, key: string, windowSeconds: number): Promise<{ count: number; retryAfter: number }> {
  const expired = sql`"rate_limits"."reset_at" <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: sql`now() + make_interval(secs => ${windowSeconds})` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else "rate_limits"."count" + 1 end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else "rate_limits"."reset_at" end`,
      },
    })
    .returning({
      count: rateLimits.count,
      retryAfter: sql<number>`greatest(1, ceil(extract(epoch from ("rate_limits"."reset_at" - now()))))::int`,
    });
  return { count: row!.count, retryAfter: Number(row!.retryAfter) };
}

/** Takes back one count of `key` within its current window (an attempt that turned out not to count). */
export async function uncount(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(0, "rate_limits"."count" - 1)` })
    .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, sql`now()`)));
}

/** rateLimitCheck as middleware, for limits that count every request before anything else runs. */
export function rateLimit(db: Db, config: RateLimitConfig): RequestHandler {
  const check = rateLimitCheck(db, config);
  return async (req, res, next) => {
    if (config.skip?.(req)) return next();
    await check(req, res);
    next();
  };
}

export const DEFAULT_POST_LIMIT = 30;
export const DEFAULT_POST_WINDOW_MS = 60_000;

/**
 * The limit every POST under /api passes (the Stripe webhook is mounted before it).
 * Without a keyPrefix each app counts on its own; server/index.ts gives the shared
 * prefix "post" so that all processes behind one load balancer share the counter.
 */
export function postRateLimit(db: Db, options: RateLimitOptions = {}): RequestHandler {
  return rateLimit(db, {
    limit: options.limit ?? DEFAULT_POST_LIMIT,
    windowMs: options.windowMs ?? DEFAULT_POST_WINDOW_MS,
    keyPrefix: options.keyPrefix ?? `post-${randomUUID()}`,
    message: tooManyRequestsMessage,
    skip: (req) => req.method !== "POST",
  });
}

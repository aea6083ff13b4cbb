import { randomUUID } from "node:crypto";
import type { RequestHandler, Response } from "express";
import type { PartnerScope } from "@shared/partners";
import type { Db } from "../../db/client";
import { HttpError } from "../../lib/http-error";
import { inMinutes, rateLimitCheck, type RateLimitOptions } from "../../middleware/rate-limit";
import { findActiveKey, recordKeyUse, tokenOf, type ActiveKey } from "./keys";

export const DEFAULT_PARTNER_RATE_LIMIT = 600;
export const DEFAULT_PARTNER_WINDOW_MS = 60_000;

const READS = new Set(["GET", "HEAD"]);

/** The partner key of this request, when it came with a valid one (set by partnerKeyGate). */
export const partnerKeyOf = (res: Response): ActiveKey | undefined => res.locals.partnerKey as ActiveKey | undefined;

/**
 * The first handler of /api (issue 32). A request without a key passes untouched: public pages
 * and the site's own client never need one. A request with one:
 * - that writes (anything but GET and HEAD) is refused 403: keys only ever read;
 * - whose key is unknown or revoked is refused 401 (rather than served as anonymous, so a partner
 *   notices a revoked key at once);
 * - else it is counted against the key's own limit (the rate_limits table, shared by every process
 *   with the same prefix; 429 with Retry-After past it) and in the key's daily usage, and it skips
 *   the per-address search limit (features/directory/search-budget.ts): the key's limit is higher.
 */
export function partnerKeyGate(db: Db, options: RateLimitOptions = {}): RequestHandler {
  const limit = rateLimitCheck(db, {
    limit: options.limit ?? DEFAULT_PARTNER_RATE_LIMIT,
    windowMs: options.windowMs ?? DEFAULT_PARTNER_WINDOW_MS,
    keyPrefix: options.keyPrefix ?? `partner-${randomUUID()}`,
    message: (s) => `This partner key has made too many requests. Please try again in ${inMinutes(s)}.`,
  });
  return async (req, res, next) => {
    const token = tokenOf(req.get("authorization"), req.get("x-api-key"));
    if (token === undefined) return next();
    if (!READS.has(req.method)) throw new HttpError(403, "Partner keys are read-only: send no key with a write.");
    const key = token === null ? null : await findActiveKey(db, token);
    if (!key) {
      res.set("WWW-Authenticate", 'Bearer realm="partners"');
      throw new HttpError(401, "This partner key is not valid (unknown or revoked).");
    }
    await limit(req, res, { subject: `key:${key.id}` });
    await recordKeyUse(db, key.id);
    res.locals.partnerKey = key;
    next();
  };
}

/** The first handler of a partners-only route: 401 without a key, 403 without the scope. */
export function requirePartnerScope(scope: PartnerScope): RequestHandler {
  return (_req, res, next) => {
    const key = partnerKeyOf(res);
    if (!key) {
      res.set("WWW-Authenticate", 'Bearer realm="partners"');
      throw new HttpError(401, "This needs a partner key: send it as Authorization: Bearer <key> or X-Api-Key.");
    }
    if (!key.scopes.includes(scope)) throw new HttpError(403, `This partner key does not have the ${scope} scope.`);
    next();
  };
}

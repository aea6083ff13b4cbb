import { randomUUID } from "node:crypto";
import { toNodeHandler } from "better-auth/node";
import express, { type Router } from "express";
import type { Db } from "../db/client";
import { HttpError } from "../lib/http-error";
import { rateLimitCheck, type RateLimitOptions } from "../middleware/rate-limit";
import { rejectInvalidText } from "../middleware/reject-invalid-text";
import { privateNoStore, sameOriginCheck } from "../middleware/same-origin";
import { RESET_LINK_SECONDS, type Auth } from "./auth";
import { RESET_MAIL_HEADER, SIGN_IN_COUNTERS_HEADER, signInLimits, tooManyAttempts } from "./sign-in-limits";

export interface AuthRouteOptions {
  /** PUBLIC_ORIGIN: accepted as Origin besides the request's own. */
  publicOrigin?: string | undefined;
  /** Failed sign-ins of one account from all addresses per window before it is under attack: default 20 per 15 minutes (sign-in-limits.ts). */
  accountLimit?: RateLimitOptions | undefined;
  /** Failed sign-ins of one account from one address per window: default 10. */
  accountPerAddressLimit?: number | undefined;
  /** Writes to /api/auth per client address per window: default 100 per 15 minutes. */
  clientLimit?: RateLimitOptions | undefined;
}

export const DEFAULT_ACCOUNT_LIMIT = 20;
export const DEFAULT_ACCOUNT_PER_ADDRESS_LIMIT = 10;
export const DEFAULT_CLIENT_LIMIT = 100;
const WINDOW_MS = 15 * 60_000;

/**
 * /api/auth/*: better-auth's handler behind our own defences. Mounted before the API's JSON
 * parser (better-auth reads the body itself). Every write is same-origin only and counted per
 * client address in the shared rate_limits table (every attempt, right or wrong). Failed sign-ins
 * are also counted per account, in a way that never locks the owner out (sign-in-limits.ts), and
 * reset mails per account, which never refuses a reset request.
 */
export function authRouter(auth: Auth, db: Db, options: AuthRouteOptions = {}): Router {
  const prefix = options.clientLimit?.keyPrefix ?? `auth-${randomUUID()}`;
  const perClient = rateLimitCheck(db, {
    limit: options.clientLimit?.limit ?? DEFAULT_CLIENT_LIMIT,
    windowMs: options.clientLimit?.windowMs ?? WINDOW_MS,
    keyPrefix: `${prefix}-client`,
    message: tooManyAttempts,
  });
  const perAccount = signInLimits(db, {
    accountCeiling: options.accountLimit?.limit ?? DEFAULT_ACCOUNT_LIMIT,
    perAddress: options.accountPerAddressLimit ?? DEFAULT_ACCOUNT_PER_ADDRESS_LIMIT,
    windowMs: options.accountLimit?.windowMs ?? WINDOW_MS,
    keyPrefix: `${options.accountLimit?.keyPrefix ?? prefix}-account`,
    resetMailWindowSeconds: RESET_LINK_SECONDS / 2,
  });
  const handler = toNodeHandler(auth);

  const router = express.Router();
  router.use(privateNoStore);
  router.use(sameOriginCheck(options.publicOrigin));
  router.use(express.json({ limit: "10kb" }));
  // As on the rest of /api: a U+0000 in a reset token once reached better-auth's lookup and came
  // back a 500 from the database (found by hostile-auth); such text is a 400 naming its field.
  router.use(rejectInvalidText);
  // Owners ask for sign-in links through POST /api/account-sign-in (only for an email that owns a
  // listing); better-auth's own endpoint would mint one for any address, so it is closed.
  router.all("/sign-in/magic-link", () => {
    throw new HttpError(404, "Not found.");
  });
  router.post("/*path", async (req, res, next) => {
    if (req.get("content-type") && !req.is("application/json")) {
      throw new HttpError(415, "Send the request body as JSON.");
    }
    if (req.path === "/sign-out") return next();
    await perClient(req, res);
    const email: unknown = (req.body as { email?: unknown } | undefined)?.email;
    // Only the server says whether a reset may mail; a client's own header is never believed.
    delete req.headers[RESET_MAIL_HEADER];
    delete req.headers[SIGN_IN_COUNTERS_HEADER];
    // Compared without case or a trailing slash, so that no other spelling of a path skips its counter.
    const path = req.path.toLowerCase().replace(/\/+$/, "");
    if (typeof email === "string" && email.trim()) {
      if (path === "/sign-in/email") await perAccount.countSignIn(req, res, email);
      if (path === "/request-password-reset" && !(await perAccount.resetMayMail(email))) req.headers[RESET_MAIL_HEADER] = "held";
    }
    next();
  });
  router.use((req, res) => {
    // better-auth builds its base URL from these: give it what Express decided (trust proxy),
    // never what the client wrote; likewise the address it records on a session.
    req.headers["x-forwarded-proto"] = req.protocol;
    delete req.headers["x-forwarded-host"];
    req.headers["x-sabd-client-ip"] = req.ip ?? "";
    // Some of its answers say `no-store` alone; ours stays `private, no-store` on every one.
    const setHeader = res.setHeader.bind(res);
    res.setHeader = (name, value) => (name.toLowerCase() === "cache-control" ? res : setHeader(name, value));
    return handler(req, res);
  });
  return router;
}

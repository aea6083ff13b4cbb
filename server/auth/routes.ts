import { createHash, randomUUID } from "node:crypto";
import { toNodeHandler } from "better-auth/node";
import express, { type Router } from "express";
import type { Db } from "../db/client";
import { HttpError } from "../lib/http-error";
import { inMinutes, rateLimitCheck, type RateLimitOptions } from "../middleware/rate-limit";
import { privateNoStore, sameOriginCheck } from "../middleware/same-origin";
import type { Auth } from "./auth";

export interface AuthRouteOptions {
  /** PUBLIC_ORIGIN: accepted as Origin besides the request's own. */
  publicOrigin?: string | undefined;
  /** Sign-in (and reset) attempts per account per window: default 20 per 15 minutes. */
  accountLimit?: RateLimitOptions | undefined;
  /** Writes to /api/auth per client address per window: default 100 per 15 minutes. */
  clientLimit?: RateLimitOptions | undefined;
}

export const DEFAULT_ACCOUNT_LIMIT = 20;
export const DEFAULT_CLIENT_LIMIT = 100;
const WINDOW_MS = 15 * 60_000;
/** The same words whether the account exists or not: a 429 tells nothing about an email. */
const tooManyAttempts = (retryAfterSeconds: number) => `Too many sign-in attempts. Please try again in ${inMinutes(retryAfterSeconds)}.`;
/** Routes whose body names an account to count attempts against. */
const ACCOUNT_ROUTES = new Set(["/sign-in/email", "/request-password-reset"]);

/** A counter key for an email that does not keep the address in the rate_limits table. */
const accountKey = (email: string) => createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 32);

/**
 * /api/auth/*: better-auth's handler behind our own defences. Mounted before the API's JSON
 * parser (better-auth reads the body itself). Every write is same-origin only and counted per
 * client address in the shared rate_limits table; sign-in and reset requests also per account.
 * Attempts are counted whether they succeed or not, so a counter needs no second write.
 */
export function authRouter(auth: Auth, db: Db, options: AuthRouteOptions = {}): Router {
  const prefix = options.clientLimit?.keyPrefix ?? `auth-${randomUUID()}`;
  const perClient = rateLimitCheck(db, {
    limit: options.clientLimit?.limit ?? DEFAULT_CLIENT_LIMIT,
    windowMs: options.clientLimit?.windowMs ?? WINDOW_MS,
    keyPrefix: `${prefix}-client`,
    message: tooManyAttempts,
  });
  const perAccount = rateLimitCheck(db, {
    limit: options.accountLimit?.limit ?? DEFAULT_ACCOUNT_LIMIT,
    windowMs: options.accountLimit?.windowMs ?? WINDOW_MS,
    keyPrefix: `${options.accountLimit?.keyPrefix ?? prefix}-account`,
    message: tooManyAttempts,
  });
  const handler = toNodeHandler(auth);

  const router = express.Router();
  router.use(privateNoStore);
  router.use(sameOriginCheck(options.publicOrigin));
  router.use(express.json({ limit: "10kb" }));
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
    if (ACCOUNT_ROUTES.has(req.path) && typeof email === "string" && email.trim()) await perAccount(req, res, accountKey(email));
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

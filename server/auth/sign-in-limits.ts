import { createHash } from "node:crypto";
import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware, isAPIError } from "better-auth/api";
import type { Request, Response } from "express";
import type { Db } from "../db/client";
import { HttpError } from "../lib/http-error";
import { clientKey } from "../middleware/client-key";
import { countInWindow, inMinutes, uncount } from "../middleware/rate-limit";

export interface SignInLimitOptions {
  keyPrefix: string;
  windowMs: number;
  /** Failed sign-ins of one account from one address per window. */
  perAddress: number;
  /** Failed sign-ins of one account from all addresses per window before it counts as under attack. */
  accountCeiling: number;
  /** The window of RESET_MAILS_PER_WINDOW: at most half a reset link's life, so that a mail of the window is still live when a further request is held back. */
  resetMailWindowSeconds: number;
}

/** Failed sign-ins of an account under attack that each further address still gets (a typo or two). */
export const UNDER_ATTACK_PER_ADDRESS = 3;
/** Reset mails per account per window (resetMailWindowSeconds): past them a request is answered as usual but mails nothing. */
export const RESET_MAILS_PER_WINDOW = 5;
/** Set on a reset request whose account had its reset mails for now: auth.ts's sendResetPassword then sends none. */
export const RESET_MAIL_HEADER = "x-sabd-reset-mail";

/** The same words whether the account exists or not: a 429 tells nothing about an email. */
export const tooManyAttempts = (retryAfterSeconds: number) => `Too many sign-in attempts. Please try again in ${inMinutes(retryAfterSeconds)}.`;

/** A counter key for an email that does not keep the address in the rate_limits table. */
export const accountKey = (email: string) => createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 32);

/**
 * Why not one counter per account: a counter that every attempt on an account feeds, and that
 * refuses the right password once full, lets anyone lock a staff member out by sending wrong
 * passwords from anywhere (issue 26, item 4). So what is bounded, and by what:
 *
 * - one address, all accounts: every /api/auth write (routes.ts, 100 per 15 minutes);
 * - one account from one address: `perAddress` failed sign-ins (10 per 15 minutes), then that
 *   address is refused for that account, right password or not;
 * - one account from all addresses: past `accountCeiling` failures (20) the account is under
 *   attack, and every address, new ones included, gets UNDER_ATTACK_PER_ADDRESS (3) failures
 *   instead of 10. A guesser with many addresses gets 3 guesses per address per window.
 *
 * Only failures count: an attempt is counted before its password is checked (so concurrent
 * attempts cannot slip past) and given back when it was not a wrong password. Other people's
 * failures therefore never stop the owner signing in from an address they have not failed from,
 * and the second factor is then better-auth's own step (its per-challenge and per-account limits).
 * Password reset has no refusal per account at all (resetMayMail).
 */
export function signInLimits(db: Db, options: SignInLimitOptions) {
  const windowSeconds = Math.max(1, Math.round(options.windowMs / 1000));

  /** Counts a sign-in of `email` as failed until it is answered otherwise; throws 429 when over a limit. */
  async function countSignIn(req: Request, res: Response, email: string): Promise<void> {
    const account = accountKey(email);
    const pairKey = `${options.keyPrefix}-failed:${account}:${clientKey(req.ip)}`;
    const allKey = `${options.keyPrefix}-failed:${account}`;
    const pair = await countInWindow(db, pairKey, windowSeconds);
    const all = await countInWindow(db, allKey, windowSeconds);
    const allowed = all.count > options.accountCeiling ? Math.min(UNDER_ATTACK_PER_ADDRESS, options.perAddress) : options.perAddress;
    if (pair.count > allowed) {
      // Refused before any password check: not a failure of the account's.
      await uncount(db, allKey);
      res.set("Retry-After", String(pair.retryAfter));
      throw new HttpError(429, tooManyAttempts(pair.retryAfter));
    }
    // Given back by the plugin below, before the answer is sent, unless the password was wrong.
    req.headers[SIGN_IN_COUNTERS_HEADER] = `${pairKey} ${allKey}`;
  }

  /**
   * Whether a reset request for `email` may mail a link. Never a refusal: a flood of requests by
   * others must not stop the owner's, and past RESET_MAILS_PER_WINDOW the mailbox already holds
   * links sent within the window, each live for longer than the window lasts.
   */
  async function resetMayMail(email: string): Promise<boolean> {
    const { count } = await countInWindow(db, `${options.keyPrefix}-reset-mail:${accountKey(email)}`, options.resetMailWindowSeconds);
    return count <= RESET_MAILS_PER_WINDOW;
  }

  return { countSignIn, resetMayMail };
}

/** The counters a sign-in was counted on, from routes.ts to the plugin (a client's own value is deleted there). */
export const SIGN_IN_COUNTERS_HEADER = "x-sabd-sign-in-counters";

/**
 * Inside better-auth, after its sign-in answered and before the answer leaves: an attempt that
 * was not refused as a wrong password (401; a right one, or one waiting for its second factor)
 * is taken back from the counters it was counted on.
 */
export function signInRefunds(db: Db): BetterAuthPlugin {
  return {
    id: "sabd-sign-in-refunds",
    hooks: {
      after: [
        {
          matcher: (ctx) => ctx.path === "/sign-in/email",
          handler: createAuthMiddleware(async (ctx) => {
            const keys = ctx.request?.headers.get(SIGN_IN_COUNTERS_HEADER);
            const returned = ctx.context.returned;
            if (!keys || (isAPIError(returned) && returned.statusCode === 401)) return;
            for (const key of keys.split(" ")) await uncount(db, key);
          }),
        },
      ],
    },
  };
}

import { createHmac } from "node:crypto";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { symmetricDecrypt } from "better-auth/crypto";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { twoFactors } from "../db/schema";

/** better-auth's TOTP: 30-second steps, 6 digits, and a code of the step before or after is accepted too (clock drift). */
const PERIOD_MS = 30_000;
const DIGITS = 6;
const DRIFT_STEPS = 1;

/** The HOTP code (RFC 4226) of `key` at a TOTP time step: what an authenticator app shows during it. */
export function totpAt(key: Buffer, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac("sha1", key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** DIGITS).padStart(DIGITS, "0");
}

/**
 * RFC 6238 §5.2: a code that let someone sign in must not let anyone sign in again. better-auth
 * accepts a code for its whole 90-second window, so a code seen over a shoulder or logged by a
 * proxy would open a second session. Before better-auth checks a sign-in's code, this finds the
 * step the code belongs to and moves `two_factors.last_used_step` forward to it in one guarded
 * UPDATE: only one request wins a step, and a step at or before the last used one is refused.
 *
 * Only the sign-in step (a two-factor challenge cookie, no session) is guarded: confirming a new
 * authenticator from a signed-in session opens nothing. A wrong code is left to better-auth,
 * which answers and counts it as usual.
 */
export function totpReplayGuard(db: Db): BetterAuthPlugin {
  return {
    id: "sabd-totp-replay-guard",
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === "/two-factor/verify-totp",
          handler: createAuthMiddleware(async (ctx) => {
            const code: unknown = (ctx.body as { code?: unknown } | undefined)?.code;
            if (typeof code !== "string") return;
            const challenge = await ctx.getSignedCookie(ctx.context.createAuthCookie("two_factor").name, ctx.context.secret);
            if (!challenge) return;
            const verification = await ctx.context.internalAdapter.findVerificationValue(challenge);
            if (!verification) return;
            const [row] = await db.select({ secret: twoFactors.secret }).from(twoFactors).where(eq(twoFactors.userId, verification.value));
            if (!row) return;
            const key = Buffer.from(await symmetricDecrypt({ key: ctx.context.secretConfig, data: row.secret }), "utf8");
            const now = Math.floor(Date.now() / PERIOD_MS);
            let step: number | null = null;
            for (let s = now - DRIFT_STEPS; s <= now + DRIFT_STEPS; s++) if (totpAt(key, s) === code) step = s;
            if (step === null) return;
            const won = await db
              .update(twoFactors)
              .set({ lastUsedStep: step })
              .where(and(eq(twoFactors.userId, verification.value), or(isNull(twoFactors.lastUsedStep), lt(twoFactors.lastUsedStep, step))))
              .returning({ id: twoFactors.id });
            if (!won.length) {
              throw new APIError("UNAUTHORIZED", {
                message: "This code was already used. Wait for the next one in your authenticator app.",
                code: "TOTP_CODE_USED",
              });
            }
          }),
        },
      ],
    },
  };
}

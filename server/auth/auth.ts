import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { magicLink, twoFactor } from "better-auth/plugins";
import type { Db } from "../db/client";
import { accounts, emailOutbox, sessions, twoFactors, users, verifications } from "../db/schema";
import { originResolver, type OriginPolicy } from "../lib/origin";
import { silentLogger, type Logger } from "../lib/logger";
import { isLocale, type Locale } from "@shared/i18n/locale";
import { serverT } from "../i18n/i18n";
import { localeOfHeader } from "../i18n/locale-of";
import { localeOfUser, pageLink } from "../i18n/recipients";
import { captureMagicLink, encodedLinkQuery } from "./magic-link";
import { RESET_MAIL_HEADER, signInRefunds } from "./sign-in-limits";
import { isStaffRole } from "./staff";
import { totpReplayGuard } from "./totp-replay";

export interface AuthOptions {
  db: Db;
  /** Signs session cookies and encrypts TOTP secrets (env BETTER_AUTH_SECRET; see auth-secret.ts). */
  secret: string;
  /** Production: cookies are `Secure`. */
  production?: boolean | undefined;
  /** Where password-reset links point: PUBLIC_ORIGIN, or the request's host within the allowed ones. */
  origin?: OriginPolicy | undefined;
  logger?: Logger | undefined;
  /**
   * How passwords are hashed and checked. Leave it out everywhere but tests: the default is
   * better-auth's own scrypt (N=16384, r=16), which the server and the CLIs use. Integration
   * tests pass server/test/password-hasher.ts, so that each test sign-in does not cost ~65 ms
   * of CPU (server/auth/password-hasher.test.ts and the staff:add test checks the server keeps scrypt).
   */
  passwordHasher?: PasswordHasher | undefined;
}

/** better-auth's emailAndPassword.password: hashes a new password, checks one against a stored hash. */
export interface PasswordHasher {
  hash: (password: string) => Promise<string>;
  verify: (data: { hash: string; password: string }) => Promise<boolean>;
}

/** How long a set-up or reset link works. */
export const RESET_LINK_SECONDS = 60 * 60;
/** How long an owner's emailed sign-in link works. */
export const MAGIC_LINK_SECONDS = 15 * 60;
/** A signed-in session lasts this long without use; each use after SESSION_REFRESH_SECONDS extends it. */
const SESSION_SECONDS = 12 * 60 * 60;
const SESSION_REFRESH_SECONDS = 60 * 60;

/**
 * better-auth on our database: email + password for invited staff only (no public sign-up),
 * sessions in the `sessions` table (signing out deletes the row), optional TOTP, reset links
 * mailed through the outbox. Its own in-memory rate limiter is off: server/auth/routes.ts counts
 * attempts in the shared `rate_limits` table instead, so every process sees the same counts.
 */
export function createAuth({ db, secret, production = false, origin = {}, logger = silentLogger, passwordHasher }: AuthOptions) {
  const linkOrigin = originResolver(origin);
  // The site address as the page heads write it: a forged Host never reaches a reset link.
  const siteOf = (request: Request) =>
    linkOrigin({ protocol: new URL(request.url).protocol.replace(":", ""), get: ((name: string) => request.headers.get(name) ?? undefined) as never });
  const auth = betterAuth({
    appName: "San Antonio Business Directory",
    secret,
    // Without PUBLIC_ORIGIN each request's own origin (set from Express's view in routes.ts) is
    // the base URL and the one trusted origin: tests on random ports and dev hosts just work.
    baseURL: origin.publicOrigin,
    basePath: "/api/auth",
    database: drizzleAdapter(db, { provider: "pg", usePlural: true, transaction: true, schema: { users, sessions, accounts, verifications, twoFactors } }),
    user: { additionalFields: { role: { type: "string", required: false, input: false } } },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: 10,
      maxPasswordLength: 128,
      ...(passwordHasher ? { password: { hash: passwordHasher.hash, verify: passwordHasher.verify } } : {}),
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }, request) => {
        if (request?.headers.get(RESET_MAIL_HEADER)) return logger.info({ userId: user.id }, "auth: password reset mail held (enough sent for now)");
        const site = request ? siteOf(request) : "";
        if (!isStaffRole((user as { role?: unknown }).role)) {
          // Only staff have passwords (issue 26, item 15): the link is thrown away unsent, and the
          // reader, an owner or someone who once was staff, is told how they sign in instead.
          await (await auth.$context).internalAdapter.deleteVerificationByIdentifier(`reset-password:${token}`);
          const locale = (await localeOfUser(db, user.email)) ?? localeOfHeader(request?.headers.get("accept-language") ?? undefined);
          await db.insert(emailOutbox).values(noPasswordEmail(user.email, pageLink(site, "/account/sign-in", locale), locale));
          return logger.info({ userId: user.id }, "auth: password reset refused for an account that is not staff");
        }
        await db.insert(emailOutbox).values(resetEmail(user.email, `${site}/admin/reset-password?token=${encodeURIComponent(token)}`));
        logger.info({ userId: user.id }, "auth: password reset link queued");
      },
    },
    session: { expiresIn: SESSION_SECONDS, updateAge: SESSION_REFRESH_SECONDS },
    // Set-up and reset tokens are stored as hashes: a database read does not hand out sign-ins.
    verification: { storeIdentifier: "hashed" },
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      useSecureCookies: production,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: production },
      // Express has already decided the client address (trust proxy); routes.ts passes it on.
      ipAddress: { ipAddressHeaders: ["x-sabd-client-ip"] },
    },
    databaseHooks: {
      session: {
        create: {
          after: async (session) => {
            // A sign-in is not an audit entry, but it is logged (never with the password).
            logger.info({ userId: session.userId, ip: session.ipAddress }, "auth: signed in");
          },
        },
      },
    },
    plugins: [
      twoFactor({ issuer: "SA Business Directory" }),
      totpReplayGuard(db),
      signInRefunds(db),
      // Owners sign in by emailed link (issue 16). Its own POST /sign-in/magic-link is closed in
      // routes.ts: links are asked for only through POST /api/account-sign-in, which checks that
      // the email owns a listing (server/features/owner-claim).
      magicLink({
        expiresIn: MAGIC_LINK_SECONDS,
        storeToken: "hashed",
        sendMagicLink: async ({ email, url, token, metadata }) => {
          if (captureMagicLink(metadata, token)) return;
          const asked = metadata?.["locale"];
          const locale = (await localeOfUser(db, email)) ?? (isLocale(asked) ? asked : "en");
          await db.insert(emailOutbox).values(magicLinkEmail(email, encodedLinkQuery(url), locale, metadata?.["purpose"] === "review" ? "review" : "listing"));
          logger.info({}, "auth: owner sign-in link queued");
        },
      }),
    ],
    logger: {
      log: (level, message) => {
        (level === "error" ? logger.error : level === "warn" ? logger.warn : logger.debug).call(logger, { source: "better-auth" }, message);
      },
    },
  });
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;

/** The reset mail for a staff member (the only accounts with a password). */

function resetEmail(to: string, link: string) {
  return {
    to,
    subject: "Set your San Antonio Business Directory password",
    body: [
      "Someone (hopefully you) asked to set the password of your staff account on the San Antonio Business Directory.",
      "",
      `Open this link within ${RESET_LINK_SECONDS / 60} minutes to choose a password:`,
      link,
      "",
      "If you did not ask for this, ignore this email: your password stays as it was.",
    ].join("\n"),
  };
}

/** What someone without a staff account gets for a reset request: no link, the way they do sign in (in their language). */
function noPasswordEmail(to: string, signInPage: string, locale: Locale) {
  const t = serverT(locale);
  return { to, subject: t("mail.noPassword.subject"), body: t("mail.noPassword.body", { link: signInPage }) };
}

/** A sign-in link, in the person's language (issue 29): an owner's, or a member's to write a review (issue 30). */
function magicLinkEmail(to: string, link: string, locale: Locale, purpose: "listing" | "review") {
  const t = serverT(locale);
  const body = purpose === "review" ? "mail.signIn.reviewBody" : "mail.signIn.body";
  return { to, subject: t("mail.signIn.subject"), body: t(body, { minutes: MAGIC_LINK_SECONDS / 60, link }) };
}

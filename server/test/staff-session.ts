import { randomUUID } from "node:crypto";
import type { Express } from "express";
import request from "supertest";
import type { StaffRole, StaffUser } from "../auth/staff";
import { totpAt } from "../auth/totp-replay";
import type { Db } from "../db/client";
import { uniqueToken } from "../db/factories";
import { accounts, users } from "../db/schema";
import { testPasswordHasher } from "./password-hasher";

export interface TestUser {
  id: string;
  email: string;
  name: string;
  role: StaffRole | null;
  password: string;
}

/**
 * A user who can sign in with a password: a users row and a better-auth credential account.
 * `role: null` is a user who is not staff. The hash is testPasswordHasher's (./password-hasher.ts),
 * not scrypt: sign in on an app built with `passwordHasher: testPasswordHasher` (setupTestApp's
 * default app has it).
 */
export async function createUserWithPassword(
  db: Db,
  role: StaffRole | null,
  overrides: Partial<Omit<TestUser, "id" | "role">> = {},
  /** Browser tests sign in on the real built server, which checks scrypt: they pass better-auth's `hashPassword`. */
  hash: (password: string) => Promise<string> = testPasswordHasher.hash,
): Promise<TestUser> {
  const token = uniqueToken("staff");
  const user = { id: randomUUID(), email: `${token}@example.test`, name: `Staff ${token}`, password: `pw-${token}-long`, ...overrides, role };
  await db.insert(users).values({ id: user.id, email: user.email.toLowerCase(), name: user.name, role, emailVerified: true });
  await db.insert(accounts).values({ id: randomUUID(), userId: user.id, accountId: user.id, providerId: "credential", password: await hash(user.password) });
  return user;
}

/** The `name=value` pairs of an answer's Set-Cookie headers, as one Cookie request header. */
export function cookieHeader(setCookie: string[] | string | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list
    .map((c) => c.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

/** POST /api/auth/sign-in/email through the app; returns the session cookie (throws when sign-in fails). */
export async function signIn(app: Express, email: string, password: string): Promise<string> {
  const res = await request(app).post("/api/auth/sign-in/email").send({ email, password });
  if (res.status !== 200)
    throw new Error(
      `sign-in of ${email} answered ${res.status}: ${res.text}` +
        (res.status === 401 || res.status === 500 ? " (users of createUserWithPassword sign in on an app built with passwordHasher: testPasswordHasher)" : ""),
    );
  const cookie = cookieHeader(res.headers["set-cookie"]);
  if (!cookie) throw new Error(`sign-in of ${email} set no cookie (two-factor step? use staffSessionWithTotp)`);
  return cookie;
}

/**
 * A signed-in staff member for integration tests:
 *
 *   const { app, database } = setupTestApp(engine);
 *   const { cookie, staff } = await staffSession(app, database.db, "editor");
 *   await request(app).get("/api/admin/me").set("Cookie", cookie).expect(200);
 *
 * Creates the user (role "editor" or "admin"; null makes a signed-in user who is not staff)
 * with a password, then signs in through the real better-auth endpoint, so the cookie is a
 * real session of that app. Each call makes a new user. Writes need no Origin header
 * (supertest sends none, with a JSON body), or `Origin: http://127.0.0.1:<port>` of the app.
 * Every sign-in counts against the app's per-address limit (100 per 15 minutes by default;
 * AppDeps.authRoutes.clientLimit raises it for a file that needs more).
 */
export async function staffSession(
  app: Express,
  db: Db,
  role: StaffRole | null,
  overrides: Partial<Omit<TestUser, "id" | "role">> = {},
): Promise<{ cookie: string; staff: StaffUser; user: TestUser }> {
  const user = await createUserWithPassword(db, role, overrides);
  const cookie = await signIn(app, user.email, user.password);
  const staff = { id: user.id, email: user.email.toLowerCase(), name: user.name, role: (role ?? "editor") as StaffRole };
  return { cookie, staff, user };
}

/**
 * The current code of an authenticator set up from an `otpauth://` URI (what a phone app shows);
 * `stepOffset` 1 is the next 30-second step's, which the server also accepts (clock drift) and
 * which a test signing in twice within one step needs, as a used code is refused.
 */
export async function totpCode(totpURI: string, stepOffset = 0): Promise<string> {
  const secret = new URL(totpURI).searchParams.get("secret");
  if (!secret) throw new Error(`no secret in ${totpURI}`);
  // RFC 6238 with the authenticator defaults (SHA-1, 30 s, 6 digits), on a Base32 secret (RFC 4648).
  const bits = [...secret.replace(/=+$/, "").toUpperCase()].map((c) => "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567".indexOf(c).toString(2).padStart(5, "0")).join("");
  const key = Buffer.from(bits.match(/.{8}/g)!.map((b) => parseInt(b, 2)));
  return totpAt(key, Math.floor(Date.now() / 30_000) + stepOffset);
}

/**
 * staffSession for a member who has turned on TOTP two-factor: enables it through
 * /api/auth/two-factor/enable + verify-totp, then signs in again through both steps (password,
 * then the TOTP code). Returns the authenticator URI too, for tests that need later codes.
 */
export async function staffSessionWithTotp(
  app: Express,
  db: Db,
  role: StaffRole,
): Promise<{ cookie: string; staff: StaffUser; user: TestUser; totpURI: string }> {
  const { cookie: first, staff, user } = await staffSession(app, db, role);
  const enabled = await request(app).post("/api/auth/two-factor/enable").set("Cookie", first).send({ password: user.password });
  if (enabled.status !== 200) throw new Error(`two-factor/enable answered ${enabled.status}: ${enabled.text}`);
  const totpURI = (enabled.body as { totpURI: string }).totpURI;
  const verified = await request(app)
    .post("/api/auth/two-factor/verify-totp")
    .set("Cookie", first)
    .send({ code: await totpCode(totpURI) });
  if (verified.status !== 200) throw new Error(`two-factor/verify-totp answered ${verified.status}: ${verified.text}`);
  const step = await request(app).post("/api/auth/sign-in/email").send({ email: user.email, password: user.password });
  if (!(step.body as { twoFactorRedirect?: boolean }).twoFactorRedirect) throw new Error(`sign-in did not ask for the second factor: ${step.text}`);
  const done = await request(app)
    .post("/api/auth/two-factor/verify-totp")
    .set("Cookie", cookieHeader(step.headers["set-cookie"]))
    .send({ code: await totpCode(totpURI) });
  if (done.status !== 200) throw new Error(`two-factor sign-in answered ${done.status}: ${done.text}`);
  return { cookie: cookieHeader(done.headers["set-cookie"]), staff, user, totpURI };
}

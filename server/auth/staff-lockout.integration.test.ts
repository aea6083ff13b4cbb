import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import request from "supertest";
import { createApp } from "../app";
import { emailOutbox } from "../db/schema";
import { engines } from "../test/database";
import { testPasswordHasher } from "../test/password-hasher";
import { cookieHeader, staffSessionWithTotp, totpCode } from "../test/staff-session";
import { setupTestApp } from "../test/test-app";
import { DEFAULT_ACCOUNT_LIMIT, DEFAULT_ACCOUNT_PER_ADDRESS_LIMIT } from "./routes";
import { RESET_MAILS_PER_WINDOW, UNDER_ATTACK_PER_ADDRESS } from "./sign-in-limits";

type App = Parameters<typeof request>[0];
const from = (app: App, ip: string) => ({
  signIn: (email: string, password: string) => request(app).post("/api/auth/sign-in/email").set("X-Forwarded-For", ip).send({ email, password }),
  reset: (email: string) => request(app).post("/api/auth/request-password-reset").set("X-Forwarded-For", ip).send({ email }),
});
/** A documentation address (RFC 5737) of its own for each attacker. */
const attacker = (i: number) => `203.0.113.${i + 1}`;

describe.each(engines)("nobody can lock a staff member out, on %s", { timeout: 240_000 }, (engine) => {
  const { database, app } = setupTestApp(engine, (db) =>
    createApp({ passwordHasher: testPasswordHasher, db, stripe: null, trustProxy: 1, postRateLimit: { limit: 1_000_000 } }),
  );

  it("wrong passwords from many addresses never stop the right password and second factor from a fresh address; each address stays bounded", async () => {
    const { user, totpURI } = await staffSessionWithTotp(app, database.db, "admin");
    // Past the account's ceiling, from addresses that each fail once.
    for (let i = 0; i < DEFAULT_ACCOUNT_LIMIT + 5; i++) await from(app, attacker(i)).signIn(user.email, `wrong-${i}`).expect(401);
    // The account is under attack: a further address gets a few guesses, then 429, right password or not.
    const persistent = from(app, "198.51.100.7");
    for (let i = 0; i < UNDER_ATTACK_PER_ADDRESS; i++) await persistent.signIn(user.email, `again-${i}`).expect(401);
    expect((await persistent.signIn(user.email, "one-more-guess")).status).toBe(429);
    expect((await persistent.signIn(user.email, user.password)).status).toBe(429);

    // The owner, from an address that never failed: password, then the second factor.
    const step = await from(app, "192.0.2.50").signIn(user.email, user.password).expect(200);
    expect(step.body.twoFactorRedirect).toBe(true);
    const done = await request(app)
      .post("/api/auth/two-factor/verify-totp")
      .set("X-Forwarded-For", "192.0.2.50")
      .set("Cookie", cookieHeader(step.headers["set-cookie"]))
      .send({ code: await totpCode(totpURI, 1) })
      .expect(200);
    const me = await request(app).get("/api/admin/me").set("Cookie", cookieHeader(done.headers["set-cookie"])).expect(200);
    expect(me.body.email).toBe(user.email.toLowerCase());
    // And password reset is never refused for the account.
    await from(app, "192.0.2.51").reset(user.email).expect(200);
  });

  it(`one address is still refused after ${DEFAULT_ACCOUNT_PER_ADDRESS_LIMIT} wrong passwords for one account`, async () => {
    const { user } = await staffSessionWithTotp(app, database.db, "editor");
    const guesser = from(app, "198.51.100.8");
    for (let i = 0; i < DEFAULT_ACCOUNT_PER_ADDRESS_LIMIT; i++) await guesser.signIn(user.email, `wrong-${i}`).expect(401);
    const refused = await guesser.signIn(user.email, user.password).expect(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    await from(app, "198.51.100.9").signIn(user.email, user.password).expect(200);
  });

  it(`a flood of reset requests is answered as usual; past ${RESET_MAILS_PER_WINDOW} mails none is added, and a mailed link still resets`, async () => {
    const { user } = await staffSessionWithTotp(app, database.db, "editor");
    for (let i = 0; i < RESET_MAILS_PER_WINDOW + 4; i++) {
      const res = await from(app, attacker(100 + i)).reset(user.email);
      expect(res.status, `request ${i + 1}`).toBe(200);
    }
    const owner = await from(app, "192.0.2.60").reset(user.email).expect(200);
    expect(owner.body.status).toBe(true);
    const mails = await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email.toLowerCase())).orderBy(desc(emailOutbox.id));
    expect(mails).toHaveLength(RESET_MAILS_PER_WINDOW);
    const token = mails[0]!.body.match(/\/admin\/reset-password\?token=([\w-]+)/)?.[1];
    const password = `reset-${randomUUID()}`;
    await request(app).post("/api/auth/reset-password").send({ token, newPassword: password }).expect(200);
    expect((await from(app, "192.0.2.61").signIn(user.email, password)).status).toBe(200);
  });
});

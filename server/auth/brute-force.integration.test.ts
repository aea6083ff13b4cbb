import { randomUUID } from "node:crypto";
import request from "supertest";
import { createApp } from "../app";
import { engines } from "../test/database";
import { createUserWithPassword } from "../test/staff-session";
import { setupTestApp } from "../test/test-app";
import { DEFAULT_ACCOUNT_PER_ADDRESS_LIMIT, DEFAULT_CLIENT_LIMIT } from "./routes";
import { testPasswordHasher } from "../test/password-hasher";

const signIn = (app: Parameters<typeof request>[0], email: string, password: string) => request(app).post("/api/auth/sign-in/email").send({ email, password });

describe.each(engines)("sign-in attempt limits on %s", { timeout: 240_000 }, (engine) => {
  // Two apps on one database with the same counter prefix: two server processes, as far as the counters go.
  const prefix = `auth-test-${randomUUID()}`;
  const shared = { clientLimit: { keyPrefix: prefix }, accountLimit: { keyPrefix: prefix } };
  const { database, app } = setupTestApp(engine, (db) => createApp({ passwordHasher: testPasswordHasher, db, stripe: null, authRoutes: shared }));
  let other: ReturnType<typeof createApp>;
  beforeAll(() => {
    other = createApp({ passwordHasher: testPasswordHasher, db: database.db, stripe: null, authRoutes: shared });
  });

  it("answers an unknown email and a wrong password with the same status and message", async () => {
    const user = await createUserWithPassword(database.db, "editor");
    const wrong = await signIn(app, user.email, "not-the-password");
    const unknown = await signIn(app, `nobody-${randomUUID()}@example.test`, "not-the-password");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
  });

  it(`throttles one account from one address after ${DEFAULT_ACCOUNT_PER_ADDRESS_LIMIT} wrong passwords (429 with Retry-After), counted across processes, even for the right password`, async () => {
    const user = await createUserWithPassword(database.db, "admin");
    for (let i = 0; i < DEFAULT_ACCOUNT_PER_ADDRESS_LIMIT; i++) {
      // Half through each "process": the counter is the database's, not the app's.
      await signIn(i % 2 ? other : app, user.email, `wrong-${i}`).expect(401);
    }
    const limited = await signIn(app, user.email, user.password);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.body.message).toMatch(/Too many sign-in attempts/);
    expect(limited.headers["set-cookie"]).toBeUndefined();
    // The address is not blocked by it: another account still signs in (its own counter).
    const colleague = await createUserWithPassword(database.db, "editor");
    await signIn(other, colleague.email, colleague.password).expect(200);
    // An unknown email hits the same wall with the same answer.
    const ghost = `ghost-${randomUUID()}@example.test`;
    for (let i = 0; i < DEFAULT_ACCOUNT_PER_ADDRESS_LIMIT; i++) await signIn(app, ghost, `wrong-${i}`).expect(401);
    const ghostLimited = await signIn(other, ghost, "x-wrong-password");
    expect(ghostLimited.status).toBe(429);
    expect(ghostLimited.body.message).toBe(limited.body.message);
  });

  it("counts only failures: signing in right again and again never fills the account's counters", async () => {
    const user = await createUserWithPassword(database.db, "editor");
    for (let i = 0; i < DEFAULT_ACCOUNT_PER_ADDRESS_LIMIT + 2; i++) await signIn(i % 2 ? other : app, user.email, user.password).expect(200);
    for (let i = 0; i < DEFAULT_ACCOUNT_PER_ADDRESS_LIMIT - 1; i++) await signIn(app, user.email, `wrong-${i}`).expect(401);
    await signIn(app, user.email, user.password).expect(200);
  });
  it(`throttles one address after ${DEFAULT_CLIENT_LIMIT} attempts across accounts`, async () => {
    // A fresh pair of counters, so the attempts of the test above do not count here.
    const own = `auth-test-${randomUUID()}`;
    const limitedApp = createApp({
      passwordHasher: testPasswordHasher,
      db: database.db,
      stripe: null,
      authRoutes: { clientLimit: { keyPrefix: own }, accountLimit: { keyPrefix: own } },
    });
    for (let i = 0; i < DEFAULT_CLIENT_LIMIT; i++) {
      const res = await signIn(limitedApp, `spray-${i}-${randomUUID()}@example.test`, "Winter2026!");
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    const limited = await signIn(limitedApp, `spray-last-${randomUUID()}@example.test`, "Winter2026!");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // Also the reset endpoint and the two-factor step count against the address.
    await request(limitedApp).post("/api/auth/request-password-reset").send({ email: "a@example.test" }).expect(429);
    await request(limitedApp).post("/api/auth/two-factor/verify-totp").send({ code: "000000" }).expect(429);
  });
});

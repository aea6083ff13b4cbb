import express from "express";
import { and, desc, eq, like } from "drizzle-orm";
import request from "supertest";
import { createProfessional } from "../db/factories";
import { auditLog, emailOutbox, settings, verifications } from "../db/schema";
import { ownerSession } from "../test/owner-session";
import { engines } from "../test/database";
import { openPrivateDatabase } from "../test/private-database";
import { cookieHeader, staffSession, staffSessionWithTotp, totpCode } from "../test/staff-session";
import { setupTestDatabase } from "../test/test-app";
import { createApp } from "../app";
import { createAuth } from "./auth";
import { processSecret } from "./auth-secret";
import { cliActor, inviteStaff } from "./staff-invite";
import { REQUIRE_ADMIN_TWO_FACTOR } from "./two-factor-policy";
import { testPasswordHasher } from "../test/password-hasher";

describe.each(engines)("two-factor sign-in, password reset and invitations on %s", (engine) => {
  // A private database: the requireAdminTwoFactor setting must not reach other files' admins.
  const database = setupTestDatabase(engine, openPrivateDatabase);
  let built: ReturnType<typeof createApp>;
  beforeAll(() => {
    built = createApp({ passwordHasher: testPasswordHasher, db: database.db, stripe: null });
  });
  const app = express();
  app.use((req, res, next) => built(req, res, next));
  const setPolicy = (on: boolean) =>
    database.db
      .insert(settings)
      .values({ key: REQUIRE_ADMIN_TWO_FACTOR, value: on })
      .onConflictDoUpdate({ target: settings.key, set: { value: on } });

  it("enables TOTP, then asks for the code at sign-in, and disables it with the password", async () => {
    const { cookie, user, totpURI } = await staffSessionWithTotp(app, database.db, "admin");
    expect((await request(app).get("/api/admin/me").set("Cookie", cookie).expect(200)).body.twoFactorEnabled).toBe(true);
    const step = await request(app).post("/api/auth/sign-in/email").send({ email: user.email, password: user.password }).expect(200);
    expect(step.body.twoFactorRedirect).toBe(true);
    // The password alone gives no session.
    expect(cookieHeader(step.headers["set-cookie"])).not.toMatch(/session_token/);
    const wrong = await request(app).post("/api/auth/two-factor/verify-totp").set("Cookie", cookieHeader(step.headers["set-cookie"])).send({ code: "000000" });
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    const disabled = await request(app).post("/api/auth/two-factor/disable").set("Cookie", cookie).send({ password: user.password }).expect(200);
    // better-auth renews the session when the second factor changes: the page keeps the new cookie.
    const renewed = cookieHeader(disabled.headers["set-cookie"]) || cookie;
    expect((await request(app).get("/api/admin/me").set("Cookie", renewed).expect(200)).body.twoFactorEnabled).toBe(false);
    expect(totpURI).toMatch(/^otpauth:\/\/totp\//);
  });

  it("refuses a TOTP code that already signed someone in (RFC 6238 §5.2), also to two sign-ins racing with one code", async () => {
    const { user, totpURI } = await staffSessionWithTotp(app, database.db, "editor");
    const challenge = async () =>
      cookieHeader((await request(app).post("/api/auth/sign-in/email").send({ email: user.email, password: user.password }).expect(200)).headers["set-cookie"]);
    const verify = async (cookie: string, code: string) => request(app).post("/api/auth/two-factor/verify-totp").set("Cookie", cookie).send({ code });
    // The next step's code, which the helper's sign-in has not used: two challenges send it at once.
    const next = await totpCode(totpURI, 1);
    const [a, b] = await Promise.all([verify(await challenge(), next), verify(await challenge(), next)]);
    expect([a.status, b.status].sort()).toEqual([200, 401]);
    expect((a.status === 401 ? a : b).body.code).toBe("TOTP_CODE_USED");
    // Later, neither that code nor the one the helper signed in with opens a session.
    for (const code of [next, await totpCode(totpURI)]) {
      const again = await verify(await challenge(), code);
      expect(again.status, code).toBe(401);
      expect(cookieHeader(again.headers["set-cookie"])).not.toMatch(/session_token=/);
    }
  });

  it("with requireAdminTwoFactor, refuses an admin without two-factor (403 two_factor_required) everywhere but /me; editors and admins with it pass", async () => {
    const plain = await staffSession(app, database.db, "admin");
    const editor = await staffSession(app, database.db, "editor");
    const secured = await staffSessionWithTotp(app, database.db, "admin");
    await setPolicy(true);
    try {
      const refused = await request(app).get("/api/admin/listings").set("Cookie", plain.cookie).expect(403);
      expect(refused.body).toEqual({ message: expect.any(String), code: "two_factor_required" });
      const me = await request(app).get("/api/admin/me").set("Cookie", plain.cookie).expect(200);
      expect(me.body).toMatchObject({ twoFactorEnabled: false, twoFactorRequired: true });
      // better-auth's set-up endpoint stays open to that admin.
      await request(app).post("/api/auth/two-factor/enable").set("Cookie", plain.cookie).send({ password: plain.user.password }).expect(200);
      expect((await request(app).get("/api/admin/listings").set("Cookie", editor.cookie)).status).toBe(404);
      expect((await request(app).get("/api/admin/listings").set("Cookie", secured.cookie)).status).toBe(404);
    } finally {
      await setPolicy(false);
    }
    expect((await request(app).get("/api/admin/listings").set("Cookie", plain.cookie)).status).toBe(404);
  });

  it("mails a reset link to /admin/reset-password through the outbox; the link sets a new password once and ends the old sessions", async () => {
    const { cookie, user } = await staffSession(app, database.db, "editor");
    await request(app).post("/api/auth/request-password-reset").send({ email: user.email }).expect(200);
    const [mail] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email)).orderBy(desc(emailOutbox.id)).limit(1);
    const token = mail?.body.match(/\/admin\/reset-password\?token=([\w-]+)/)?.[1];
    expect(token, mail?.body).toBeTruthy();
    expect(mail?.body).toMatch(/your staff account/);
    await request(app).post("/api/auth/reset-password").send({ token, newPassword: "a-new-long-password" }).expect(200);
    await request(app).post("/api/auth/reset-password").send({ token, newPassword: "another-long-password" }).expect(400);
    await request(app).get("/api/admin/me").set("Cookie", cookie).expect(401);
    await request(app).post("/api/auth/sign-in/email").send({ email: user.email, password: user.password }).expect(401);
    await request(app).post("/api/auth/sign-in/email").send({ email: user.email, password: "a-new-long-password" }).expect(200);
    // An unknown email gets the same answer, and no mail.
    const unknown = await request(app).post("/api/auth/request-password-reset").send({ email: "nobody-here@example.test" }).expect(200);
    expect(unknown.body.status).toBe(true);
  });

  it("resets only staff accounts: an owner asking for a reset gets no link, but a mail telling them how owners sign in", async () => {
    const pro = await createProfessional(database.db);
    const { user } = await ownerSession(app, database.db, [{ kind: "professional", id: pro.id }]);
    const email = user.email.toLowerCase();
    const answer = await request(app).post("/api/auth/request-password-reset").send({ email }).expect(200);
    expect(answer.body.status).toBe(true);
    const mails = await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).not.toMatch(/reset-password|token=|staff/);
    expect(mails[0]!.body).toMatch(/\/account\/sign-in/);
    // No reset token is left behind for that account either (better-auth stores the user id as its value).
    const left = await database.db.select().from(verifications).where(eq(verifications.value, user.id));
    expect(left).toEqual([]);
  });

  it("audits invitations and role changes, and the printed link signs the new member in", async () => {
    const auth = createAuth({ passwordHasher: testPasswordHasher, db: database.db, secret: processSecret() });
    const email = `invited-${Date.now()}@example.test`;
    const first = await inviteStaff(database.db, auth, { email, role: "editor", name: "Invited Editor" }, cliActor("staff:add"), "https://directory.example");
    expect(first).toMatchObject({ created: true, role: "editor", email });
    expect(first.link).toMatch(/^https:\/\/directory\.example\/admin\/reset-password\?token=/);
    const promoted = await inviteStaff(database.db, auth, { email, role: "admin" }, cliActor("staff:add"), "https://directory.example");
    expect(promoted).toMatchObject({ created: false, userId: first.userId, role: "admin" });
    const entries = await database.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after, actorEmail: auditLog.actorEmail })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "user"), eq(auditLog.entityId, first.userId), like(auditLog.action, "staff.%")))
      .orderBy(auditLog.id);
    expect(entries).toEqual([
      { action: "staff.invite", before: null, after: { email, role: "editor", name: "Invited Editor" }, actorEmail: "cli:staff:add" },
      {
        action: "staff.role_change",
        before: { role: "editor", name: "Invited Editor" },
        after: { role: "admin", name: "Invited Editor" },
        actorEmail: "cli:staff:add",
      },
    ]);
    const token = new URL(promoted.link).searchParams.get("token");
    await request(app).post("/api/auth/reset-password").send({ token, newPassword: "chosen-by-the-member" }).expect(200);
    const signIn = await request(app).post("/api/auth/sign-in/email").send({ email, password: "chosen-by-the-member" }).expect(200);
    const me = await request(app).get("/api/admin/me").set("Cookie", cookieHeader(signIn.headers["set-cookie"])).expect(200);
    expect(me.body).toMatchObject({ email, role: "admin" });
  });
});

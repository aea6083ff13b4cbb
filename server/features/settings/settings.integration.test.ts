import { and, eq } from "drizzle-orm";
import type { Express } from "express";
import request from "supertest";
import { TWO_FACTOR_REQUIRED } from "@shared/admin/auth";
import { createApp } from "../../app";
import { auditLog, settings, users } from "../../db/schema";
import { engines } from "../../test/database";
import { openPrivateDatabase } from "../../test/private-database";
import { staffSession } from "../../test/staff-session";
import { setupTestDatabase } from "../../test/test-app";
import { testPasswordHasher } from "../../test/password-hasher";

// A database of its own: the settings are site-wide rows, and requiring two-factor would refuse other files' admins.
describe.each(engines)("GET and PATCH /api/admin/settings on %s", (engine) => {
  const database = setupTestDatabase(engine, openPrivateDatabase);
  let app: Express;
  beforeAll(() => {
    app = createApp({ passwordHasher: testPasswordHasher, db: database.db, stripe: null });
  });
  afterEach(() => database.db.delete(settings));

  /** An admin whose account has two-factor on (set after sign-in: the session reads the user row on each request). */
  async function adminWithTwoFactor() {
    const session = await staffSession(app, database.db, "admin");
    await database.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, session.staff.id));
    return session;
  }
  const auditOf = (actorId: string) =>
    database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, actorId), eq(auditLog.entityType, "setting")));

  it("answers 401 without a session and 403 to an editor, for reading and for writing", async () => {
    await request(app).get("/api/admin/settings").expect(401);
    await request(app).patch("/api/admin/settings").send({ requireAdminTwoFactor: true }).expect(401);
    const { cookie } = await staffSession(app, database.db, "editor");
    await request(app).get("/api/admin/settings").set("Cookie", cookie).expect(403);
    await request(app).patch("/api/admin/settings").set("Cookie", cookie).send({ requireAdminTwoFactor: true }).expect(403);
    expect(await database.db.select().from(settings)).toEqual([]);
  });

  it("shows an admin the defaults when no setting is stored, private and uncached", async () => {
    const { cookie } = await staffSession(app, database.db, "admin");
    const res = await request(app).get("/api/admin/settings").set("Cookie", cookie).expect(200);
    expect(res.body).toEqual({ requireAdminTwoFactor: false });
    expect(res.headers["cache-control"]).toBe("private, no-store");
  });

  it("stores a change and records who made it, from where, with before and after, in the audit log", async () => {
    const { cookie, staff } = await adminWithTwoFactor();
    const res = await request(app).patch("/api/admin/settings").set("Cookie", cookie).send({ requireAdminTwoFactor: true }).expect(200);
    expect(res.body).toEqual({ requireAdminTwoFactor: true });
    expect((await request(app).get("/api/admin/settings").set("Cookie", cookie).expect(200)).body).toEqual({ requireAdminTwoFactor: true });
    const [entry, ...more] = await auditOf(staff.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: "setting.update",
      entityId: "requireAdminTwoFactor",
      actorEmail: staff.email,
      before: { requireAdminTwoFactor: false },
      after: { requireAdminTwoFactor: true },
    });
    expect(entry!.actorIp).toBeTruthy();

    await request(app).patch("/api/admin/settings").set("Cookie", cookie).send({ requireAdminTwoFactor: false }).expect(200);
    expect((await auditOf(staff.id)).map((e) => e.after)).toEqual([{ requireAdminTwoFactor: true }, { requireAdminTwoFactor: false }]);
  });

  it("records nothing when the value does not change", async () => {
    const { cookie, staff } = await adminWithTwoFactor();
    await request(app).patch("/api/admin/settings").set("Cookie", cookie).send({ requireAdminTwoFactor: false }).expect(200);
    expect(await auditOf(staff.id)).toEqual([]);
  });

  it("refuses to require two-factor from an admin who has none (409), so nobody locks themselves out", async () => {
    const { cookie, staff } = await staffSession(app, database.db, "admin");
    const res = await request(app).patch("/api/admin/settings").set("Cookie", cookie).send({ requireAdminTwoFactor: true }).expect(409);
    expect(res.body.message).toMatch(/two-factor sign-in for your own account first/);
    expect(await auditOf(staff.id)).toEqual([]);
  });

  it("once required, sends an admin without two-factor to set it up (403 two_factor_required), while /me still answers", async () => {
    const { cookie } = await adminWithTwoFactor();
    await request(app).patch("/api/admin/settings").set("Cookie", cookie).send({ requireAdminTwoFactor: true }).expect(200);
    const other = await staffSession(app, database.db, "admin");
    const refused = await request(app).get("/api/admin/settings").set("Cookie", other.cookie).expect(403);
    expect(refused.body.code).toBe(TWO_FACTOR_REQUIRED);
    const me = await request(app).get("/api/admin/me").set("Cookie", other.cookie).expect(200);
    expect(me.body).toMatchObject({ twoFactorEnabled: false, twoFactorRequired: true });
  });

  it.each([
    [{ requireAdminTwoFactor: "yes" }, "requireAdminTwoFactor"],
    [{}, "body"],
    [{ requireAdminTwoFactor: true, colour: "red" }, "body"],
    [[], "body"],
  ])("answers 400 naming the field for %j", async (body, field) => {
    const { cookie } = await adminWithTwoFactor();
    const res = await request(app).patch("/api/admin/settings").set("Cookie", cookie).send(body).expect(400);
    expect(Object.keys(res.body.fieldErrors)).toContain(field);
    expect(res.text).not.toMatch(/at .*\.ts/);
  });

  it("refuses a write from another site (foreign Origin) with the admin's cookie", async () => {
    const { cookie } = await adminWithTwoFactor();
    await request(app)
      .patch("/api/admin/settings")
      .set("Cookie", cookie)
      .set("Origin", "https://evil.example")
      .send({ requireAdminTwoFactor: true })
      .expect(403);
    expect(await database.db.select().from(settings)).toEqual([]);
  });
});

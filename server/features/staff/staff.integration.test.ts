import { and, desc, eq, notInArray } from "drizzle-orm";
import type { Express } from "express";
import request from "supertest";
import { staffMemberSchema } from "@shared/admin/staff";
import { createApp } from "../../app";
import { auditLog, emailOutbox, sessions, users } from "../../db/schema";
import { engines } from "../../test/database";
import { openPrivateDatabase } from "../../test/private-database";
import { staffSession } from "../../test/staff-session";
import { setupTestDatabase } from "../../test/test-app";
import { testPasswordHasher } from "../../test/password-hasher";

// A database of its own: "the last admin" counts every admin account, which other files add to.
describe.each(engines)("/api/admin/staff on %s", (engine) => {
  const database = setupTestDatabase(engine, openPrivateDatabase);
  let app: Express;
  beforeAll(() => {
    app = createApp({ passwordHasher: testPasswordHasher, db: database.db, stripe: null });
  });
  const unique = (label: string) => `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;
  const auditFor = (entityId: string) =>
    database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "user"), eq(auditLog.entityId, entityId)))
      .orderBy(desc(auditLog.id));

  it("answers 401 without a session and 403 to an editor on every staff route, changing nothing", async () => {
    const { cookie, staff } = await staffSession(app, database.db, "editor");
    const calls = [
      () => request(app).get("/api/admin/staff"),
      () =>
        request(app)
          .post("/api/admin/staff")
          .send({ email: unique("x"), role: "admin" }),
      () => request(app).patch(`/api/admin/staff/${staff.id}`).send({ role: "admin" }),
      () => request(app).delete(`/api/admin/staff/${staff.id}`),
    ];
    for (const call of calls) await call().expect(401);
    for (const call of calls) await call().set("Cookie", cookie).expect(403);
    const [row] = await database.db.select({ role: users.role }).from(users).where(eq(users.id, staff.id));
    expect(row?.role).toBe("editor");
  });

  it("lists every staff account to an admin, not users without a role", async () => {
    const admin = await staffSession(app, database.db, "admin");
    const editor = await staffSession(app, database.db, "editor");
    const outsider = await staffSession(app, database.db, null);
    const res = await request(app).get("/api/admin/staff").set("Cookie", admin.cookie).expect(200);
    const list = staffMemberSchema.array().parse(res.body);
    expect(list.map((m) => m.id)).toEqual(expect.arrayContaining([admin.staff.id, editor.staff.id]));
    expect(list.map((m) => m.id)).not.toContain(outsider.staff.id);
    expect(list.find((m) => m.id === editor.staff.id)).toMatchObject({ email: editor.staff.email, role: "editor", twoFactorEnabled: false });
  });

  it("invites by email and role: a new account, a set-up link emailed through the outbox, an audit entry", async () => {
    const admin = await staffSession(app, database.db, "admin");
    const email = unique("Invited");
    const res = await request(app).post("/api/admin/staff").set("Cookie", admin.cookie).send({ email, role: "editor", name: "Rosa Vega (sample)" }).expect(201);
    const member = staffMemberSchema.parse(res.body);
    expect(member).toMatchObject({ email: email.toLowerCase(), role: "editor", name: "Rosa Vega (sample)" });
    expect(JSON.stringify(res.body)).not.toMatch(/token/);

    const [mail] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email.toLowerCase()));
    const link = /http:\/\/127\.0\.0\.1:\d+\/admin\/reset-password\?token=[\w-]+/.exec(mail!.body)?.[0];
    expect(link, mail!.body).toBeTruthy();
    const [entry] = await auditFor(member.id);
    expect(entry).toMatchObject({ action: "staff.invite", actorId: admin.staff.id, before: null, after: { email: email.toLowerCase(), role: "editor" } });

    // The link works: the invited person sets a password and signs in as an editor.
    const token = new URL(link!).searchParams.get("token");
    await request(app).post("/api/auth/reset-password").send({ token, newPassword: "a new long passphrase" }).expect(200);
    const signIn = await request(app).post("/api/auth/sign-in/email").send({ email, password: "a new long passphrase" }).expect(200);
    const cookie = ([] as string[])
      .concat(signIn.headers["set-cookie"] ?? [])
      .map((c) => c.split(";")[0])
      .join("; ");
    expect((await request(app).get("/api/admin/me").set("Cookie", cookie).expect(200)).body).toMatchObject({ email: email.toLowerCase(), role: "editor" });
  }, 60_000);

  it("refuses to invite an address that already has access (409), and a malformed one (400 naming the field)", async () => {
    const admin = await staffSession(app, database.db, "admin");
    const editor = await staffSession(app, database.db, "editor");
    await request(app).post("/api/admin/staff").set("Cookie", admin.cookie).send({ email: editor.staff.email, role: "admin" }).expect(409);
    for (const body of [{ email: "not an email", role: "editor" }, { email: unique("y"), role: "owner" }, { role: "editor" }]) {
      const res = await request(app).post("/api/admin/staff").set("Cookie", admin.cookie).send(body).expect(400);
      expect(Object.keys(res.body.fieldErrors ?? {}).length, JSON.stringify(res.body)).toBeGreaterThan(0);
    }
  });

  it("changes a role, audited with before and after", async () => {
    const admin = await staffSession(app, database.db, "admin");
    const editor = await staffSession(app, database.db, "editor");
    const res = await request(app).patch(`/api/admin/staff/${editor.staff.id}`).set("Cookie", admin.cookie).send({ role: "admin" }).expect(200);
    expect(res.body).toMatchObject({ id: editor.staff.id, role: "admin" });
    const [entry] = await auditFor(editor.staff.id);
    expect(entry).toMatchObject({ action: "staff.role_change", actorId: admin.staff.id, before: { role: "editor" }, after: { role: "admin" } });
    // The promoted member's own session now passes admin guards.
    await request(app).get("/api/admin/staff").set("Cookie", editor.cookie).expect(200);
  });

  it("removes access: the member's sessions end at once, the list drops them, the audit log keeps who it was", async () => {
    const admin = await staffSession(app, database.db, "admin");
    const editor = await staffSession(app, database.db, "editor");
    await request(app).get("/api/admin/me").set("Cookie", editor.cookie).expect(200);
    await request(app).delete(`/api/admin/staff/${editor.staff.id}`).set("Cookie", admin.cookie).expect(204);
    await request(app).get("/api/admin/me").set("Cookie", editor.cookie).expect(401);
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, editor.staff.id))).toEqual([]);
    const list = (await request(app).get("/api/admin/staff").set("Cookie", admin.cookie).expect(200)).body as { id: string }[];
    expect(list.map((m) => m.id)).not.toContain(editor.staff.id);
    const [entry] = await auditFor(editor.staff.id);
    expect(entry).toMatchObject({ action: "staff.remove", before: { role: "editor", email: editor.staff.email }, after: { role: null } });
    await request(app).delete(`/api/admin/staff/${editor.staff.id}`).set("Cookie", admin.cookie).expect(404);
  });

  it("never lets an admin change or remove their own access (409)", async () => {
    const admin = await staffSession(app, database.db, "admin");
    await request(app).patch(`/api/admin/staff/${admin.staff.id}`).set("Cookie", admin.cookie).send({ role: "editor" }).expect(409);
    await request(app).delete(`/api/admin/staff/${admin.staff.id}`).set("Cookie", admin.cookie).expect(409);
    expect(await auditFor(admin.staff.id)).toEqual([]);
  });

  it.each([
    ["demote", (app: Express, cookie: string, id: string) => request(app).patch(`/api/admin/staff/${id}`).set("Cookie", cookie).send({ role: "editor" })],
    ["remove", (app: Express, cookie: string, id: string) => request(app).delete(`/api/admin/staff/${id}`).set("Cookie", cookie)],
  ])("never leaves the site without an admin when the last two %s each other at once", async (_verb, act) => {
    const a = await staffSession(app, database.db, "admin");
    const b = await staffSession(app, database.db, "admin");
    // Exactly two admins in this database: the file's other admins become editors.
    await database.db
      .update(users)
      .set({ role: "editor" })
      .where(and(eq(users.role, "admin"), notInArray(users.id, [a.staff.id, b.staff.id])));
    const answers = await Promise.all([act(app, a.cookie, b.staff.id), act(app, b.cookie, a.staff.id)]);
    const statuses = answers.map((r) => r.status).sort();
    // One wins; the other is refused: as the last admin (409), or by its guard if it arrived after losing its role (401/403).
    expect(statuses[0]).toBeLessThan(300);
    expect([401, 403, 409]).toContain(statuses[1]);
    expect(await database.db.select({ id: users.id }).from(users).where(eq(users.role, "admin"))).toHaveLength(1);
  });

  it("answers 404 for an unknown member and 400 for a bad role", async () => {
    const admin = await staffSession(app, database.db, "admin");
    const editor = await staffSession(app, database.db, "editor");
    await request(app).patch("/api/admin/staff/no-such-id").set("Cookie", admin.cookie).send({ role: "admin" }).expect(404);
    const res = await request(app).patch(`/api/admin/staff/${editor.staff.id}`).set("Cookie", admin.cookie).send({ role: "owner" }).expect(400);
    expect(res.body.fieldErrors).toHaveProperty("role");
  });
});

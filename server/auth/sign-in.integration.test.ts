import { eq } from "drizzle-orm";
import request from "supertest";
import { sessions } from "../db/schema";
import { engines } from "../test/database";
import { cookieHeader, createUserWithPassword, staffSession } from "../test/staff-session";
import { setupTestApp } from "../test/test-app";
import { staffMeSchema } from "@shared/admin/auth";

describe.each(engines)("staff sign-in on %s", (engine) => {
  const { database, app } = setupTestApp(engine);

  it("signs a staff member in with email and password and answers /api/admin/me", async () => {
    const { cookie, staff } = await staffSession(app, database.db, "editor");
    const res = await request(app).get("/api/admin/me").set("Cookie", cookie).expect(200);
    expect(staffMeSchema.parse(res.body)).toEqual({ ...staff, twoFactorEnabled: false, twoFactorRequired: false });
    expect(res.headers["cache-control"]).toBe("private, no-store");
  });

  it("answers 401 from /api/admin/me without a session, and for a signed-in user who is not staff", async () => {
    await request(app).get("/api/admin/me").expect(401);
    const { cookie } = await staffSession(app, database.db, null);
    await request(app).get("/api/admin/me").set("Cookie", cookie).expect(401);
  });

  it("sets an httpOnly, SameSite=Lax session cookie (not Secure outside production) and a new session id at each sign-in", async () => {
    const user = await createUserWithPassword(database.db, "admin");
    const first = await request(app).post("/api/auth/sign-in/email").send({ email: user.email, password: user.password }).expect(200);
    const setCookie = ([] as string[]).concat(first.headers["set-cookie"] ?? []);
    const session = setCookie.find((c) => c.startsWith("better-auth.session_token="));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).not.toMatch(/Secure/i);
    const second = await request(app).post("/api/auth/sign-in/email").send({ email: user.email, password: user.password }).expect(200);
    expect(cookieHeader(second.headers["set-cookie"])).not.toBe(cookieHeader(first.headers["set-cookie"]));
    const rows = await database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(2);
  });

  it("revokes the session on sign-out: the old cookie gets 401 afterwards", async () => {
    const { cookie, staff } = await staffSession(app, database.db, "editor");
    await request(app).get("/api/admin/me").set("Cookie", cookie).expect(200);
    await request(app).post("/api/auth/sign-out").set("Cookie", cookie).send({}).expect(200);
    await request(app).get("/api/admin/me").set("Cookie", cookie).expect(401);
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, staff.id))).toEqual([]);
  });

  it("has no public sign-up", async () => {
    const res = await request(app).post("/api/auth/sign-up/email").send({ email: "new@example.test", password: "long-enough-password", name: "New" });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});

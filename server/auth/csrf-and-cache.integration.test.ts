import request from "supertest";
import { createProfessional } from "../db/factories";
import { engines } from "../test/database";
import { staffSession } from "../test/staff-session";
import { setupTestApp } from "../test/test-app";

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "text/plain;charset=UTF-8"];

describe.each(engines)("cross-site requests to the signed-in areas on %s", (engine) => {
  const { database, app } = setupTestApp(engine);

  it("refuses a POST to /api/admin with the session cookie and a foreign Origin (403), and lets the same origin through", async () => {
    const { cookie } = await staffSession(app, database.db, "admin");
    for (const origin of ["https://evil.example", "http://admin.test.evil.example", "null", "http://admin.test:81"]) {
      const res = await request(app).post("/api/admin/me").set("Host", "admin.test").set("Origin", origin).set("Cookie", cookie).send({});
      expect(res.status, origin).toBe(403);
      expect(res.body.message).toMatch(/Cross-site/);
    }
    // The same origin passes the check: GET-only /me then answers 404 for a POST, not 403.
    const same = await request(app).post("/api/admin/me").set("Host", "admin.test").set("Origin", "http://admin.test").set("Cookie", cookie).send({});
    expect(same.status).toBe(404);
  });

  it.each(FORM_TYPES)("refuses a POST to /api/admin without Origin sent as %s (403)", async (type) => {
    const { cookie } = await staffSession(app, database.db, "editor");
    const res = await request(app).post("/api/admin/me").set("Cookie", cookie).set("Content-Type", type).send("a=1");
    expect(res.status).toBe(403);
  });

  it("refuses what fetch metadata marks cross-site, even without Origin", async () => {
    const { cookie } = await staffSession(app, database.db, "editor");
    await request(app).post("/api/admin/me").set("Cookie", cookie).set("Sec-Fetch-Site", "cross-site").send({}).expect(403);
    await request(app).delete("/api/admin/me").set("Cookie", cookie).set("Origin", "https://evil.example").expect(403);
  });

  it("refuses better-auth's endpoints from a foreign Origin or a cross-site form: sign-in, sign-out, reset, two-factor", async () => {
    const { cookie, user } = await staffSession(app, database.db, "editor");
    const body = { email: user.email, password: user.password };
    for (const path of ["/sign-in/email", "/sign-out", "/request-password-reset", "/two-factor/enable"]) {
      const foreign = await request(app)
        .post(`/api/auth${path}`)
        .set("Host", "admin.test")
        .set("Origin", "https://evil.example")
        .set("Cookie", cookie)
        .send(body);
      expect(foreign.status, path).toBe(403);
      const form = await request(app).post(`/api/auth${path}`).set("Cookie", cookie).type("form").send(body);
      expect(form.status, path).toBe(403);
    }
    // The session survived all of that: nothing signed it out.
    await request(app).get("/api/admin/me").set("Cookie", cookie).expect(200);
    // The same origin signs out.
    await request(app).post("/api/auth/sign-out").set("Host", "admin.test").set("Origin", "http://admin.test").set("Cookie", cookie).send({}).expect(200);
    await request(app).get("/api/admin/me").set("Cookie", cookie).expect(401);
  });
});

describe.each(engines)("caching of signed-in answers on %s", (engine) => {
  const { database, app } = setupTestApp(engine);

  it("marks /api/admin and /api/auth answers private, no-store, refusals included", async () => {
    const { cookie } = await staffSession(app, database.db, "editor");
    const answers = {
      "GET /api/admin/me signed in": await request(app).get("/api/admin/me").set("Cookie", cookie),
      "GET /api/admin/me anonymous": await request(app).get("/api/admin/me"),
      "GET /api/admin/no-such-route": await request(app).get("/api/admin/no-such-route").set("Cookie", cookie),
      "GET /api/auth/get-session signed in": await request(app).get("/api/auth/get-session").set("Cookie", cookie),
      "GET /api/auth/get-session anonymous": await request(app).get("/api/auth/get-session"),
      "POST /api/auth/sign-in/email failed": await request(app)
        .post("/api/auth/sign-in/email")
        .send({ email: "nobody@example.test", password: "wrong-password" }),
    };
    for (const [name, res] of Object.entries(answers)) expect(res.headers["cache-control"], name).toBe("private, no-store");
  });

  it("answers a public API request with a staff cookie byte for byte as without it, and sets no cookie", async () => {
    await createProfessional(database.db);
    const { cookie } = await staffSession(app, database.db, "admin");
    for (const path of ["/api/professionals", "/api/categories", "/api/businesses"]) {
      const anonymous = await request(app).get(path).buffer(true);
      const signedIn = await request(app).get(path).set("Cookie", cookie).buffer(true);
      const signedInAgain = await request(app).get(path).set("Cookie", cookie).buffer(true);
      expect(signedIn.status, path).toBe(200);
      expect(signedIn.text, path).toBe(anonymous.text);
      expect(signedInAgain.text, path).toBe(anonymous.text);
      expect(signedIn.headers["set-cookie"], path).toBeUndefined();
      expect(signedIn.headers["cache-control"], path).toBe(anonymous.headers["cache-control"]);
      expect(signedIn.headers.etag, path).toBe(anonymous.headers.etag);
    }
  });
});

import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import fc from "fast-check";
import { createApp } from "../app";
import { uniqueToken } from "../db/factories";
import { engines } from "../test/database";
import { expectSafeAnswer, hostileJson, hostileText, malformedJson, runs, wrongType, type Answer } from "../test/hostile";
import { setupTestDatabase } from "../test/test-app";
import { testPasswordHasher } from "../test/password-hasher";

/** The sign-in endpoints we own under /api/auth, and /api/admin/me: hostile bodies and cookies, never a 5xx or a stack. */
const POSTS = [
  "/api/auth/sign-in/email",
  "/api/auth/request-password-reset",
  "/api/auth/reset-password",
  "/api/auth/two-factor/verify-totp",
  "/api/auth/two-factor/enable",
  "/api/auth/sign-out",
];
const GETS = ["/api/auth/get-session", "/api/admin/me"];
/** Cookie values fetch can send (visible ASCII without ; and ,), often shaped like ours. */
const cookieValue = fc.oneof(fc.stringMatching(/^[!#-+\--:<-~]{0,80}$/), fc.stringMatching(/^[A-Za-z0-9]{0,40}\.[A-Za-z0-9%+/=]{0,60}$/));

describe.each(engines)("hostile input against the sign-in endpoints on %s", { timeout: 600_000 }, (engine) => {
  const database = setupTestDatabase(engine);
  let server: Server;
  let base = "";
  beforeAll(async () => {
    const prefix = uniqueToken("hostile-auth");
    // Limits raised: this test is about input, the limits have their own tests.
    const app = createApp({
      passwordHasher: testPasswordHasher,
      db: database.db,
      stripe: null,
      postRateLimit: { limit: 1_000_000, keyPrefix: prefix },
      authRoutes: { clientLimit: { limit: 1_000_000, keyPrefix: prefix }, accountLimit: { limit: 1_000_000, keyPrefix: prefix } },
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  async function send(method: string, path: string, body?: string, headers: Record<string, string> = {}): Promise<Answer> {
    const res = await fetch(`${base}${path}`, {
      method,
      body,
      headers: body === undefined ? headers : { "content-type": "application/json", origin: base, ...headers },
    });
    return { status: res.status, contentType: res.headers.get("content-type") ?? "", text: await res.text() };
  }

  it("answers any JSON body safely", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...POSTS), hostileJson, async (path, body) => {
        expectSafeAnswer(await send("POST", path, JSON.stringify(body)), `POST ${path} ${JSON.stringify(body).slice(0, 200)}`);
      }),
      { numRuns: runs(40) },
    );
  });

  it("answers hostile or wrongly typed fields safely", async () => {
    const field = fc.oneof(hostileText, wrongType);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...POSTS), field, field, field, async (path, email, password, code) => {
        const body = JSON.stringify({ email, password, code, token: code, newPassword: password });
        expectSafeAnswer(await send("POST", path, body), `POST ${path} ${body.slice(0, 200)}`);
      }),
      { numRuns: runs(40) },
    );
  });

  it("refuses text PostgreSQL cannot store with a 400 naming the field, before better-auth looks it up", async () => {
    // The counterexample CI found (seed 1323059024): a reset token of U+0000s was a 500.
    const answer = await send("POST", "/api/auth/reset-password", JSON.stringify({ token: "\u0000\u0000", newPassword: "' OR '1'='1" }));
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toMatchObject({ fieldErrors: { token: [expect.any(String)] } });
    const query = await send("GET", "/api/auth/get-session?x=%00");
    expect(query.status).toBe(400);
  });

  it("answers malformed JSON with 400", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...POSTS), malformedJson, async (path, raw) => {
        const answer = await send("POST", path, raw);
        expectSafeAnswer(answer, `POST ${path} ${raw.slice(0, 100)}`);
      }),
      { numRuns: runs(30) },
    );
  });

  it("answers hostile session cookies safely (401 from /api/admin/me)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...GETS), cookieValue, async (path, value) => {
        const answer = await send("GET", path, undefined, { cookie: `better-auth.session_token=${value}; __Secure-better-auth.session_token=${value}` });
        expectSafeAnswer(answer, `GET ${path} cookie ${value}`);
        if (path === "/api/admin/me") expect(answer.status).toBe(401);
      }),
      { numRuns: runs(40) },
    );
  });
});

import { eq } from "drizzle-orm";
import request from "supertest";
import { createApp } from "../../app";
import { uniqueToken } from "../../db/factories";
import { inquiries } from "../../db/schema";
import { engines } from "../../test/database";
import { setupTestDatabase } from "../../test/test-app";
import { tooManyMessage } from "./rate-limit";

describe.each(engines)("rate limit of POST /api/contact on %s", (engine) => {
  const database = setupTestDatabase(engine);

  const appWith = (limit: number, windowMs: number, keyPrefix: string) =>
    createApp({ db: database.db, stripe: null, contact: { rateLimit: { limit, windowMs, keyPrefix }, log: () => {} } });
  const send = (app: ReturnType<typeof appWith>, email: string) => request(app).post("/api/contact").send({ name: "Rate Test", email, message: "Hello" });
  const stored = async (email: string) => (await database.db.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.email, email))).length;

  it("answers 429 with a clear message and Retry-After past the limit, and stores nothing more", async () => {
    const app = appWith(3, 10 * 60_000, uniqueToken("rl"));
    const email = `${uniqueToken()}@example.com`;
    for (let i = 0; i < 3; i++) await send(app, email).expect(201);
    const res = await send(app, email).expect(429);
    const retryAfter = Number(res.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(res.body).toEqual({ message: "Too many messages from your connection. Please try again in 10 minutes." });
    expect(await stored(email)).toBe(3);
  });

  it("counts in the database, so two server processes share one counter", async () => {
    const key = uniqueToken("rl");
    const first = appWith(2, 60_000, key);
    const second = appWith(2, 60_000, key);
    const email = `${uniqueToken()}@example.com`;
    await send(first, email).expect(201);
    await send(second, email).expect(201);
    await send(first, email).expect(429);
    await send(second, email).expect(429);
    expect(await stored(email)).toBe(2);
  });

  it("lets exactly the limit through when requests arrive at once", async () => {
    const app = appWith(5, 60_000, uniqueToken("rl"));
    const email = `${uniqueToken()}@example.com`;
    const statuses = (await Promise.all(Array.from({ length: 12 }, () => send(app, email)))).map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    expect(await stored(email)).toBe(5);
  });

  it("opens again when the window ends", async () => {
    const app = appWith(1, 1000, uniqueToken("rl"));
    const email = `${uniqueToken()}@example.com`;
    await send(app, email).expect(201);
    const res = await send(app, email).expect(429);
    expect(res.headers["retry-after"]).toBe("1");
    await new Promise((r) => setTimeout(r, 1100));
    await send(app, email).expect(201);
  });

  it("counts only accepted messages: five refused ones (400) leave the contact limit untouched", async () => {
    const app = createApp({
      db: database.db,
      stripe: null,
      contact: { rateLimit: { limit: 5, windowMs: 15 * 60_000, keyPrefix: uniqueToken("rl") }, log: () => {} },
      postRateLimit: { limit: 7, keyPrefix: uniqueToken("post") },
    });
    const email = `${uniqueToken()}@example.com`;
    for (let i = 0; i < 5; i++) {
      const res = await send(app, "not-an-email").expect(400);
      expect(res.body.fieldErrors).toHaveProperty("email");
    }
    await send(app, email).expect(201);
    await send(app, email).expect(201);
    expect(await stored(email)).toBe(2);
    // The refused ones still count against the limit of every POST: that is the 8th POST.
    const res = await send(app, email).expect(429);
    expect(res.body.message).toMatch(/^Too many requests from your connection/);
  });

  it("counts the addresses of one IPv6 /64 together", async () => {
    const app = createApp({ db: database.db, stripe: null, trustProxy: 1, contact: { rateLimit: { limit: 1, keyPrefix: uniqueToken("rl") }, log: () => {} } });
    const from = (ip: string) =>
      request(app)
        .post("/api/contact")
        .set("X-Forwarded-For", ip)
        .send({ name: "Rate Test", email: `${uniqueToken()}@example.com`, message: "Hello" });
    await from("2001:db8:0:1::1").expect(201);
    const res = await from("2001:db8:0:1::2").expect(429);
    expect(res.body.message).toMatch(/^Too many messages from your connection/);
    await from("2001:db8:0:2::1").expect(201);
  });

  it("words the wait in minutes", () => {
    expect(tooManyMessage(1)).toBe("Too many messages from your connection. Please try again in 1 minute.");
    expect(tooManyMessage(61)).toBe("Too many messages from your connection. Please try again in 2 minutes.");
  });
});

import type { Express } from "express";
import request from "supertest";
import { like } from "drizzle-orm";
import { createApp } from "../app";
import { rateLimits } from "../db/schema";
import { uniqueToken } from "../db/factories";
import { createStripe } from "../lib/stripe";
import { tooManyRequestsMessage } from "../middleware/rate-limit";
import { engines } from "../test/database";
import { setupTestDatabase } from "../test/test-app";
import { startFakeStripe } from "../test/fake-stripe";

describe.each(engines)("the rate limit of every POST endpoint on %s", (engine) => {
  const database = setupTestDatabase(engine);
  let fakeStripe: Awaited<ReturnType<typeof startFakeStripe>>;
  beforeAll(async () => {
    fakeStripe = await startFakeStripe();
  });
  afterAll(() => fakeStripe.close());

  const appWith = (limit: number, keyPrefix = uniqueToken("post")): Express =>
    createApp({
      db: database.db,
      stripe: createStripe({ secretKey: "sk_test_fake", apiBase: fakeStripe.url }),
      stripeWebhookSecret: "whsec_post_limit_test",
      postRateLimit: { limit, windowMs: 10 * 60_000, keyPrefix },
      contact: { rateLimit: { limit: 1000, keyPrefix: uniqueToken("contact") }, log: () => {} },
    });

  it("counts every POST endpoint together: contact, payment intents and unknown paths get 429 past the limit", async () => {
    const app = appWith(3);
    await request(app)
      .post("/api/contact")
      .send({ name: "Limit Test", email: `${uniqueToken()}@example.com`, message: "hi" })
      .expect(201);
    await request(app).post("/api/create-payment-intent").send({ amount: 50 }).expect(200);
    await request(app).post("/api/no-such-endpoint").send({}).expect(404);
    for (const path of ["/api/contact", "/api/create-payment-intent", "/api/no-such-endpoint"]) {
      const res = await request(app).post(path).send({ amount: 50 }).expect(429);
      expect(res.body).toEqual({ message: tooManyRequestsMessage(600) });
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(590);
    }
    // Reading is not limited.
    await request(app).get("/api/categories").expect(200);
  });

  it("refuses a limited client again without counting in the database until its window ends", async () => {
    const keyPrefix = uniqueToken("post");
    const app = appWith(1, keyPrefix);
    await request(app).post("/api/no-such-endpoint").send({}).expect(404);
    await request(app).post("/api/no-such-endpoint").send({}).expect(429);
    // The shared counter forgets the client (as if its row were cleaned up); this process still knows the window has not ended.
    await database.db.delete(rateLimits).where(like(rateLimits.key, `${keyPrefix}:%`));
    const again = await request(app).post("/api/no-such-endpoint").send({}).expect(429);
    expect(Number(again.headers["retry-after"])).toBeGreaterThan(590);
    expect(
      await database.db
        .select()
        .from(rateLimits)
        .where(like(rateLimits.key, `${keyPrefix}:%`)),
    ).toEqual([]);
  });

  it("never limits the Stripe webhook, so no payment event is ever refused for volume", async () => {
    const app = appWith(1);
    for (let i = 0; i < 5; i++) {
      const res = await request(app).post("/api/stripe/webhook").set("Stripe-Signature", "t=1,v1=00").send("{}");
      expect(res.status).toBe(400); // a bad signature, not a 429
    }
  });

  it("refuses a body from a limited client without reading it", async () => {
    const app = appWith(1);
    await request(app).post("/api/no-such-endpoint").send({}).expect(404);
    // Malformed JSON: had the body been parsed first this would be a 400.
    await request(app).post("/api/contact").set("content-type", "application/json").send("{not json").expect(429);
  });

  describe("behind one trusted proxy (TRUST_PROXY=1), where the client IP comes from X-Forwarded-For", () => {
    const behindProxy = (limit: number): Express =>
      createApp({ db: database.db, stripe: null, trustProxy: 1, postRateLimit: { limit, windowMs: 10 * 60_000, keyPrefix: uniqueToken("post") } });
    const statusesFrom = async (app: Express, forwardedFor: string[]) => {
      const statuses: number[] = [];
      for (const xff of forwardedFor) statuses.push((await request(app).post("/api/no-such-endpoint").set("X-Forwarded-For", xff).send({})).status);
      return statuses;
    };
    const eight = Array.from({ length: 8 }, (_, i) => i + 1);

    it("counts every IPv6 address of one /64 as one client", async () => {
      const statuses = await statusesFrom(
        behindProxy(5),
        eight.map((n) => `2001:db8:0:1::${n}`),
      );
      expect(statuses).toEqual([404, 404, 404, 404, 404, 429, 429, 429]);
    });

    it("keeps different /64s apart", async () => {
      const statuses = await statusesFrom(behindProxy(1), ["2001:db8:0:1::1", "2001:db8:0:2::1", "2001:db8:1:1::1", "2001:db8:0:1::2", "2001:db8:0:2::2"]);
      expect(statuses).toEqual([404, 404, 404, 429, 429]);
    });

    it("counts an IPv4-mapped IPv6 address as its IPv4 address", async () => {
      const statuses = await statusesFrom(behindProxy(1), ["203.0.113.9", "::ffff:203.0.113.9", "::ffff:203.0.113.10"]);
      expect(statuses).toEqual([404, 429, 404]);
    });

    it("does not let a client escape the limit by forging the leftmost X-Forwarded-For entry", async () => {
      const statuses = await statusesFrom(
        behindProxy(5),
        eight.map((n) => `6.6.6.${n}, 203.0.113.7`),
      );
      expect(statuses).toEqual([404, 404, 404, 404, 404, 429, 429, 429]);
    });
  });

  it("words the wait in minutes", () => {
    expect(tooManyRequestsMessage(30)).toBe("Too many requests from your connection. Please try again in 1 minute.");
    expect(tooManyRequestsMessage(600)).toBe("Too many requests from your connection. Please try again in 10 minutes.");
  });
});

import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import express from "express";
import { IDEMPOTENCY_KEY_HEADER } from "@shared/idempotency";
import { createApp } from "../app";
import { uniqueToken } from "../db/factories";
import { inquiries } from "../db/schema";
import { CONTACT_THANKS } from "../features/contact/routes";
import { engines } from "../test/database";
import { setupTestDatabase } from "../test/test-app";

/**
 * Issue 26, "retries never duplicate": the app on a real socket, behind a wrapper that can lose
 * the next answer after the app has given it (the connection is cut as it is written, as in a
 * restart under load). The retry with the same key must get the first answer and store nothing.
 */
describe.each(engines)("Idempotency-Key on %s", (engine) => {
  const database = setupTestDatabase(engine);
  let server: Server;
  let origin: string;
  let loseNextAnswer = false;
  beforeAll(async () => {
    const app = createApp({
      db: database.db,
      stripe: null,
      contact: { log: () => {}, rateLimit: { limit: 1_000_000, windowMs: 60_000, keyPrefix: uniqueToken("idem") } },
      postRateLimit: { limit: 1_000_000 },
    });
    const outer = express();
    outer.use((req, res, next) => {
      if (loseNextAnswer) {
        loseNextAnswer = false;
        res.end = (() => (req.socket.destroy(), res)) as typeof res.end;
      }
      next();
    });
    outer.use(app);
    server = outer.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  const send = (email: string, key?: string) =>
    fetch(`${origin}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {}) },
      body: JSON.stringify({ name: "Sample Retry", email, message: "Hello, is this retried?" }),
    });
  const stored = async (email: string) => (await database.db.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.email, email))).length;

  it("answers a retry after a lost answer with the first answer, and stores the message once", async () => {
    const email = `${uniqueToken()}@example.com`;
    const key = randomUUID();
    loseNextAnswer = true;
    await expect(send(email, key)).rejects.toThrow();
    expect(await stored(email)).toBe(1); // the write happened; only its answer was lost
    const retry = await send(email, key);
    expect(retry.status).toBe(201);
    expect(await stored(email)).toBe(1);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(await retry.json()).toEqual({ message: CONTACT_THANKS });
    // A new attempt by the person (a new key) is a new message.
    expect((await send(email, randomUUID())).status).toBe(201);
    expect(await stored(email)).toBe(2);
  });

  it("writes once for concurrent duplicates, each getting the one answer", async () => {
    const email = `${uniqueToken()}@example.com`;
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => send(email, key)));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
    expect(answers.filter((a) => a.headers.get("idempotent-replayed") === "true")).toHaveLength(5);
    expect(await stored(email)).toBe(1);
  });

  it("refuses a malformed key with 400 naming the header, and stores nothing", async () => {
    const email = `${uniqueToken()}@example.com`;
    const res = await send(email, "short");
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/Idempotency-Key/);
    expect(await stored(email)).toBe(0);
  });
});

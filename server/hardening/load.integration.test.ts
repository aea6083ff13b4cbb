import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { count, like } from "drizzle-orm";
import { createApp } from "../app";
import { uniqueToken } from "../db/factories";
import { seedSampleData } from "../db/seed";
import { inquiries } from "../db/schema";
import { engines } from "../test/database";
import { mb, mixedLoad, sendContactMessages } from "../tools/load-driver";
import { openPrivateDatabase } from "../test/private-database";
import { setupTestDatabase } from "../test/test-app";

/**
 * Load without loss: with the limits raised, 500 messages from 50 concurrent clients are 500
 * rows. Then a short soak (the 60-second one is `npm run soak`) prints memory figures.
 * The pool has the server's own timeouts (1.5 s connect, 5 s query), as in production.
 */
describe.each(engines)("load on %s", (engine) => {
  const database = setupTestDatabase(engine, () => openPrivateDatabase(engine, { connectTimeoutMs: 1500, queryTimeoutMs: 5000 }));
  let server: Server;
  let url = "";
  beforeAll(async () => {
    await seedSampleData(database.db);
    const app = createApp({
      db: database.db,
      stripe: null,
      contact: { rateLimit: { limit: 1_000_000, keyPrefix: uniqueToken("load") }, log: () => {} },
      postRateLimit: { limit: 1_000_000, keyPrefix: uniqueToken("load-post") },
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
  });
  const rowsWith = async (marker: string) =>
    (
      await database.db
        .select({ n: count() })
        .from(inquiries)
        .where(like(inquiries.email, `${marker}-%`))
    )[0]!.n;
  /** The count once requests still running on the server (their client gave up at the end of a timed run) are done. */
  async function settledRowsWith(marker: string) {
    let last = -1;
    for (;;) {
      await new Promise((r) => setTimeout(r, 300));
      const now = await rowsWith(marker);
      if (now === last) return now;
      last = now;
    }
  }

  it("stores exactly 500 rows for 500 messages from 50 concurrent clients", async () => {
    const marker = uniqueToken("load");
    const result = await sendContactMessages(url, { amount: 500, connections: 50, marker });
    console.log(
      `load on ${engine}: ${result.requests} requests in ${result.durationS.toFixed(1)} s, statuses ${JSON.stringify(result.statuses)}, p50 ${result.p50} ms, p99 ${result.p99} ms, errors ${result.errors}`,
    );
    expect(result.errors).toBe(0);
    expect(result.statuses).toEqual({ 201: 500 });
    expect(await rowsWith(marker)).toBe(500);
  });

  it("keeps memory flat under a short mixed soak, losing no message", async () => {
    const marker = uniqueToken("soak");
    const samples: string[] = [];
    const sample = () => {
      const m = process.memoryUsage();
      samples.push(`rss ${mb(m.rss)} MB heap ${mb(m.heapUsed)} MB`);
    };
    sample();
    const timer = setInterval(sample, 2000);
    const result = await mixedLoad(url, { seconds: engine === "pglite" ? 8 : 6, connections: 20, marker });
    clearInterval(timer);
    sample();
    console.log(
      `short soak on ${engine} (test process = server + load generator): ${result.requests} requests, statuses ${JSON.stringify(result.statuses)}, p99 ${result.p99} ms\n  ${samples.join("\n  ")}`,
    );
    expect(result.errors).toBe(0);
    expect(Object.keys(result.statuses).filter((s) => s !== "200" && s !== "201")).toEqual([]);
    // Every 201 is a row; a timed run may end with a few messages in flight, stored but unanswered.
    const rows = await settledRowsWith(marker);
    expect(rows).toBeGreaterThanOrEqual(result.accepted);
    expect(rows).toBeLessThanOrEqual(result.sent);
  });
});

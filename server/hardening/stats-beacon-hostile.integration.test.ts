import { and, eq } from "drizzle-orm";
import fc from "fast-check";
import request from "supertest";
import { createApp } from "../app";
import { createProfessional } from "../db/factories";
import { listingStatsDaily } from "../db/schema";
import { isKnownBot } from "../features/listing-stats/bots";
import { createStatsRecorder, type StatsRecorder } from "../features/listing-stats/recorder";
import { engines } from "../test/database";
import { expectSafeAnswer, hostileJson, hostileText, runs, wrongType, type Answer } from "../test/hostile";
import { testPasswordHasher } from "../test/password-hasher";
import { setupTestApp } from "../test/test-app";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";

/**
 * Random and hostile input at POST /api/stats/events (issue 17): any body, any content type, any
 * user agent. Never a 5xx or a stack; junk is a 4xx naming what is wrong; nothing junk sends is
 * counted (the listing's row stays as the valid beacons made it); another site's page is refused;
 * past the per-client limit, 429.
 */
describe.each(engines)("hostile statistics beacons on %s", (engine) => {
  let recorder: StatsRecorder;
  const { database, app } = setupTestApp(engine, (db) => {
    recorder = createStatsRecorder({ db, intervalMs: 0 });
    return createApp({ db, stripe: null, passwordHasher: testPasswordHasher, stats: recorder, statsBeaconLimit: { limit: 1_000_000 } });
  });
  const answer = (res: request.Response): Answer => ({ status: res.status, contentType: String(res.headers["content-type"] ?? ""), text: res.text });

  it("answers any body with 204 (a valid event) or a 4xx, never 5xx, and counts only the valid ones", async () => {
    const pro = await createProfessional(database.db);
    let valid = 0;
    const body = fc.oneof(
      hostileJson,
      fc.record(
        {
          kind: fc.oneof(fc.constantFrom("professional", "business"), hostileText, wrongType),
          id: fc.oneof(fc.constant(pro.id), fc.integer(), wrongType),
          event: fc.oneof(fc.constantFrom("view", "phone"), hostileText, wrongType),
        },
        { requiredKeys: [] },
      ),
      hostileText,
    );
    await fc.assert(
      fc.asyncProperty(
        body,
        fc.oneof(fc.constant(BROWSER), hostileText),
        fc.constantFrom("application/json", "text/plain", "application/x-www-form-urlencoded", "image/png"),
        async (value, userAgent, type) => {
          const text = typeof value === "string" ? value : (JSON.stringify(value) ?? "");
          const sentAgent = userAgent.replace(/[^\x20-\x7e]/g, "") || "x";
          const res = await request(app)
            .post("/api/stats/events")
            .set("Origin", "http://localhost")
            .set("Host", "localhost")
            .set("Content-Type", type)
            .set("User-Agent", sentAgent)
            .send(text);
          expectSafeAnswer(answer(res), `POST /api/stats/events ${type} ${text.slice(0, 80)}`);
          expect([204, 400, 413, 415]).toContain(res.status);
          if (res.status === 400) expect(res.body.message).toEqual(expect.any(String));
          const parsed = (() => {
            try {
              return JSON.parse(text) as unknown;
            } catch {
              return undefined;
            }
          })();
          // What a 204 may have accepted, written out independently of the zod schema.
          const event = parsed as { kind?: unknown; id?: unknown; event?: unknown } | undefined;
          const wellFormed =
            typeof event === "object" &&
            event !== null &&
            !Array.isArray(event) &&
            Object.keys(event).length === 3 &&
            ["professional", "business"].includes(event.kind as string) &&
            Number.isInteger(event.id) &&
            (event.id as number) > 0 &&
            (event.id as number) <= 2_147_483_647 &&
            ["view", "phone", "website", "contact", "map"].includes(event.event as string);
          if (res.status === 204 && !wellFormed) throw new Error(`accepted junk: ${text}`);
          if (wellFormed) expect(res.status).toBe(204);
          const isValid = wellFormed && event.kind === "professional" && event.id === pro.id;
          // A hostile user agent of ten or more characters that isbot does not know ("';COPY (SELECT 1)…")
          // is a visitor too, and counted: judging only BROWSER a visitor could expect one count fewer
          // than the server rightly made (rare: 5,000 runs did not hit it). Which agents are bots is
          // bots.test.ts's subject.
          if (isValid && !isKnownBot(sentAgent)) valid += 1;
        },
      ),
      { numRuns: runs(80) },
    );
    await recorder.flush();
    const [row] = await database.db
      .select()
      .from(listingStatsDaily)
      .where(and(eq(listingStatsDaily.listingKind, "professional"), eq(listingStatsDaily.listingId, pro.id)));
    const counted = row ? row.views + row.phoneClicks + row.websiteClicks + row.contactClicks + row.mapClicks : 0;
    expect(counted).toBe(valid);
  });

  it("names the bad field, refuses another site's page and an oversized body, and limits a flooding client", async () => {
    const pro = await createProfessional(database.db);
    const bad = await request(app)
      .post("/api/stats/events")
      .set("User-Agent", BROWSER)
      .send({ kind: "professional", id: pro.id, event: "purchase" })
      .expect(400);
    expect(bad.body.fieldErrors.event).toBeDefined();
    const extra = await request(app)
      .post("/api/stats/events")
      .set("User-Agent", BROWSER)
      .send({ kind: "professional", id: pro.id, event: "view", ip: "1.2.3.4" })
      .expect(400);
    expect(extra.body.message).toMatch(/ip/);
    await request(app)
      .post("/api/stats/events")
      .set("User-Agent", BROWSER)
      .set("Origin", "https://elsewhere.example")
      .send({ kind: "professional", id: pro.id, event: "view" })
      .expect(403);
    await request(app)
      .post("/api/stats/events")
      .set("User-Agent", BROWSER)
      .set("Sec-Fetch-Site", "cross-site")
      .send({ kind: "professional", id: pro.id, event: "view" })
      .expect(403);
    await request(app)
      .post("/api/stats/events")
      .set("User-Agent", BROWSER)
      .set("Content-Type", "application/json")
      .send(JSON.stringify({ kind: "professional", id: pro.id, event: "view", pad: "x".repeat(5000) }))
      .expect(413);

    const limited = createApp({
      db: database.db,
      stripe: null,
      stats: createStatsRecorder({ db: database.db, intervalMs: 0 }),
      statsBeaconLimit: { limit: 3 },
    });
    const statuses = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push(
        (await request(limited).post("/api/stats/events").set("User-Agent", BROWSER).send({ kind: "professional", id: pro.id, event: "view" })).status,
      );
    expect(statuses).toEqual([204, 204, 204, 429, 429]);
  });
});

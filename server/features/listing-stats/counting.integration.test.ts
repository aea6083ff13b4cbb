import { and, eq } from "drizzle-orm";
import request from "supertest";
import { createApp } from "../../app";
import { createBusiness, createCategory, createProfessional, uniqueToken } from "../../db/factories";
import { listingStatsDaily, listingStatTerms, statsSalts, statsVisitors, type ListingKind } from "../../db/schema";
import { engines } from "../../test/database";
import { testPasswordHasher } from "../../test/password-hasher";
import { openPrivateDatabase } from "../../test/private-database";
import { setupTestApp } from "../../test/test-app";
import { sanAntonioDay } from "./day";
import { createStatsRecorder, type StatsRecorder } from "./recorder";

export const BROWSER = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
const OTHER_BROWSER = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/**
 * Issue 17 item 5: what the beacon and the directory's first pages count, once flushed. The app's
 * recorder never flushes on its own here (interval 0): each test flushes, so what it reads is
 * what it sent. Its clock is the test's, to cross San Antonio midnight at will.
 */
describe.each(engines)("listing statistics counting on %s", (engine) => {
  let clock = Date.parse("2026-03-10T18:00:00Z");
  let recorder: StatsRecorder;
  const { database, app } = setupTestApp(
    engine,
    (db) => {
      recorder = createStatsRecorder({ db, intervalMs: 0, now: () => clock });
      return createApp({
        db,
        stripe: null,
        passwordHasher: testPasswordHasher,
        stats: recorder,
        statsBeaconLimit: { limit: 1_000_000 },
        trustProxy: "loopback",
      });
    },
    // Its own database: a recorder on the real clock (another file's) deletes salts and visitors
    // older than its today, which are this file's March 2026 rows.
    openPrivateDatabase,
  );
  const beacon = (body: unknown, userAgent = BROWSER) =>
    request(app)
      .post("/api/stats/events")
      .set("User-Agent", userAgent)
      .send(body as object);
  const rowOf = async (kind: ListingKind, id: number, day = sanAntonioDay(clock)) =>
    (
      await database.db
        .select()
        .from(listingStatsDaily)
        .where(and(eq(listingStatsDaily.listingKind, kind), eq(listingStatsDaily.listingId, id), eq(listingStatsDaily.day, day)))
    )[0];

  it("counts views and each kind of click per listing and day, with unique visitors by a salted hash", async () => {
    const pro = await createProfessional(database.db);
    const biz = await createBusiness(database.db);
    for (const event of ["view", "view", "phone", "website", "contact", "map", "map"]) await beacon({ kind: "professional", id: pro.id, event }).expect(204);
    await beacon({ kind: "professional", id: pro.id, event: "view" }, OTHER_BROWSER).expect(204);
    await beacon({ kind: "business", id: biz.id, event: "view" }).expect(204);
    await recorder.flush();
    expect(await rowOf("professional", pro.id)).toMatchObject({
      views: 3,
      visitors: 2,
      phoneClicks: 1,
      websiteClicks: 1,
      contactClicks: 1,
      mapClicks: 2,
      appearances: 0,
    });
    expect(await rowOf("business", biz.id)).toMatchObject({ views: 1, visitors: 1 });
    // A second flush adds to the same rows; a visitor already seen that day is not unique again.
    await beacon({ kind: "professional", id: pro.id, event: "view" }).expect(204);
    await recorder.flush();
    expect(await rowOf("professional", pro.id)).toMatchObject({ views: 4, visitors: 2 });
    // The hashes hold neither the IP nor the user agent.
    const hashes = await database.db.select().from(statsVisitors).where(eq(statsVisitors.listingId, pro.id));
    for (const { visitor } of hashes) expect(visitor).not.toMatch(/127\.0\.0\.1|Mozilla|Chrome/);
  });

  it("counts one visitor per address and browser family however the user agent is rewritten per request (issue 26 item 8)", async () => {
    const pro = await createProfessional(database.db);
    for (let i = 0; i < 30; i += 1) {
      await beacon({ kind: "professional", id: pro.id, event: "view" }, BROWSER.replace("124.0.0.0", `${100 + i}.0.${i}.1`)).expect(204);
      await beacon({ kind: "professional", id: pro.id, event: "view" }, `Mozilla/5.0 (sample ${uniqueToken()})`).expect(204);
    }
    await recorder.flush();
    expect(await rowOf("professional", pro.id)).toMatchObject({ views: 60, visitors: 2 });
  });

  it("does not count known bots, a missing user agent, or ids that are no listing", async () => {
    const pro = await createProfessional(database.db);
    await beacon({ kind: "professional", id: pro.id, event: "view" }, GOOGLEBOT).expect(204);
    await beacon({ kind: "professional", id: pro.id, event: "phone" }, "curl/8.5.0").expect(204);
    await request(app).post("/api/stats/events").set("User-Agent", "").send({ kind: "professional", id: pro.id, event: "view" }).expect(204);
    await beacon({ kind: "business", id: 2_000_000_000, event: "view" }).expect(204);
    await recorder.flush();
    expect(await rowOf("professional", pro.id)).toBeUndefined();
    expect(await rowOf("business", 2_000_000_000)).toBeUndefined();
  });

  it("counts a listing's appearances on first pages of searches and filters, with the terms, and not the plain list, later pages or bots", async () => {
    const category = await createCategory(database.db, { name: `Sample Stats Category ${uniqueToken()}` });
    const word = uniqueToken("zq").toLowerCase();
    const pros = await Promise.all([1, 2, 3].map((i) => createProfessional(database.db, { name: `Sample ${word} ${i}`, categoryId: category.id })));
    // Each from its own address: one client's repeats of a term count once (the next test).
    let client = 0;
    const browse = (query: Record<string, string>, userAgent = BROWSER) =>
      request(app)
        .get("/api/professionals")
        .query(query)
        .set("User-Agent", userAgent)
        .set("X-Forwarded-For", `198.51.100.${(client += 1)}`)
        .expect(200);
    await browse({ search: word });
    await browse({ search: word.toUpperCase() }); // the same term, folded
    await browse({ search: word, limit: "2" }); // only the first two were shown
    await browse({ categoryIds: String(category.id) });
    await browse({ category: category.slug ?? "" });
    await browse({ search: word }, GOOGLEBOT);
    await browse({ businessId: "1" });
    await recorder.flush();
    const [first, , third] = pros.sort((a, b) => a.name.localeCompare(b.name));
    expect(await rowOf("professional", first!.id)).toMatchObject({ appearances: 5, views: 0 });
    expect(await rowOf("professional", third!.id)).toMatchObject({ appearances: 4 });
    const terms = await database.db
      .select({ term: listingStatTerms.term, n: listingStatTerms.appearances })
      .from(listingStatTerms)
      .where(eq(listingStatTerms.listingId, first!.id));
    expect(terms.sort((a, b) => a.term.localeCompare(b.term))).toEqual(
      [
        { term: word, n: 3 },
        { term: category.name, n: 2 },
      ].sort((a, b) => a.term.localeCompare(b.term)),
    );
  });

  it("counts an appearance once per client, term and listing however often one address repeats the search (issue 26 item 7)", async () => {
    const word = uniqueToken("zs").toLowerCase();
    const pros = await Promise.all([1, 2, 3].map((i) => createProfessional(database.db, { name: `Sample ${word} ${i}` })));
    const search = (from: string, query: Record<string, string> = { search: word }) =>
      request(app).get("/api/professionals").query(query).set("User-Agent", BROWSER).set("X-Forwarded-For", from).expect(200);
    for (let i = 0; i < 200; i += 1) await search("203.0.113.7");
    await search("203.0.113.7", { search: word, limit: "1" }); // a smaller page of the same term: nothing new shown
    await search("203.0.113.8"); // another client
    await recorder.flush();
    for (const pro of pros) expect(await rowOf("professional", pro.id)).toMatchObject({ appearances: 2 });
    const [first] = pros.sort((a, b) => a.name.localeCompare(b.name));
    const terms = await database.db.select({ n: listingStatTerms.appearances }).from(listingStatTerms).where(eq(listingStatTerms.listingId, first!.id));
    expect(terms).toEqual([{ n: 2 }]);
  });

  it("rotates the salt at San Antonio midnight: yesterday's salt is deleted and the same visitor is new today", async () => {
    const pro = await createProfessional(database.db);
    clock = Date.parse("2026-03-11T04:30:00Z"); // 23:30 on March 10 in San Antonio (CDT, UTC-5)
    await beacon({ kind: "professional", id: pro.id, event: "view" }).expect(204);
    await recorder.flush();
    const [before] = await database.db.select().from(statsVisitors).where(eq(statsVisitors.listingId, pro.id));
    expect(before?.day).toBe("2026-03-10");
    clock = Date.parse("2026-03-11T05:30:00Z"); // 00:30 on March 11
    await beacon({ kind: "professional", id: pro.id, event: "view" }).expect(204);
    await recorder.flush();
    expect(await rowOf("professional", pro.id, "2026-03-10")).toMatchObject({ views: 1, visitors: 1 });
    expect(await rowOf("professional", pro.id, "2026-03-11")).toMatchObject({ views: 1, visitors: 1 });
    const salts = await database.db.select({ day: statsSalts.day }).from(statsSalts);
    expect(salts.map((s) => s.day)).not.toContain("2026-03-10");
    const hashes = await database.db.select().from(statsVisitors).where(eq(statsVisitors.listingId, pro.id));
    expect(new Set(hashes.map((h) => h.visitor)).size).toBe(2);
    clock = Date.parse("2026-03-13T18:00:00Z");
    await beacon({ kind: "professional", id: pro.id, event: "view" }).expect(204);
    await recorder.flush();
    // Two days on, the hashes of the 10th are gone too.
    const left = await database.db.select({ day: statsVisitors.day }).from(statsVisitors).where(eq(statsVisitors.listingId, pro.id));
    expect(left.map((h) => h.day).sort()).toEqual(["2026-03-13"]);
    clock = Date.parse("2026-03-10T18:00:00Z");
  });

  it("flushes a burst across many listings in one go, and stop() writes what is left", async () => {
    const pros = await Promise.all(Array.from({ length: 40 }, () => createProfessional(database.db)));
    for (const [i, pro] of pros.entries()) for (let n = 0; n <= i % 5; n += 1) await beacon({ kind: "professional", id: pro.id, event: "phone" }).expect(204);
    expect(recorder.pending()).toBeGreaterThanOrEqual(40);
    await recorder.stop();
    expect(recorder.pending()).toBe(0);
    for (const [i, pro] of pros.entries()) expect((await rowOf("professional", pro.id))?.phoneClicks).toBe((i % 5) + 1);
  });
});

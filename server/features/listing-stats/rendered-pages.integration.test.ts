import { and, eq } from "drizzle-orm";
import request from "supertest";
import { createApp } from "../../app";
import { mountStaticClient } from "../../client";
import { createCategory, createProfessional, uniqueToken } from "../../db/factories";
import { listingStatsDaily, listingStatTerms } from "../../db/schema";
import { engines } from "../../test/database";
import { testPasswordHasher } from "../../test/password-hasher";
import { TEST_SHELL, testBuildDir } from "../../test/seo-kit";
import { setupTestApp } from "../../test/test-app";
import { countRenderedPages } from "./appearances";
import { sanAntonioDay } from "./day";
import { createStatsRecorder, type StatsRecorder } from "./recorder";

const BROWSER = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/**
 * Issue 17: a home address opened with a search or a category filter is answered by the page
 * renderer with its first page of results (the browser then asks the API nothing): those are
 * appearances too, counted from the page's first data, also when the whole page answer is cached.
 */
describe.each(engines)("search appearances of server-rendered home pages on %s", (engine) => {
  let recorder: StatsRecorder;
  // A fixed clock: on the real one, a run crossing San Antonio midnight split the counts over two days.
  const NOW = Date.parse("2026-06-15T18:00:00Z");
  const { database, app } = setupTestApp(engine, (db) => {
    recorder = createStatsRecorder({ db, intervalMs: 0, now: () => NOW });
    return createApp({
      db,
      stripe: null,
      passwordHasher: testPasswordHasher,
      stats: recorder,
      trustProxy: "loopback",
      mountClient: (server) => mountStaticClient(server, { db, shell: TEST_SHELL, dist: testBuildDir(), onPage: countRenderedPages(recorder) }),
    });
  });
  const appearancesOf = async (id: number) =>
    (
      await database.db
        .select({ n: listingStatsDaily.appearances })
        .from(listingStatsDaily)
        .where(and(eq(listingStatsDaily.listingKind, "professional"), eq(listingStatsDaily.listingId, id), eq(listingStatsDaily.day, sanAntonioDay(NOW))))
    )[0]?.n ?? 0;

  it("counts each listing of a searched or filtered home page once per page served, with its terms, and not for robots", async () => {
    const category = await createCategory(database.db, { name: `Sample Rendered ${uniqueToken()}` });
    const word = uniqueToken("zr").toLowerCase();
    const pro = await createProfessional(database.db, { name: `Sample ${word}`, categoryId: category.id });
    const page = (path: string, userAgent = BROWSER, from = "198.51.100.1") =>
      request(app).get(path).set("User-Agent", userAgent).set("X-Forwarded-For", from).expect(200);
    await page(`/?search=${word.toUpperCase()}`);
    await page(`/?category=${category.slug}`);
    await page(`/?category=${category.slug}`); // the same client again: counted once per window
    await page(`/?category=${category.slug}`, BROWSER, "198.51.100.2"); // the cached page answer: still a page served
    await page(`/?search=${word}`, GOOGLEBOT);
    await page("/");
    await recorder.flush();
    expect(await appearancesOf(pro.id)).toBe(3);
    const terms = await database.db
      .select({ term: listingStatTerms.term, n: listingStatTerms.appearances })
      .from(listingStatTerms)
      .where(eq(listingStatTerms.listingId, pro.id));
    expect(terms.sort((a, b) => b.n - a.n)).toEqual([
      { term: category.name, n: 2 },
      { term: word, n: 1 },
    ]);
  });
});

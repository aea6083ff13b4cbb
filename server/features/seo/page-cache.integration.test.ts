import type { Database } from "../../db/client";
import { createProfessional } from "../../db/factories";
import { engines, openTestDatabase } from "../../test/database";
import { leads } from "../../db/lead-schema";
import { createValueCache } from "../directory/cache";
import { createDirectoryReads } from "../directory/directory-reads";
import { createProfessionalSearch } from "../directory/professional-search";
import type { PageAnswer } from "./page-answer";
import { cachedPage } from "./page-cache";

describe.each(engines)("page cache on %s", (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(() => database.close());

  const pageWith = (data: unknown): PageAnswer => ({
    status: 200,
    seo: { title: "A page", description: "Its description" },
    queries: [{ key: ["professional", 1], data }],
  });

  it("keeps the page's answer as the value it was loaded as, the same object from hit to hit", async () => {
    const cache = createValueCache(database.db, { checkEveryMs: 60_000 });
    const loaded = pageWith({ id: 1, name: "Ana", goldUntil: null });
    let loads = 0;
    const load = async () => {
      loads += 1;
      return loaded;
    };
    expect(await cachedPage(cache, "/professional/1", load)).toBe(loaded);
    expect(await cachedPage(cache, "/professional/1", load)).toBe(loaded);
    expect(loads).toBe(1);
  });

  it("loads a page again once a Gold listing it shows lapses", async () => {
    const pro = await createProfessional(database.db, { goldUntil: new Date(Date.now() + 60_000).toISOString() });
    const cache = createValueCache(database.db, { checkEveryMs: 60 * 60_000 });
    let loads = 0;
    const load = async () => {
      loads += 1;
      return pageWith({ rows: [pro], total: 1 });
    };
    await cachedPage(cache, "/", load);
    await cachedPage(cache, "/", load);
    expect(loads).toBe(1);
    // Only the clock moves (no write): a minute later the Gold listing has lapsed.
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + 61_000);
      await cachedPage(cache, "/", load);
    } finally {
      vi.useRealTimers();
    }
    expect(loads).toBe(2);
  });

  it("loads a page again once the response figures in its listing's detail are 10 minutes old, with no write to the directory", async () => {
    const pro = await createProfessional(database.db);
    const base = { kind: "quote" as const, listingKind: "professional" as const, listingId: pro.id, needed: "x", name: "A", email: "a@example.com" };
    // Leads of four days ago, each answered within the hour: counted and judged at once.
    const lead = (n: number) => {
      const created = Date.now() - 4 * 86_400_000 + n * 60_000;
      return { ...base, createdAt: new Date(created).toISOString(), firstRepliedAt: new Date(created + 30 * 60_000).toISOString(), status: "replied" as const };
    };
    await database.db.insert(leads).values([0, 1, 2, 3, 4].map(lead));
    const cache = createValueCache(database.db, { checkEveryMs: 60 * 60_000 });
    const reads = createDirectoryReads(database.db, cache, createProfessionalSearch(database.db));
    const figuresOnPage = async () => {
      const answer = await cachedPage(cache, `/professional/${pro.id}`, async () => pageWith(await reads.professional(pro.id)));
      if (answer.status === 301) throw new Error("no redirect expected");
      return (answer.queries[0]!.data as { responseFigures: { total: number } | null }).responseFigures;
    };
    expect((await figuresOnPage())?.total).toBe(5);
    // A sixth lead (a lead is no directory write: the page's cached answer stays for now).
    await database.db.insert(leads).values(lead(5));
    expect((await figuresOnPage())?.total).toBe(5);
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + 9 * 60_000);
      expect((await figuresOnPage())?.total).toBe(5);
      // Past the figures' 10 minutes: the page is composed again, from a fresh detail.
      vi.setSystemTime(Date.now() + 61_000);
      expect((await figuresOnPage())?.total).toBe(6);
    } finally {
      vi.useRealTimers();
    }
  });
});

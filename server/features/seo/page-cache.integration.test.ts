import type { Database } from "../../db/client";
import { createProfessional } from "../../db/factories";
import { engines, openTestDatabase } from "../../test/database";
import { createValueCache } from "../directory/cache";
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
});

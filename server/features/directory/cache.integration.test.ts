import { eq } from "drizzle-orm";
import request from "supertest";
import { createApp } from "../../app";
import { openDatabase, type Database } from "../../db/client";
import { createBusiness, createCategory, createProfessional, uniqueToken } from "../../db/factories";
import { businesses, professionals } from "../../db/schema";
import { engines, openTestDatabase } from "../../test/database";
import { createValueCache } from "./cache";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(engines)("directory cache on %s", (engine) => {
  // Two server processes on one database: on PostgreSQL two connection pools, each with its
  // own app and cache; PGlite has a single connection, so both apps share it.
  let first: Database;
  let second: Database;
  beforeAll(async () => {
    first = await openTestDatabase(engine);
    second = engine === "postgres" ? await openDatabase({ databaseUrl: process.env.DATABASE_URL }) : first;
  });
  afterAll(async () => {
    if (second !== first) await second.close();
    await first.close();
  });
  const appOn = (database: Database, checkEveryMs: number) =>
    createApp({ db: database.db, stripe: null, directoryCache: createValueCache(database.db, { checkEveryMs }) });
  const rename = (id: number, name: string) => first.db.update(businesses).set({ name }).where(eq(businesses.id, id));

  it("answers from memory between two reads of the change counter", async () => {
    const biz = await createBusiness(first.db, { name: uniqueToken("Before") });
    const app = appOn(first, 60_000);
    await request(app).get(`/api/businesses/${biz.id}`).expect(200);
    await rename(biz.id, "Renamed meanwhile");
    expect((await request(app).get(`/api/businesses/${biz.id}`).expect(200)).body.name).toBe(biz.name);
  });

  it("shows a change made through one process in another once checkEveryMs has passed", async () => {
    const checkEveryMs = 300;
    const a = appOn(first, checkEveryMs);
    const b = appOn(second, checkEveryMs);
    const biz = await createBusiness(first.db);
    const category = await createCategory(first.db);
    const pro = await createProfessional(first.db, { categoryId: category.id });
    const reads = (app: typeof a) =>
      Promise.all([
        request(app).get(`/api/businesses/${biz.id}`),
        request(app).get(`/api/professionals?categoryIds=${category.id}`),
        request(app).get("/api/categories"),
      ]);
    for (const app of [a, b]) for (const res of await reads(app)) expect(res.status).toBe(200);

    const renamed = uniqueToken("Changed");
    await rename(biz.id, renamed);
    await first.db.update(professionals).set({ name: renamed }).where(eq(professionals.id, pro.id));
    const added = await createCategory(second.db);
    // Any request arriving this long after the commit needs a counter read made after it.
    await sleep(checkEveryMs + 50);
    for (const app of [a, b]) {
      const [one, list, categories] = await reads(app);
      expect(one!.body.name).toBe(renamed);
      expect(list!.body.map((row: { name: string }) => row.name)).toEqual([renamed]);
      expect(categories!.body.map((row: { id: number }) => row.id)).toContain(added.id);
    }
  });

  it("caches a search's first page, and shows a new match once the counter moves", async () => {
    const checkEveryMs = 300;
    const app = appOn(first, checkEveryMs);
    const term = uniqueToken("Searchterm").toLowerCase();
    const one = await createProfessional(first.db, { name: `Ana ${term}` });
    const url = `/api/professionals?search=${term}`;
    expect((await request(app).get(url).expect(200)).body.map((p: { id: number }) => p.id)).toEqual([one.id]);
    const two = await createProfessional(second.db, { name: `Bea ${term}` });
    // Within checkEveryMs the cached answer may still be served; after it, never.
    await sleep(checkEveryMs + 50);
    const after = await request(app).get(url).expect(200);
    expect(after.body.map((p: { id: number }) => p.id)).toEqual([one.id, two.id]);
    expect(after.headers["x-total-count"]).toBe("2");
    // Served from memory between two counter reads: a slow-checking process still shows two.
    const slow = appOn(first, 60_000);
    await request(slow).get(url).expect(200);
    await createProfessional(first.db, { name: `Cy ${term}` });
    expect((await request(slow).get(url).expect(200)).headers["x-total-count"]).toBe("2");
  });

  it("keeps at most maxBytes of answers, dropping the least recently used first", async () => {
    const cache = createValueCache(first.db, { checkEveryMs: 60_000, maxBytes: 100 });
    const loads: string[] = [];
    const get = (key: string) =>
      cache.get(key, async () => {
        loads.push(key);
        return { value: key.padEnd(38, ".") }; // 40 bytes of JSON
      });
    await get("a");
    await get("b");
    await get("a"); // a is now the most recent
    await get("c"); // 120 bytes: b goes
    expect(cache.size()).toEqual({ entries: 2, bytes: 80 });
    await get("a");
    await get("b");
    expect(loads).toEqual(["a", "b", "c", "b"]);
    // An answer larger than the whole budget is served but not kept.
    const big = await cache.get("big", async () => ({ value: "x".repeat(200) }));
    expect(big).toBe("x".repeat(200));
    expect(cache.size()).toEqual({ entries: 2, bytes: 80 });
  });

  it("keeps the loaded value itself, of any kind, with one load in flight per key", async () => {
    const cache = createValueCache(first.db, { checkEveryMs: 60_000 });
    const loaded = { rows: [{ id: 1 }] };
    let loads = 0;
    const load = async () => {
      loads += 1;
      await sleep(20);
      return { value: loaded };
    };
    const [one, two] = await Promise.all([cache.get("value", load), cache.get("value", load)]);
    expect(loads).toBe(1);
    expect(one).toBe(loaded);
    expect(two).toBe(loaded);
    expect(await cache.get("value", load)).toBe(loaded);
    expect(await cache.peek("value")).toBe(loaded);
    expect(await cache.peek("never loaded")).toBeUndefined();
    // Bytes (a sitemap) are kept as they are and counted by their length.
    const xml = Buffer.alloc(1000, "x");
    expect(await cache.get("xml", async () => ({ value: xml }))).toBe(xml);
    expect(cache.size()).toEqual({ entries: 2, bytes: JSON.stringify(loaded).length + 1000 });
  });

  it("re-reads the counter for every request by default, so a write is seen at once", async () => {
    const app = createApp({ db: first.db, stripe: null });
    const pro = await createProfessional(first.db);
    await request(app).get(`/api/professionals/${pro.id}`).expect(200);
    await second.db.update(professionals).set({ title: "Just changed" }).where(eq(professionals.id, pro.id));
    expect((await request(app).get(`/api/professionals/${pro.id}`).expect(200)).body.title).toBe("Just changed");
  });

  it("does not keep an answer loaded while a change committed", async () => {
    const biz = await createBusiness(first.db);
    const cache = createValueCache(first.db);
    const stale = await cache.get("race", async () => {
      const value = (await first.db.select({ name: businesses.name }).from(businesses).where(eq(businesses.id, biz.id)))[0];
      await rename(biz.id, "Committed during the load");
      return { value };
    });
    expect(stale).toEqual({ name: biz.name });
    let loads = 0;
    const fresh = await cache.get("race", async () => {
      loads += 1;
      return { value: (await first.db.select({ name: businesses.name }).from(businesses).where(eq(businesses.id, biz.id)))[0] };
    });
    expect(loads).toBe(1);
    expect(fresh).toEqual({ name: "Committed during the load" });
  });

  it("drops a cached first page when a Gold listing on it lapses, with no write", async () => {
    const category = await createCategory(first.db);
    const basic = await createProfessional(first.db, { name: "Aaron", categoryId: category.id });
    const gold = await createProfessional(first.db, { name: "Zed", categoryId: category.id, goldUntil: new Date(Date.now() + 1500).toISOString() });
    const app = appOn(first, 60_000);
    const url = `/api/professionals?categoryIds=${category.id}`;
    expect((await request(app).get(url).expect(200)).body.map((p: { id: number }) => p.id)).toEqual([gold.id, basic.id]);
    await sleep(1700);
    const after = await request(app).get(url).expect(200);
    expect(after.body.map((p: { id: number }) => p.id)).toEqual([basic.id, gold.id]);
    expect(after.body[1].goldUntil).toBeNull();
  });

  it("sends an ETag, answers 304 while it holds, and a new one after a change", async () => {
    const app = createApp({ db: first.db, stripe: null });
    const res = await request(app).get("/api/categories").expect(200);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers.etag).toMatch(/^W\/"/);
    await request(app).get("/api/categories").set("If-None-Match", res.headers.etag!).expect(304);
    await createCategory(second.db);
    const changed = await request(app).get("/api/categories").set("If-None-Match", res.headers.etag!).expect(200);
    expect(changed.headers.etag).not.toBe(res.headers.etag);
  });

  it("compresses API answers for clients that accept it", async () => {
    const category = await createCategory(first.db);
    for (let i = 0; i < 12; i += 1)
      await createProfessional(first.db, { categoryId: category.id, bio: "A long enough biography to pass the compression threshold." });
    const app = createApp({ db: first.db, stripe: null });
    const res = await request(app).get(`/api/professionals?categoryIds=${category.id}`).set("Accept-Encoding", "br, gzip").expect(200);
    expect(res.headers["content-encoding"]).toMatch(/^(br|gzip)$/);
    expect(res.body).toHaveLength(12);
  });

  describe("a value composed of other cached values", () => {
    const at = (ms: number) => vi.setSystemTime(new Date("2026-11-26T12:00:00Z").getTime() + ms);
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ["Date"] });
      at(0);
    });
    afterEach(() => vi.useRealTimers());

    it("expires with its shortest-lived part, one loaded earlier (a hit) included", async () => {
      const cache = createValueCache(first.db, { checkEveryMs: 60 * 60_000 });
      let partLoads = 0;
      let wholeLoads = 0;
      const part = () => cache.get("part", async () => ({ value: ++partLoads, expiresAt: Date.now() + 10_000 }));
      const whole = () => cache.get("whole", async () => ({ value: `whole of ${await part()} (${++wholeLoads})` }));
      await part();
      at(4_000);
      // The part, 4 s old, is good for 6 s more: so is the whole built from it now.
      expect(await whole()).toBe("whole of 1 (1)");
      at(9_999);
      expect(await whole()).toBe("whole of 1 (1)");
      at(10_000);
      expect(await whole()).toBe("whole of 2 (2)");
      expect(partLoads).toBe(2);
    });

    it("takes the expiry of a part joined while another caller loads it, and through a part of a part", async () => {
      const cache = createValueCache(first.db, { checkEveryMs: 60 * 60_000 });
      let release!: () => void;
      const slow = new Promise<void>((resolve) => (release = resolve));
      const leaf = () =>
        cache.get("leaf", async () => {
          await slow;
          return { value: "leaf", expiresAt: Date.now() + 5_000 };
        });
      const middle = () => cache.get("middle", async () => ({ value: `middle(${await leaf()})`, expiresAt: Date.now() + 60_000 }));
      let tops = 0;
      const top = () => cache.get("top", async () => ({ value: `top(${await middle()}) ${++tops}` }));
      const alone = leaf(); // another request's load of the leaf, under way
      const composed = top();
      release();
      expect(await alone).toBe("leaf");
      expect(await composed).toBe("top(middle(leaf)) 1");
      at(4_999);
      expect(await top()).toBe("top(middle(leaf)) 1");
      at(5_000);
      expect(await top()).toBe("top(middle(leaf)) 2");
    });

    it("keeps its own expiry when it is earlier than its parts'", async () => {
      const cache = createValueCache(first.db, { checkEveryMs: 60 * 60_000 });
      let loads = 0;
      const part = () => cache.get("long part", async () => ({ value: 1, expiresAt: Date.now() + 60_000 }));
      const whole = () => cache.get("short whole", async () => ({ value: (await part())! + ++loads, expiresAt: Date.now() + 1_000 }));
      await whole();
      at(1_000);
      await whole();
      expect(loads).toBe(2);
    });
  });
});

import { eq } from "drizzle-orm";
import request from "supertest";
import type { FirstPage } from "@shared/initial-data";
import * as queryKeys from "@shared/query-keys";
import type { Professional } from "@shared/schema";
import { createBusiness, createCategory, createProfessional, uniqueToken } from "../../db/factories";
import { professionals } from "../../db/schema";
import { engines } from "../../test/database";
import { readInitialData, seeded, seoTestApp } from "../../test/seo-kit";
import { setupTestDatabase } from "../../test/test-app";
import { createValueCache, type ValueCache } from "../directory/cache";

/** The value cache the API and the pages share, noting each key whose value had to be loaded from the database. */
function recordingCache(cache: ValueCache): ValueCache & { loaded: string[] } {
  const loaded: string[] = [];
  return {
    loaded,
    size: () => cache.size(),
    recheck: () => cache.recheck(),
    peek: (key) => cache.peek(key),
    get: (key, load) =>
      cache.get(key, () => {
        loaded.push(key);
        return load();
      }),
  };
}

const rowsOf = (html: string, key: unknown[]) => (seeded(readInitialData(html), key)?.data as FirstPage<Professional> | undefined)?.rows;

describe.each(engines)("the page renderer reads the API's cached values on %s", (engine) => {
  const database = setupTestDatabase(engine);
  /**
   * checkEveryMs 60 s: the cache trusts the change counter it read for a minute, so a row renamed
   * meanwhile shows its old name only where a value came from the cache, not from the database.
   */
  const appWith = (checkEveryMs = 60_000) => {
    const cache = recordingCache(createValueCache(database.db, { checkEveryMs }));
    return { cache, app: seoTestApp(database.db, { cache }) };
  };
  const rename = (id: number, name: string) => database.db.update(professionals).set({ name }).where(eq(professionals.id, id));

  it("a home page for a filter the API has just answered loads nothing from the database but the page itself", async () => {
    const { cache, app } = appWith();
    const cat = await createCategory(database.db);
    const pro = await createProfessional(database.db, { name: `Ana ${uniqueToken("Shared")}`, categoryId: cat.id });
    await request(app).get("/api/categories").expect(200);
    await request(app).get("/api/businesses").expect(200);
    const api = await request(app).get(`/api/professionals?category=${cat.slug}`).expect(200);
    const before = cache.size().entries;
    cache.loaded.length = 0;
    await rename(pro.id, `Ana ${uniqueToken("Unseen")}`);

    const page = await request(app).get(`/?category=${cat.slug}`).expect(200);
    expect(cache.loaded).toEqual([expect.stringMatching(/^page:/)]);
    expect(cache.size().entries).toBe(before + 1);
    expect(rowsOf(page.text, queryKeys.professionals([cat.slug], ""))).toEqual(api.body);
    expect(api.body.map((p: Professional) => p.name)).toEqual([pro.name]);
  });

  it("a search page after the API's answer for the same term (any case) reads the cached page and queries nothing", async () => {
    const { cache, app } = appWith();
    const token = uniqueToken("Dentist");
    const pro = await createProfessional(database.db, { name: `Bo ${token}` });
    await request(app).get("/api/categories").expect(200);
    await request(app).get("/api/businesses").expect(200);
    // As the grid asks a search (counts=separate, issue 26 item 1).
    await request(app).get(`/api/professionals?search=${token.toUpperCase()}&counts=separate`).expect(200);
    cache.loaded.length = 0;
    await rename(pro.id, `Bo ${token} ${uniqueToken("Unseen")}`);

    const page = await request(app).get(`/?search=${token}`).expect(200);
    expect(cache.loaded).toEqual([]);
    expect(rowsOf(page.text, queryKeys.professionals([], token))?.map((p) => p.name)).toEqual([pro.name]);
  });

  it("a business page's team and record come from the values the API cached for the page's own requests", async () => {
    const { cache, app } = appWith();
    const biz = await createBusiness(database.db);
    const pro = await createProfessional(database.db, { businessId: biz.id });
    await request(app).get(`/api/businesses/${biz.id}`).expect(200);
    await request(app).get(`/api/professionals/?businessId=${biz.id}&limit=100`).expect(200);
    cache.loaded.length = 0;
    await rename(pro.id, uniqueToken("Unseen"));

    const page = await request(app).get(`/business/${biz.id}`).expect(200);
    expect(cache.loaded).toEqual([expect.stringMatching(/^page:/)]);
    const team = seeded(readInitialData(page.text), queryKeys.businessProfessionals(biz.id))?.data as Professional[];
    expect(team.map((p) => p.name)).toEqual([pro.name]);
  });

  it("an edit to a professional shows on the next page render and the next API read", async () => {
    const { app } = appWith(0);
    const cat = await createCategory(database.db);
    const pro = await createProfessional(database.db, { name: `Cy ${uniqueToken("Edit")}`, categoryId: cat.id });
    const key = queryKeys.professionals([cat.slug], "");
    expect(rowsOf((await request(app).get(`/?category=${cat.slug}`).expect(200)).text, key)?.[0]?.name).toBe(pro.name);

    const renamed = `Cy ${uniqueToken("Renamed")}`;
    await rename(pro.id, renamed);
    expect(rowsOf((await request(app).get(`/?category=${cat.slug}`).expect(200)).text, key)?.[0]?.name).toBe(renamed);
    expect((await request(app).get(`/api/professionals?category=${cat.slug}`).expect(200)).body[0].name).toBe(renamed);
  });
});

import request from "supertest";
import { parseCategoryCounts } from "@shared/category-counts";
import { createApp } from "../../app";
import { createBusiness, createCategory, uniqueToken } from "../../db/factories";
import { engines } from "../../test/database";
import { setupTestApp } from "../../test/test-app";

type Row = { id: number; name: string };
const ids = (body: Row[]) => body.map((r) => r.id);

/** Issue 18, item 4: GET /api/businesses with the home list's search, categories, counts and paging. */
describe.each(engines)("business search on %s", (engine) => {
  const { database, app } = setupTestApp(engine, (db) => createApp({ db, stripe: null, search: { rateLimit: { limit: 100_000 } } }));
  const list = (query: string) => request(app).get(`/api/businesses?${query}`).expect(200);

  it("ranks name matches above description matches, ignores accents, and filters by category with counts for every category", async () => {
    const t = uniqueToken("bz").toLowerCase();
    const [a, b] = [await createCategory(database.db), await createCategory(database.db)];
    const described = await createBusiness(database.db, { name: "Aardvark Plain", description: `Known for ${t} work.`, categoryId: a.id });
    const named = await createBusiness(database.db, { name: `Zócalo ${t}`, categoryId: b.id });
    const exact = await createBusiness(database.db, { name: t, categoryId: a.id });
    const partial = await createBusiness(database.db, { name: "Bee Plain", description: `pre${t}post`, categoryId: a.id });
    const res = await list(`search=${t.toUpperCase()}`);
    expect(ids(res.body)).toEqual([exact.id, named.id, described.id, partial.id]);
    expect(res.headers["x-total-count"]).toBe("4");
    expect(parseCategoryCounts(res.headers["x-category-counts"] ?? "")).toEqual({ [a.id]: 3, [b.id]: 1 });
    expect(ids((await list(`search=zocalo%20${t}`)).body)).toEqual([named.id]);
    const inB = await list(`search=${t}&category=${b.slug}`);
    expect(ids(inB.body)).toEqual([named.id]);
    expect(inB.headers["x-total-count"]).toBe("1");
    expect(parseCategoryCounts(inB.headers["x-category-counts"] ?? "")).toEqual({ [a.id]: 3, [b.id]: 1 });
    expect(ids((await list(`search=${t}&categoryIds=${a.id}`)).body)).toEqual([exact.id, described.id, partial.id]);
  });

  it("pages a search and a category with the cursor, each row once", async () => {
    const t = uniqueToken("bp").toLowerCase();
    const cat = await createCategory(database.db);
    const made = [];
    for (const first of ["Cy", "Ana", "Bo", "Di", "Ed"]) made.push(await createBusiness(database.db, { name: `${first} ${t}`, categoryId: cat.id }));
    const byName = [...made].sort((x, y) => x.name.localeCompare(y.name)).map((m) => m.id);
    for (const query of [`search=${t}`, `category=${cat.slug}`]) {
      const seen: number[] = [];
      let cursor: string | undefined;
      do {
        const res = await list(`${query}&limit=2${cursor ? `&cursor=${cursor}` : ""}`);
        seen.push(...ids(res.body));
        expect(res.headers["x-total-count"]).toBe("5");
        cursor = res.headers["x-next-cursor"];
      } while (cursor && seen.length < 20);
      expect(seen).toEqual(byName);
    }
  });

  it("matches one or two letters against the start of the name", async () => {
    const x = String.fromCodePoint(0x4e00 + Math.floor(Math.random() * 20_000));
    const starts = await createBusiness(database.db, { name: `${x}é Bakery` });
    await createBusiness(database.db, { name: `Bakery ${x}é` });
    const res = await list(`search=${encodeURIComponent(`${x}E`)}`);
    expect(ids(res.body)).toEqual([starts.id]);
    expect(res.headers["x-total-count"]).toBe("1");
  });

  it.each([
    ["search=a&search=b", /search/],
    ["category=Not%20A%20Slug", /category/],
    ["categoryIds=x", /categoryIds/],
    [`search=${"x".repeat(201)}`, /search/],
    ["limit=0", /limit/],
  ])("answers 400 naming the field for %s", async (query, field) => {
    const res = await request(app).get(`/api/businesses?${query}`).expect(400);
    expect(res.body.message).toMatch(field);
  });
});

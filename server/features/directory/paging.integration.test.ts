import request from "supertest";
import { createBusiness, createCategory, createProfessional } from "../../db/factories";
import { engines } from "../../test/database";
import { openPrivateDatabase } from "../../test/private-database";
import { setupTestApp } from "../../test/test-app";

type Row = { id: number; name: string };

describe.each(engines)("paged lists on %s", (engine) => {
  const { database, app } = setupTestApp(engine, undefined, openPrivateDatabase);

  /** Follows X-Next-Cursor until the end; returns every page's ids. */
  async function allPages(url: string) {
    const pages: number[][] = [];
    let cursor: string | undefined;
    do {
      const res = await request(app)
        .get(url + (cursor ? `&cursor=${cursor}` : ""))
        .expect(200);
      pages.push(res.body.map((r: Row) => r.id));
      cursor = res.headers["x-next-cursor"];
    } while (cursor && pages.length < 20);
    return pages;
  }

  it("pages professionals Gold first then by name and id, with the total in X-Total-Count", async () => {
    const cat = await createCategory(database.db);
    const names = ["Bea", "Ana", "Cruz", "Ana", "Dee", "Eli", "Fay"];
    const rows = [];
    for (const name of names) rows.push(await createProfessional(database.db, { name, categoryId: cat.id }));
    const gold1 = await createProfessional(database.db, { name: "Zoe", categoryId: cat.id, goldUntil: "2999-01-01T00:00:00Z" });
    const gold2 = await createProfessional(database.db, { name: "Yan", categoryId: cat.id, goldUntil: "2999-01-01T00:00:00Z" });
    const first = await request(app).get(`/api/professionals?categoryIds=${cat.id}&limit=1`).expect(200);
    expect(first.headers["x-total-count"]).toBe("9");
    const pages = await allPages(`/api/professionals?categoryIds=${cat.id}&limit=3`);
    expect(pages.map((p) => p.length)).toEqual([3, 3, 3]);
    const basicByName = [...rows].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id).map((r) => r.id);
    expect(pages.flat()).toEqual([gold2.id, gold1.id, ...basicByName]);
  });

  it("pages a search the same way: Gold first, then by name and id, the total counted once", async () => {
    const term = `pagesearch${Date.now().toString(36)}`;
    const basic = [];
    for (const first of ["Bea", "Ana", "Cruz", "Ana"]) basic.push(await createProfessional(database.db, { name: `${first} ${term}` }));
    const gold = [];
    for (const first of ["Zoe", "Yan", "Xia"])
      gold.push(await createProfessional(database.db, { name: `${first} ${term}`, goldUntil: "2999-01-01T00:00:00Z" }));
    await createProfessional(database.db, { name: "Not a match" });
    const byName = (rows: { id: number; name: string }[]) => [...rows].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id).map((r) => r.id);
    const expected = [...byName(gold), ...byName(basic)];
    // Page sizes that end the first page inside the Gold listings, on their last one, and after it.
    for (const limit of [2, 3, 4]) {
      const first = await request(app).get(`/api/professionals?search=${term.toUpperCase()}&limit=${limit}`).expect(200);
      expect(first.headers["x-total-count"]).toBe("7");
      expect((await allPages(`/api/professionals?search=${term}&limit=${limit}`)).flat()).toEqual(expected);
    }
    // No listing has the words of this term, nor any word like them (typo correction finds none).
    const none = await request(app).get("/api/professionals?search=qqxqvq%20zzjzwz").expect(200);
    expect(none.body).toEqual([]);
    expect(none.headers["x-total-count"]).toBe("0");
    expect(none.headers["x-searched-for"]).toBeUndefined();
  });

  it("keeps the order stable when a row is inserted between pages", async () => {
    const cat = await createCategory(database.db);
    for (const name of ["A1", "B1", "C1", "D1"]) await createProfessional(database.db, { name, categoryId: cat.id });
    const page1 = await request(app).get(`/api/professionals?categoryIds=${cat.id}&limit=2`).expect(200);
    await createProfessional(database.db, { name: "A0", categoryId: cat.id }); // sorts before the cursor
    const page2 = await request(app).get(`/api/professionals?categoryIds=${cat.id}&limit=2&cursor=${page1.headers["x-next-cursor"]}`).expect(200);
    expect([...page1.body, ...page2.body].map((r: Row) => r.name)).toEqual(["A1", "B1", "C1", "D1"]);
    expect(page2.headers["x-next-cursor"]).toBeUndefined();
  });

  it("filters by businessId", async () => {
    const biz = await createBusiness(database.db);
    const a = await createProfessional(database.db, { businessId: biz.id });
    await createProfessional(database.db);
    const res = await request(app).get(`/api/professionals/?businessId=${biz.id}`).expect(200);
    expect(res.body.map((r: Row) => r.id)).toEqual([a.id]);
    expect(res.headers["x-total-count"]).toBe("1");
  });

  it("pages businesses by name and id", async () => {
    const total = Number((await request(app).get("/api/businesses?limit=1").expect(200)).headers["x-total-count"]);
    await createBusiness(database.db, { name: "0000 First by name" });
    const res = await request(app).get("/api/businesses?limit=1").expect(200);
    // The file's database is its own on both engines: no other file adds businesses meanwhile.
    expect(res.headers["x-total-count"]).toBe(String(total + 1));
    expect(res.body).toHaveLength(1);
    expect(res.body[0].name).toBe("0000 First by name");
    expect(res.headers["x-next-cursor"]).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it.each([
    ["/api/professionals?limit=0", /limit/],
    ["/api/professionals?limit=101", /limit/],
    ["/api/professionals?limit=abc", /limit/],
    ["/api/businesses?limit=-1", /limit/],
    ["/api/professionals?cursor=not-a-cursor", /cursor/],
    ["/api/businesses?cursor=%7B%7D", /cursor/],
    ["/api/professionals?businessId=x", /businessId/],
  ])("answers 400 for %s", async (url, message) => {
    const res = await request(app).get(url).expect(400);
    expect(res.body.message).toMatch(message);
  });
});

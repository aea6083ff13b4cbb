import request from "supertest";
import { createApp } from "../../app";
import { parseCategoryCounts } from "@shared/category-counts";
import { createCategory, createProfessional, uniqueToken } from "../../db/factories";
import { engines } from "../../test/database";
import { openPrivateDatabase } from "../../test/private-database";
import { setupTestApp } from "../../test/test-app";

type Row = { id: number; name: string };
const GOLD = "2999-01-01T00:00:00Z";

/** Issue 18, items 1 and 3: ranked, accent-insensitive search and its category counts, through the API. */
describe.each(engines)("ranked search on %s", (engine) => {
  // Many searches from one address: past the default budget of 60 a minute.
  const { database, app } = setupTestApp(engine, (db) => createApp({ db, stripe: null, search: { rateLimit: { limit: 100_000 } } }));
  const pro = (name: string, more: Parameters<typeof createProfessional>[1] = {}) => createProfessional(database.db, { name, ...more });
  const search = (term: string, extra = "") =>
    request(app)
      .get(`/api/professionals?search=${encodeURIComponent(term)}${extra}`)
      .expect(200);
  const ids = (body: Row[]) => body.map((r) => r.id);

  it("ranks the exact name, then names starting with the term, then whole words of title or company, then any part; Gold breaks ties", async () => {
    const t = uniqueToken("rk").toLowerCase();
    // Created out of order, so that only the ranking can put them in order.
    const substringGold = await pro(`Zed Mc${t}`, { goldUntil: GOLD }); // inside a word of the name
    const substringTitle = await pro("Aaron Plain", { title: `Pre${t}ing Manager` });
    const companyWord = await pro("Bea Plain", { company: `${t} & Co` });
    const titleWord = await pro("Cy Plain", { title: `Senior ${t} Advisor` });
    const titleWordGold = await pro("Zoe Plain", { title: `${t}, Partner`, goldUntil: GOLD });
    const surname = await pro(`Ana ${t}ez`); // a word of the name starts with it
    const namePrefix = await pro(`${t}son Smith`);
    const exact = await pro(t);
    const res = await search(t.toUpperCase());
    expect(ids(res.body)).toEqual([
      exact.id,
      surname.id, // "ana …" before "…son smith": by name within a rank
      namePrefix.id,
      titleWordGold.id, // Gold first among whole-word matches
      companyWord.id,
      titleWord.id,
      substringGold.id, // Gold, but only part of a word: below every whole word
      substringTitle.id,
    ]);
    expect(res.headers["x-total-count"]).toBe("8");
  });

  it("pages a ranked search with its cursor across ranks and Gold, each row once, in the first page's order", async () => {
    const t = uniqueToken("pg").toLowerCase();
    const made = [
      await pro(`${t} Exact`),
      await pro(`Ana ${t}`, { goldUntil: GOLD }),
      await pro(`Bo ${t}`),
      await pro("Cy Plain", { title: `${t} Officer`, goldUntil: GOLD }),
      await pro("Di Plain", { company: `${t} LLC` }),
      await pro("Ed Plain", { title: `x${t}x` }),
      await pro("Fa Plain", { title: `y${t}y`, goldUntil: GOLD }),
    ];
    const whole = ids((await search(t, "&limit=100")).body);
    expect([...whole].sort()).toEqual(ids(made).sort());
    for (const limit of [1, 2, 3]) {
      const seen: number[] = [];
      let cursor: string | undefined;
      do {
        const res = await search(t, `&limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`);
        seen.push(...ids(res.body));
        expect(res.headers["x-total-count"]).toBe("7");
        cursor = res.headers["x-next-cursor"];
      } while (cursor && seen.length < 20);
      expect(seen).toEqual(whole);
    }
  });

  it("ignores accents both ways: 'jose' finds José, 'josé' finds Jose, in any case", async () => {
    const t = uniqueToken("ac").toLowerCase();
    const accented = await pro(`José Núñez ${t}`);
    const plain = await pro(`Jose Nunez ${t}`);
    const title = await pro("Ana Plain", { title: `Café Ówner ${t}` });
    for (const term of [`jose nunez ${t}`, `josé núñez ${t}`, `JOSÉ NÚÑEZ ${t.toUpperCase()}`])
      expect(ids((await search(term)).body).sort()).toEqual([accented.id, plain.id].sort());
    expect(ids((await search(`cafe owner ${t}`)).body)).toEqual([title.id]);
    expect(ids((await search(`CAFÉ ÓWNER ${t}`)).body)).toEqual([title.id]);
    // A short term is unaccented too: the name's first letters, whatever their accents.
    const initial = String.fromCodePoint(0x4e00 + Math.floor(Math.random() * 20_000));
    const e = await pro(`${initial}é ${t}`);
    const plainE = await pro(`${initial}e ${t}`);
    expect(ids((await search(`${initial}e`)).body).sort()).toEqual([e.id, plainE.id].sort());
    expect(ids((await search(`${initial}É`)).body).sort()).toEqual([e.id, plainE.id].sort());
  });

  it("matches characters of LIKE and of regular expressions as themselves", async () => {
    const t = uniqueToken("sp").toLowerCase();
    const plus = await pro(`Ana ${t}`, { title: `C++ (${t}) Developer` });
    await pro(`Bo ${t}`, { title: `Cxx ${t}x Developer` });
    expect(ids((await search(`c++ (${t})`)).body)).toEqual([plus.id]);
    const dotted = await pro(`Cy ${t}`, { company: `${t}.co` });
    await pro(`Di ${t}`, { company: `${t}xco` });
    expect(ids((await search(`${t}.co`)).body)).toEqual([dotted.id]);
    expect(ids((await search(`${t}_c`)).body)).toEqual([]);
  });

  it("counts the search's matches per category whatever categories are selected, and keeps them when none is in the selection", async () => {
    const t = uniqueToken("ct").toLowerCase();
    const [a, b, c] = [await createCategory(database.db), await createCategory(database.db), await createCategory(database.db)];
    for (const name of ["Ana", "Bo", "Cy"]) await pro(`${name} ${t}`, { categoryId: a.id });
    await pro(`Di ${t}`, { categoryId: b.id });
    await pro(`Ed ${t}`); // no category: in the total only
    await pro("Fa Other", { categoryId: c.id });
    const expected = { [a.id]: 3, [b.id]: 1 };
    const all = await search(t);
    expect(parseCategoryCounts(all.headers["x-category-counts"] ?? "")).toEqual(expected);
    expect(all.headers["x-total-count"]).toBe("5");
    const inA = await search(t, `&category=${a.slug}`);
    expect(inA.body).toHaveLength(3);
    expect(inA.headers["x-total-count"]).toBe("3");
    expect(parseCategoryCounts(inA.headers["x-category-counts"] ?? "")).toEqual(expected);
    const both = await search(t, `&categoryIds=${b.id}&category=${a.slug}`);
    expect(both.headers["x-total-count"]).toBe("4");
    // A selected category without a match: no rows, and still the counts that say where the matches are.
    const none = await search(t, `&category=${c.slug}`);
    expect(none.body).toEqual([]);
    expect(none.headers["x-total-count"]).toBe("0");
    expect(parseCategoryCounts(none.headers["x-category-counts"] ?? "")).toEqual(expected);
  });

  it("with counts=separate answers the page without its counts, and GET /api/professionals/counts the counts of the term it was answered with (issue 26 item 1)", async () => {
    // Ends in two different letters, so that swapping them below always misspells it (a token can end in "kk").
    const t = `${uniqueToken("sep").toLowerCase()}xq`;
    const [a, b] = [await createCategory(database.db), await createCategory(database.db)];
    for (const name of ["Ana", "Bo", "Cy"]) await pro(`${name} ${t}`, { categoryId: a.id, languages: ["en", "es"] });
    await pro(`Di ${t}`, { categoryId: b.id });
    const together = await search(t, `&category=${a.slug}`);
    const page = await search(t, `&category=${a.slug}&counts=separate`);
    expect(ids(page.body)).toEqual(ids(together.body));
    expect(page.headers["x-counts"]).toBe("separate");
    for (const header of ["x-total-count", "x-category-counts", "x-language-counts"]) expect(page.headers[header]).toBeUndefined();
    const counts = await request(app).get(`/api/professionals/counts?search=${t}&category=${a.slug}&counts=separate`).expect(200);
    expect(counts.body).toEqual({
      total: 3,
      categoryCounts: { [a.id]: 3, [b.id]: 1 },
      languageCounts: expect.objectContaining({ es: 3 }) as unknown,
    });
    expect(String(counts.body.total)).toBe(together.headers["x-total-count"]);
    // A misspelt term: the counts are the corrected term's, and say so.
    const typo = `${t.slice(0, -2)}qx`;
    const corrected = await request(app).get(`/api/professionals/counts?search=${typo}&counts=separate`).expect(200);
    expect(corrected.body).toMatchObject({ total: 4, searchedFor: t });
    // A list without a term: its counts as the page carries them.
    const list = await request(app).get(`/api/professionals/counts?category=${a.slug}`).expect(200);
    expect(list.body.total).toBe(Number((await request(app).get(`/api/professionals?category=${a.slug}`).expect(200)).headers["x-total-count"]));
  });

  it("charges a search once for its page and its counts", async () => {
    // The counts come free from the page's cached value, which any write to the directory
    // invalidates: on the shared database another file's write in between made the counts a
    // second search and a 429 (seen on PostgreSQL, stop 46). A database of its own has none.
    const own = await openPrivateDatabase(engine);
    try {
      const t = uniqueToken("once").toLowerCase();
      await createProfessional(own.db, { name: `Ana ${t}` });
      const tight = createApp({ db: own.db, stripe: null, search: { rateLimit: { limit: 1 } } });
      await request(tight).get(`/api/professionals?search=${t}&counts=separate`).expect(200);
      await request(tight).get(`/api/professionals/counts?search=${t}&counts=separate`).expect(200);
      await request(tight).get(`/api/professionals/counts?search=${t}&counts=separate`).expect(200);
      // Another search is past the budget of one.
      await request(tight).get(`/api/professionals/counts?search=${t}x&counts=separate`).expect(429);
    } finally {
      await own.close();
    }
  });

  it("counts the whole list per category without a search, and leaves published rows only", async () => {
    const cat = await createCategory(database.db);
    await pro(`Ana ${uniqueToken()}`, { categoryId: cat.id });
    await pro(`Bo ${uniqueToken()}`, { categoryId: cat.id, unpublishedAt: "2020-01-01T00:00:00Z" });
    const res = await request(app).get(`/api/professionals?category=${cat.slug}`).expect(200);
    expect(res.headers["x-total-count"]).toBe("1");
    expect(parseCategoryCounts(res.headers["x-category-counts"] ?? "")[cat.id]).toBe(1);
  });
});

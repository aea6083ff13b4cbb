import request from "supertest";
import { parseCategoryCounts } from "@shared/category-counts";
import { parseLanguageCounts } from "@shared/language-counts";
import { createBusiness, createCategory, createProfessional, uniqueToken } from "../../db/factories";
import { engines } from "../../test/database";
import { seoTestApp } from "../../test/seo-kit";
import { setupTestApp } from "../../test/test-app";

/**
 * Issue 29: ?language=es ("Se habla español") on both lists, its counts in X-Language-Counts
 * beside the category counts (the list's in the selected categories whatever the language; the
 * category counts then are those of the listings that speak it), and a search in either
 * language finding a category's listings by its Spanish name.
 */
describe.each(engines)("language filter and Spanish search on %s", (engine) => {
  const { database, app } = setupTestApp(engine, (db) => seoTestApp(db));
  const ids = (res: { body: { id: number }[] }) => res.body.map((row) => row.id).sort((a, b) => a - b);
  const counts = (res: { headers: Record<string, string | undefined> }) => ({
    languages: parseLanguageCounts(res.headers["x-language-counts"] ?? ""),
    categories: parseCategoryCounts(res.headers["x-category-counts"] ?? ""),
  });

  it("lists only the professionals who speak the language, with the counts of each language and of the categories, with and without a search", async () => {
    const token = uniqueToken("lang");
    const cat = await createCategory(database.db);
    const both = await createProfessional(database.db, { name: `Ana ${token}`, categoryId: cat.id, languages: ["en", "es"] });
    const es = await createProfessional(database.db, { name: `Bea ${token}`, categoryId: cat.id, languages: ["es"] });
    await createProfessional(database.db, { name: `Cy ${token}`, categoryId: cat.id });
    await createProfessional(database.db, { name: `Di ${token}`, categoryId: cat.id, languages: ["en", "vi"], unpublishedAt: "2026-01-01T00:00:00Z" });

    // A list without a term, narrowed to the category.
    const list = await request(app).get(`/api/professionals?category=${cat.slug}&language=es`).expect(200);
    expect(ids(list)).toEqual([both.id, es.id].sort((a, b) => a - b));
    expect(list.headers["x-total-count"]).toBe("2");
    expect(counts(list)).toEqual({ languages: { en: 2, es: 2 }, categories: expect.objectContaining({ [cat.id]: 2 }) });
    const all = await request(app).get(`/api/professionals?category=${cat.slug}`).expect(200);
    expect(all.body).toHaveLength(3);
    expect(counts(all)).toEqual({ languages: { en: 2, es: 2 }, categories: expect.objectContaining({ [cat.id]: 3 }) });

    // A ranked search (one statement: page, category counts and language counts).
    const searched = await request(app).get(`/api/professionals?search=${token}&language=es`).expect(200);
    expect(ids(searched)).toEqual([both.id, es.id].sort((a, b) => a - b));
    expect(counts(searched)).toEqual({ languages: { en: 2, es: 2 }, categories: { [cat.id]: 2 } });
    const english = await request(app).get(`/api/professionals?search=${token}&language=en`).expect(200);
    expect(english.body).toHaveLength(2);
    expect(counts(english).categories).toEqual({ [cat.id]: 2 });
    // A language nobody here speaks: nothing, the counts still say what the others would give.
    const none = await request(app).get(`/api/professionals?search=${token}&language=ko`).expect(200);
    expect(none.body).toEqual([]);
    expect(counts(none).languages).toEqual({ en: 2, es: 2 });
  });

  it("filters businesses by language, with the counts, with and without a search", async () => {
    const token = uniqueToken("blang");
    const cat = await createCategory(database.db);
    const es = await createBusiness(database.db, { name: `Panadería ${token}`, categoryId: cat.id, languages: ["en", "es"] });
    await createBusiness(database.db, { name: `Bakery ${token}`, categoryId: cat.id });
    const list = await request(app).get(`/api/businesses?category=${cat.slug}&language=es`).expect(200);
    expect(ids(list)).toEqual([es.id]);
    expect(counts(list)).toEqual({ languages: { en: 2, es: 1 }, categories: expect.objectContaining({ [cat.id]: 1 }) });
    const searched = await request(app).get(`/api/businesses?search=${token}&language=es`).expect(200);
    expect(ids(searched)).toEqual([es.id]);
    expect(counts(searched)).toEqual({ languages: { en: 2, es: 1 }, categories: { [cat.id]: 1 } });
  });

  it.each(["xx", "ES", "spanish", ""])("refuses ?language=%j with 400 naming language", async (language) => {
    for (const list of ["professionals", "businesses"]) {
      const res = await request(app).get(`/api/${list}`).query({ language }).expect(400);
      expect(Object.keys(res.body.fieldErrors)).toEqual(["language"]);
    }
  });

  it("refuses two languages at once with 400 naming language", async () => {
    const res = await request(app).get("/api/professionals?language=es&language=en").expect(400);
    expect(res.body.fieldErrors.language).toBeDefined();
  });

  it("finds a category's listings by its Spanish name, accents or not, and a listing by its Spanish title", async () => {
    const token = uniqueToken("es").toLowerCase();
    const legal = await createCategory(database.db, { name: `Legal ${token}`, nameEs: `Abogados ${token}` });
    const realty = await createCategory(database.db, { name: `Realty ${token}`, nameEs: `Bienes raíces ${token}` });
    const lawyer = await createProfessional(database.db, { name: `Ana ${uniqueToken("n")}`, title: "Attorney", categoryId: legal.id });
    const agent = await createProfessional(database.db, { name: `Bo ${uniqueToken("n")}`, title: "Realtor", categoryId: realty.id });
    const titled = await createProfessional(database.db, { name: `Cy ${uniqueToken("n")}`, title: "CPA", titleEs: `Contadora ${token}` });
    const firm = await createBusiness(database.db, { name: `Firm ${uniqueToken("n")}`, categoryId: legal.id });

    expect(
      ids(
        await request(app)
          .get("/api/professionals")
          .query({ search: `abogados ${token}` })
          .expect(200),
      ),
    ).toEqual([lawyer.id]);
    // The plain word ("abogado" in "Abogados …"), here within the category (other tests' categories have such names too).
    expect(ids(await request(app).get("/api/professionals").query({ search: "abogado", category: legal.slug }).expect(200))).toEqual([lawyer.id]);
    for (const term of [`bienes raíces ${token}`, `bienes raices ${token}`, `BIENES RAICES ${token}`]) {
      expect(ids(await request(app).get("/api/professionals").query({ search: term }).expect(200))).toEqual([agent.id]);
    }
    // The English name finds it as well.
    expect(
      ids(
        await request(app)
          .get("/api/professionals")
          .query({ search: `realty ${token}` })
          .expect(200),
      ),
    ).toEqual([agent.id]);
    expect(
      ids(
        await request(app)
          .get("/api/professionals")
          .query({ search: `contadora ${token}` })
          .expect(200),
      ),
    ).toEqual([titled.id]);
    const businesses = await request(app)
      .get("/api/businesses")
      .query({ search: `abogados ${token}` })
      .expect(200);
    expect(ids(businesses)).toEqual([firm.id]);
    expect(counts(businesses).categories).toEqual({ [legal.id]: 1 });
  });

  it("ranks a listing found by its text before one found only by its category", async () => {
    const token = uniqueToken("rk").toLowerCase();
    const cat = await createCategory(database.db, { name: `Dentists ${token}`, nameEs: `Clínica dentista ${token}` });
    const byCategory = await createProfessional(database.db, { name: `Aa ${uniqueToken("n")}`, title: "Orthodontist", categoryId: cat.id });
    const byTitle = await createProfessional(database.db, { name: `Zz ${uniqueToken("n")}`, title: `Dentista ${token}` });
    const found = await request(app)
      .get("/api/professionals")
      .query({ search: `dentista ${token}` })
      .expect(200);
    expect(found.body.map((p: { id: number }) => p.id)).toEqual([byTitle.id, byCategory.id]);
  });
});

import { eq } from "drizzle-orm";
import request from "supertest";
import { createBusiness, createCategory, createProfessional, uniqueToken } from "../../db/factories";
import { professionals } from "../../db/schema";
import { engines } from "../../test/database";
import { setupTestApp } from "../../test/test-app";
import { professionalSchema, businessSchema, categorySchema } from "@shared/schema";
import { NEXT_CURSOR_HEADER } from "@shared/paging";

describe.each(engines)("directory API on %s", (engine) => {
  const { database, app } = setupTestApp(engine);

  it("lists categories as an array of {id, name, nameEs, slug}", async () => {
    const cat = await createCategory(database.db);
    const res = await request(app).get("/api/categories").expect(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body).toContainEqual({ id: cat.id, name: cat.name, nameEs: null, slug: cat.slug });
    for (const row of res.body) categorySchema.parse(row);
  });

  it("filters professionals by any of the selected categories", async () => {
    const [a, b, c] = [await createCategory(database.db), await createCategory(database.db), await createCategory(database.db)];
    const pa = await createProfessional(database.db, { categoryId: a.id });
    const pb = await createProfessional(database.db, { categoryId: b.id });
    await createProfessional(database.db, { categoryId: c.id });
    const res = await request(app).get(`/api/professionals?categoryIds=${a.id}&categoryIds=${b.id}`).expect(200);
    expect(res.body.map((p: { id: number }) => p.id).sort()).toEqual([pa.id, pb.id].sort());
    const one = await request(app).get(`/api/professionals/?categoryIds=${a.id}`).expect(200);
    expect(one.body.map((p: { id: number }) => p.id)).toEqual([pa.id]);
    expect(one.body[0].category).toBe(a.name);
    professionalSchema.parse(one.body[0]);
  });

  it("searches name, title and company case-insensitively with a trimmed term", async () => {
    const token = uniqueToken("Srch");
    const cat = await createCategory(database.db);
    const byName = await createProfessional(database.db, { name: `Ana ${token}`, categoryId: cat.id });
    const byTitle = await createProfessional(database.db, { title: `Chief ${token} Officer`, categoryId: cat.id });
    const byCompany = await createProfessional(database.db, { company: `${token} LLC`, categoryId: cat.id });
    const res = await request(app)
      .get("/api/professionals")
      .query({ search: `  ${token.toLowerCase()}  ` })
      .expect(200);
    expect(res.body.map((p: { id: number }) => p.id).sort()).toEqual([byName.id, byTitle.id, byCompany.id].sort());
    const both = await request(app)
      .get("/api/professionals")
      .query({ search: token.toUpperCase(), categoryIds: [String(cat.id)] })
      .expect(200);
    expect(both.body).toHaveLength(3);
  });

  it("treats % and _ in the search as literal characters", async () => {
    const token = uniqueToken("lit");
    const literal = await createProfessional(database.db, { name: `${token} 100%_sure` });
    await createProfessional(database.db, { name: `${token} 100xxsure` });
    const res = await request(app)
      .get("/api/professionals")
      .query({ search: `${token} 100%_` })
      .expect(200);
    expect(res.body.map((p: { id: number }) => p.id)).toEqual([literal.id]);
  });

  it("treats a blank search as no search", async () => {
    const cat = await createCategory(database.db);
    await createProfessional(database.db, { categoryId: cat.id });
    const res = await request(app)
      .get("/api/professionals")
      .query({ search: "   ", categoryIds: String(cat.id) })
      .expect(200);
    expect(res.body).toHaveLength(1);
  });

  it.each([["abc"], ["1.5"], ["-3"], [""]])("answers 400 naming categoryIds for categoryIds=%j", async (bad) => {
    const res = await request(app)
      .get(`/api/professionals?categoryIds=${encodeURIComponent(bad)}`)
      .expect(400);
    expect(res.body.message).toMatch(/categoryIds/);
    expect(res.headers["content-type"]).toMatch(/json/);
  });

  it("answers 400 when search is repeated", async () => {
    const res = await request(app).get("/api/professionals?search=a&search=b").expect(400);
    expect(res.body.message).toMatch(/search/);
  });

  it("returns one professional with its category name and structured-data fields", async () => {
    const cat = await createCategory(database.db);
    const biz = await createBusiness(database.db);
    const pro = await createProfessional(database.db, { categoryId: cat.id, businessId: biz.id, education: ["UTSA"], specialties: ["Estate planning"] });
    const res = await request(app).get(`/api/professionals/${pro.id}`).expect(200);
    expect(professionalSchema.parse(res.body)).toMatchObject({
      id: pro.id,
      businessId: biz.id,
      category: cat.name,
      education: ["UTSA"],
      specialties: ["Estate planning"],
      goldUntil: null,
    });
  });

  it("lists Gold professionals first while their listing is active", async () => {
    const cat = await createCategory(database.db);
    const basic = await createProfessional(database.db, { name: "Aaron Basic", categoryId: cat.id });
    const gold = await createProfessional(database.db, { name: "Zed Gold", categoryId: cat.id, goldUntil: "2999-01-01T00:00:00Z" });
    const lapsed = await createProfessional(database.db, { name: "Abe Lapsed", categoryId: cat.id, goldUntil: "2001-01-01T00:00:00Z" });
    const res = await request(app).get(`/api/professionals?categoryIds=${cat.id}`).expect(200);
    expect(res.body.map((p: { id: number }) => p.id)).toEqual([gold.id, basic.id, lapsed.id]);
    expect(res.body[0].goldUntil).toBe("2999-01-01T00:00:00Z");
    expect(res.body[2].goldUntil).toBeNull();
  });

  it.each(["abc", "1e3", "12x"])("answers 400 for the professional id %s, which is not a number", async (id) => {
    const res = await request(app).get(`/api/professionals/${id}`).expect(400);
    expect(res.body.message).toMatch(/id/);
  });

  it.each(["0", "-1", "1.5", "99999999999"])("answers 404 for the id %s, a number no listing has (as the page says Not Found)", async (id) => {
    expect((await request(app).get(`/api/professionals/${id}`).expect(404)).body.message).toBe(`No professional with id ${id}`);
    expect((await request(app).get(`/api/businesses/${id}`).expect(404)).body.message).toBe(`No business with id ${id}`);
  });

  it("answers 404 for an unknown professional or business", async () => {
    const pro = await createProfessional(database.db);
    await database.db.delete(professionals).where(eq(professionals.id, pro.id));
    expect((await request(app).get(`/api/professionals/${pro.id}`).expect(404)).body.message).toMatch(/professional/);
    expect((await request(app).get("/api/businesses/2147483647").expect(404)).body.message).toMatch(/business/);
  });

  it("lists businesses and returns one by id", async () => {
    const cat = await createCategory(database.db, { name: `Legal ${uniqueToken()}` });
    const biz = await createBusiness(database.db, { categoryId: cat.id, services: ["Wills"], zipCode: "78205" });
    // Other files add businesses to the shared PostgreSQL at the same time: walk the pages.
    const listed: number[] = [];
    for (let cursor: string | undefined, pages = 0; pages < 50 && !listed.includes(biz.id); pages++) {
      const page = await request(app)
        .get("/api/businesses")
        .query({ limit: 100, ...(cursor && { cursor }) })
        .expect(200);
      listed.push(...page.body.map((b: { id: number }) => b.id));
      cursor = page.headers[NEXT_CURSOR_HEADER.toLowerCase()];
      if (!cursor) break;
    }
    expect(listed).toContain(biz.id);
    const one = await request(app).get(`/api/businesses/${biz.id}`).expect(200);
    expect(businessSchema.parse(one.body)).toMatchObject({ id: biz.id, category: cat.name, services: ["Wills"], zipCode: "78205" });
    expect((await request(app).get("/api/businesses/x1").expect(400)).body.message).toMatch(/id/);
  });

  it("answers JSON 404 for an unknown API route", async () => {
    const res = await request(app).get("/api/nope").expect(404);
    expect(res.body.message).toMatch(/\/nope/);
  });
});

import request from "supertest";
import type { Express } from "express";
import { TOTAL_COUNT_HEADER } from "@shared/paging";
import { createApp } from "../../app";
import type { Database } from "../../db/client";
import { createCategory, createProfessional, uniqueToken } from "../../db/factories";
import { engines, openTestDatabase } from "../../test/database";

const ids = (res: request.Response) => (res.body as { id: number }[]).map((p) => p.id).sort((a, b) => a - b);

describe.each(engines)("GET /api/professionals?category=<slug> on %s", (engine) => {
  let database: Database;
  let app: Express;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    app = createApp({ db: database.db, stripe: null });
  });
  afterAll(() => database.close());

  it("filters by any of the repeated category slugs, the same rows as their ids", async () => {
    const [a, b, c] = [await createCategory(database.db), await createCategory(database.db), await createCategory(database.db)];
    const pa = await createProfessional(database.db, { categoryId: a.id });
    const pb = await createProfessional(database.db, { categoryId: b.id });
    await createProfessional(database.db, { categoryId: c.id });
    const bySlug = await request(app).get(`/api/professionals?category=${a.slug}&category=${b.slug}`).expect(200);
    expect(ids(bySlug)).toEqual([pa.id, pb.id].sort((x, y) => x - y));
    expect(bySlug.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe("2");
    const byId = await request(app).get(`/api/professionals?categoryIds=${a.id}&categoryIds=${b.id}`).expect(200);
    expect(bySlug.body).toEqual(byId.body);
    // The same slugs in another order are the same filter (and the same cache entry).
    expect((await request(app).get(`/api/professionals/?category=${b.slug}&category=${a.slug}`).expect(200)).body).toEqual(bySlug.body);
    expect(ids(await request(app).get(`/api/professionals?category=${a.slug}`).expect(200))).toEqual([pa.id]);
  });

  it("combines a category slug with a search", async () => {
    const token = uniqueToken("Slug");
    const [cat, other] = [await createCategory(database.db), await createCategory(database.db)];
    const match = await createProfessional(database.db, { name: `Ana ${token}`, categoryId: cat.id });
    await createProfessional(database.db, { name: `Bea ${token}`, categoryId: other.id });
    await createProfessional(database.db, { name: `Cy ${uniqueToken("else")}`, categoryId: cat.id });
    const res = await request(app)
      .get("/api/professionals")
      .query({ category: cat.slug, search: ` ${token.toUpperCase()} ` })
      .expect(200);
    expect(ids(res)).toEqual([match.id]);
  });

  it("matches nothing for an unknown slug, as for an unknown id", async () => {
    const cat = await createCategory(database.db);
    await createProfessional(database.db, { categoryId: cat.id });
    const slug = await request(app)
      .get(`/api/professionals?category=${uniqueToken("nosuch")}`)
      .expect(200);
    const id = await request(app).get("/api/professionals?categoryIds=999999999").expect(200);
    for (const res of [slug, id]) {
      expect(res.body).toEqual([]);
      expect(res.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe("0");
    }
    // A known slug beside an unknown one still finds its own.
    expect(
      (
        await request(app)
          .get(`/api/professionals?category=${cat.slug}&category=${uniqueToken("nosuch")}`)
          .expect(200)
      ).body,
    ).toHaveLength(1);
  });

  it("takes ids and slugs together as one set of categories", async () => {
    const [a, b] = [await createCategory(database.db), await createCategory(database.db)];
    const pa = await createProfessional(database.db, { categoryId: a.id });
    const pb = await createProfessional(database.db, { categoryId: b.id });
    const res = await request(app).get(`/api/professionals?categoryIds=${a.id}&category=${b.slug}`).expect(200);
    expect(ids(res)).toEqual([pa.id, pb.id].sort((x, y) => x - y));
  });

  it("pages a slug-filtered list with the cursor", async () => {
    const cat = await createCategory(database.db);
    const made = [
      await createProfessional(database.db, { categoryId: cat.id }),
      await createProfessional(database.db, { categoryId: cat.id }),
      await createProfessional(database.db, { categoryId: cat.id }),
    ];
    const first = await request(app).get(`/api/professionals?category=${cat.slug}&limit=2`).expect(200);
    const second = await request(app).get(`/api/professionals?category=${cat.slug}&limit=2&cursor=${first.headers["x-next-cursor"]}`).expect(200);
    expect([...ids(first), ...ids(second)].sort((x, y) => x - y)).toEqual(made.map((p) => p.id).sort((x, y) => x - y));
  });

  it.each([["Banking"], ["has space"], ["<script>"], [""], ["x".repeat(61)]])("answers 400 naming category for category=%j", async (bad) => {
    const res = await request(app).get("/api/professionals").query({ category: bad }).expect(400);
    expect(res.body.message).toMatch(/category/);
    expect(res.headers["content-type"]).toMatch(/json/);
  });

  it("answers 400 for more than 50 slugs", async () => {
    const query = Array.from({ length: 51 }, (_, i) => `category=c${i}`).join("&");
    const res = await request(app).get(`/api/professionals?${query}`).expect(400);
    expect(res.body.message).toMatch(/category may name at most 50/);
  });
});

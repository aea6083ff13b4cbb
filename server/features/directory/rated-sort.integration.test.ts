import request from "supertest";
import type { ReviewStatus } from "@shared/reviews";
import type { Db } from "../../db/client";
import { createBusiness, createCategory, createProfessional, uniqueToken } from "../../db/factories";
import { reviews } from "../../db/review-schema";
import { users } from "../../db/schema";
import { engines } from "../../test/database";
import { openPrivateDatabase } from "../../test/private-database";
import { setupTestApp } from "../../test/test-app";

const TEXT = "They came on time, explained the options and the price, and cleaned up after the work was done.";
const GOLD = "2999-01-01T00:00:00Z";

/** Reviews written straight to the table (the writing API has its own tests); the database's triggers keep each listing's count and star sum. */
async function review(db: Db, kind: "business" | "professional", listingId: number, stars: number[], status: ReviewStatus = "published") {
  for (const s of stars) {
    const userId = uniqueToken("u");
    await db.insert(users).values({ id: userId, email: `${userId}@example.test`, name: "Test Member" });
    await db
      .insert(reviews)
      .values({ listingKind: kind, listingId, userId, stars: s, body: `${TEXT} ${userId}`, visitMonth: "2026-01", shownName: "Lupe T.", status });
  }
}

/**
 * "Highest rated" (issue 30) on /api/professionals and /api/businesses: the average of published
 * reviews, then their count, then name and id; listings with no published review last; Gold
 * never moves a listing in this order.
 */
describe.each(engines)("highest rated lists on %s", (engine) => {
  const { database, app } = setupTestApp(engine, undefined, openPrivateDatabase);
  const db = () => database.db;
  const ids = (res: request.Response) => (res.body as { id: number }[]).map((r) => r.id);

  /** Every page of a list, following X-Next-Cursor. */
  async function allPages(url: string) {
    const pages: number[][] = [];
    let cursor: string | undefined;
    do {
      const res = await request(app)
        .get(url + (cursor ? `&cursor=${cursor}` : ""))
        .expect(200);
      pages.push(ids(res));
      cursor = res.headers["x-next-cursor"];
    } while (cursor && pages.length < 20);
    return pages;
  }

  it("orders professionals by average, then count, then name; no reviews last; Gold changes nothing", async () => {
    const cat = await createCategory(db());
    const pro = (name: string, goldUntil?: string) => createProfessional(db(), { name, categoryId: cat.id, ...(goldUntil && { goldUntil }) });
    const ana = await pro("Ana");
    const bea = await pro("Bea");
    const cruz = await pro("Cruz");
    const dee = await pro("Dee", GOLD);
    const eli = await pro("Eli");
    const fay = await pro("Fay", GOLD);
    const gus = await pro("Gus");
    const hal = await pro("Hal");
    await review(db(), "professional", ana.id, [5, 4]);
    await review(db(), "professional", bea.id, [5]);
    await review(db(), "professional", cruz.id, [5, 5, 5]);
    await review(db(), "professional", dee.id, [3]);
    await review(db(), "professional", gus.id, [4, 5]);
    // Not recommended, held and removed reviews count for nothing: Hal has no average.
    await review(db(), "professional", hal.id, [5], "not_recommended");
    await review(db(), "professional", hal.id, [5], "held");
    await review(db(), "professional", eli.id, [1], "removed");
    const expected = [cruz.id, bea.id, ana.id, gus.id, dee.id, eli.id, fay.id, hal.id];

    const usual = await request(app).get(`/api/professionals?categoryIds=${cat.id}`).expect(200);
    expect(ids(usual).slice(0, 2)).toEqual([dee.id, fay.id]); // the usual order puts Gold first …
    const rated = await request(app).get(`/api/professionals?categoryIds=${cat.id}&sort=rated`).expect(200);
    expect(ids(rated)).toEqual(expected); // … highest rated does not
    expect(rated.headers["x-total-count"]).toBe("8");
    expect(rated.body[0]).toMatchObject({ reviewCount: 3, reviewAverage: 5 });
    // Pages of any size meet end to end in the same order.
    expect((await allPages(`/api/professionals?categoryIds=${cat.id}&sort=rated&limit=3`)).flat()).toEqual(expected);
    expect((await allPages(`/api/professionals?categoryIds=${cat.id}&sort=rated&limit=1`)).flat()).toEqual(expected);

    // Gold bought or lapsed moves nothing; a newly published review does (the cached first page is dropped).
    await createProfessional(db(), { name: "Ivy", categoryId: cat.id, goldUntil: GOLD }).then((ivy) => expected.push(ivy.id)); // last by name among the unreviewed, Gold or not
    await review(db(), "professional", eli.id, [5, 5, 5, 5]);
    const after = await request(app).get(`/api/professionals?categoryIds=${cat.id}&sort=rated`).expect(200);
    expect(ids(after)).toEqual([eli.id, ...expected.filter((id) => id !== eli.id)]);
  });

  it("orders businesses the same way, with a search term too, and pages them", async () => {
    const cat = await createCategory(db());
    const word = uniqueToken("ratedbiz").toLowerCase();
    const biz = (name: string) => createBusiness(db(), { name: `${name} ${word}`, categoryId: cat.id });
    const low = await biz("Alpha");
    const none = await biz("Beta");
    const top = await biz("Gamma");
    const mid = await biz("Delta");
    await review(db(), "business", low.id, [2, 3]);
    await review(db(), "business", top.id, [5, 4, 5]);
    await review(db(), "business", mid.id, [4]);
    const expected = [top.id, mid.id, low.id, none.id];
    expect(ids(await request(app).get(`/api/businesses?categoryIds=${cat.id}&sort=rated`).expect(200))).toEqual(expected);
    expect((await allPages(`/api/businesses?categoryIds=${cat.id}&sort=rated&limit=2`)).flat()).toEqual(expected);
    expect(ids(await request(app).get(`/api/businesses?search=${word}&sort=rated`).expect(200))).toEqual(expected);
    expect(ids(await request(app).get(`/api/businesses?categoryIds=${cat.id}&sort=rated&near=78205`).expect(200))).toEqual(expected);
  });

  it("answers 400 naming the field for an unknown sort or a forged cursor", async () => {
    const bad = await request(app).get("/api/professionals?sort=stars").expect(400);
    expect(bad.body.message).toContain("sort");
    const forged = Buffer.from(JSON.stringify({ a: "5; drop table", c: 1, n: "x", i: 1 })).toString("base64url");
    expect((await request(app).get(`/api/businesses?sort=rated&cursor=${forged}`).expect(400)).body.message).toContain("cursor");
    // A name-order cursor is not a highest-rated one.
    const nameCursor = Buffer.from(JSON.stringify({ g: 0, n: "x", i: 1 })).toString("base64url");
    await request(app).get(`/api/professionals?sort=rated&cursor=${nameCursor}`).expect(400);
    await request(app).get("/api/professionals?sort=distance").expect(400);
  });
});

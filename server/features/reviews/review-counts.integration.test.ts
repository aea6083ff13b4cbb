import { eq } from "drizzle-orm";
import request from "supertest";
import * as queryKeys from "@shared/query-keys";
import { reviewSummarySchema } from "@shared/reviews-schema";
import type { ReviewStatus } from "@shared/reviews";
import type { Db } from "../../db/client";
import { createBusiness, createProfessional, uniqueToken } from "../../db/factories";
import { reviews } from "../../db/review-schema";
import { businesses, professionals, users } from "../../db/schema";
import { engines } from "../../test/database";
import { openPrivateDatabase } from "../../test/private-database";
import { readHead, readInitialData, seeded, seoTestApp } from "../../test/seo-kit";
import { setupTestApp } from "../../test/test-app";

const HOST = "directory.test";
const TEXT = "We came in on a Tuesday morning; they answered every question and finished on time, as promised.";

/** A review row written straight to the table (the writing API has its own tests), by a new user. */
async function seedReview(db: Db, kind: "business" | "professional", listingId: number, stars: number, status: ReviewStatus) {
  const userId = uniqueToken("u");
  await db.insert(users).values({ id: userId, email: `${userId}@example.test`, name: "Test Member" });
  const [row] = await db
    .insert(reviews)
    .values({ listingKind: kind, listingId, userId, stars, body: `${TEXT} ${userId}`, visitMonth: "2026-01", shownName: "Lupe T.", status })
    .returning({ id: reviews.id });
  return row!.id;
}

/**
 * Issue 30: a listing's published reviews' count and star sum, kept by the database in the same
 * transaction as every review write (migration 0033), what its card shows; and a listing page's
 * first data and JSON-LD carrying its reviews.
 */
describe.each(engines)("reviews on cards, in first data and in JSON-LD on %s", (engine) => {
  const { database, app } = setupTestApp(engine, seoTestApp, openPrivateDatabase);
  const db = () => database.db;
  const counts = async (id: number) =>
    (await db().select({ c: businesses.reviewCount, s: businesses.reviewStarSum }).from(businesses).where(eq(businesses.id, id)))[0];

  it("keeps the count and star sum of published reviews through writes, moderation and deletes; Gold changes nothing", async () => {
    const biz = await createBusiness(db());
    const a = await seedReview(db(), "business", biz.id, 5, "published");
    await seedReview(db(), "business", biz.id, 2, "published");
    const held = await seedReview(db(), "business", biz.id, 1, "held");
    await seedReview(db(), "business", biz.id, 1, "not_recommended");
    expect(await counts(biz.id)).toEqual({ c: 2, s: 7 });
    await db().update(reviews).set({ status: "published" }).where(eq(reviews.id, held));
    expect(await counts(biz.id)).toEqual({ c: 3, s: 8 });
    await db().update(reviews).set({ stars: 3 }).where(eq(reviews.id, a));
    expect(await counts(biz.id)).toEqual({ c: 3, s: 6 });
    await db().update(reviews).set({ status: "removed" }).where(eq(reviews.id, a));
    expect(await counts(biz.id)).toEqual({ c: 2, s: 3 });
    await db().delete(reviews).where(eq(reviews.id, held));
    expect(await counts(biz.id)).toEqual({ c: 1, s: 2 });

    const list = await request(app)
      .get(`/api/businesses?search=${encodeURIComponent(biz.name)}`)
      .expect(200);
    expect(list.body.find((b: { id: number }) => b.id === biz.id)).toMatchObject({ reviewCount: 1, reviewAverage: 2 });
    expect((await request(app).get(`/api/businesses/${biz.id}`).expect(200)).body).toMatchObject({ reviewCount: 1, reviewAverage: 2 });

    const pro = await createProfessional(db());
    await seedReview(db(), "professional", pro.id, 4, "published");
    await seedReview(db(), "professional", pro.id, 5, "published");
    await seedReview(db(), "professional", pro.id, 5, "published");
    const before = (await request(app).get(`/api/professionals/${pro.id}`).expect(200)).body;
    expect(before).toMatchObject({ reviewCount: 3, reviewAverage: 4.7 });
    await db()
      .update(professionals)
      .set({ goldUntil: new Date(Date.now() + 86_400_000).toISOString() })
      .where(eq(professionals.id, pro.id));
    expect((await request(app).get(`/api/professionals/${pro.id}`).expect(200)).body).toMatchObject({ reviewCount: 3, reviewAverage: 4.7 });
    expect(
      (
        await request(app)
          .get(`/api/professionals/${(await createProfessional(db())).id}`)
          .expect(200)
      ).body,
    ).toMatchObject({
      reviewCount: 0,
      reviewAverage: null,
    });
  });

  it("a business page's first data holds its reviews answer and its JSON-LD their rating; a cached page follows a new review", async () => {
    const biz = await createBusiness(db());
    const page = () => request(app).get(`/business/${biz.id}`).set("Host", HOST).expect(200);
    const key = queryKeys.listingReviewsView("business", biz.id, "newest", false);

    // No published review: an empty answer in the first data, no rating in the JSON-LD (a not-recommended one is not counted).
    await seedReview(db(), "business", biz.id, 1, "not_recommended");
    let res = await page();
    let entry = seeded(readInitialData(res.text), [...key]);
    expect(reviewSummarySchema.parse(entry?.data)).toMatchObject({ count: 0, average: null, notRecommendedCount: 1, reviews: [] });
    let ld = readHead(res.text).jsonLd[0]!;
    expect(ld).not.toHaveProperty("aggregateRating");
    expect(ld).not.toHaveProperty("review");

    await seedReview(db(), "business", biz.id, 5, "published");
    await seedReview(db(), "business", biz.id, 4, "published");
    res = await page();
    entry = seeded(readInitialData(res.text), [...key]);
    const summary = reviewSummarySchema.parse(entry?.data);
    // The same answer as the API's.
    expect(summary).toEqual((await request(app).get(`/api/listings/business/${biz.id}/reviews`).expect(200)).body);
    expect(summary).toMatchObject({ count: 2, average: 4.5 });
    ld = readHead(res.text).jsonLd[0]!;
    expect(ld["@id"]).toContain(`/business/${biz.id}`);
    expect(ld.aggregateRating).toEqual({ "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 });
    expect(ld.review).toEqual([
      expect.objectContaining({ "@type": "Review", author: { "@type": "Person", name: "Lupe T." }, reviewRating: expect.objectContaining({ ratingValue: 4 }) }),
      expect.objectContaining({ "@type": "Review", reviewRating: expect.objectContaining({ ratingValue: 5 }) }),
    ]);
    expect(JSON.stringify(ld)).not.toContain("example.test");
  });

  it("a professional page's first data holds its reviews; its Person carries no rating (not a type review snippets take)", async () => {
    const pro = await createProfessional(db());
    await seedReview(db(), "professional", pro.id, 5, "published");
    const res = await request(app).get(`/professional/${pro.id}`).set("Host", HOST).expect(200);
    const entry = seeded(readInitialData(res.text), [...queryKeys.listingReviewsView("professional", pro.id, "newest", false)]);
    expect(reviewSummarySchema.parse(entry?.data)).toMatchObject({ count: 1, average: 5 });
    const person = readHead(res.text).jsonLd[0]!;
    expect(person["@type"]).toBe("Person");
    expect(person).not.toHaveProperty("aggregateRating");
  });
});

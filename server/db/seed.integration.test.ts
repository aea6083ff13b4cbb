import { asc, eq, getTableColumns, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { openPrivateDatabase } from "../test/private-database";
import { engines } from "../test/database";
import { setupTestDatabase } from "../test/test-app";
import type { Database } from "./client";
import { loadSampleData, sampleExternalId } from "./load-sample-data";
import { businesses, categories, professionals } from "./schema";
import { isDirectoryEmpty, resetSampleData, seedSampleData } from "./seed";
import { reviews } from "./review-schema";
import { sampleReviews } from "./sample-reviews";

/** Each table read back in insertion order, with its references turned back into the files' handles. */
async function readBack({ db }: Database) {
  const cat = alias(categories, "cat");
  const biz = alias(businesses, "biz");
  const { id: _c, ...categoryColumns } = getTableColumns(categories);
  const {
    id: _b,
    categoryId: _bc,
    createdAt: _bt,
    updatedAt: _bu,
    unpublishedAt: _bp,
    searchText: _bs,
    reviewCount: _brc,
    reviewStarSum: _brs,
    ...businessColumns
  } = getTableColumns(businesses);
  const {
    id: _p,
    businessId: _pb,
    categoryId: _pc,
    goldUntil: _pg,
    createdAt: _pt,
    updatedAt: _pu,
    unpublishedAt: _pp,
    searchText: _ps,
    reviewCount: _prc,
    reviewStarSum: _prs,
    ...professionalColumns
  } = getTableColumns(professionals);
  return {
    categories: await db.select(categoryColumns).from(categories).orderBy(asc(categories.id)),
    businesses: await db
      .select({ ...businessColumns, category: cat.slug })
      .from(businesses)
      .leftJoin(cat, eq(cat.id, businesses.categoryId))
      .orderBy(asc(businesses.id)),
    professionals: await db
      .select({ ...professionalColumns, category: cat.slug, businessName: biz.name, goldUntil: professionals.goldUntil })
      .from(professionals)
      .leftJoin(cat, eq(cat.id, professionals.categoryId))
      .leftJoin(biz, eq(biz.id, professionals.businessId))
      .orderBy(asc(professionals.id)),
  };
}

describe.each(engines)("the sample data seed on %s", (engine) => {
  const database = setupTestDatabase(engine, openPrivateDatabase);

  it("inserts every row of the files as written, each linked to its category and business", async () => {
    expect(await isDirectoryEmpty(database.db)).toBe(true);
    const sample = loadSampleData();
    expect(await seedSampleData(database.db)).toEqual({
      categories: sample.categories.length,
      businesses: sample.businesses.length,
      professionals: sample.professionals.length,
      reviews: sampleReviews.length,
    });
    const businessName = new Map(sample.businesses.map((b) => [b.key, b.name]));
    const rows = await readBack(database);
    expect(rows.categories).toEqual(sample.categories);
    // Each listing keeps its sample key as its external id (articles name listings by it).
    // No owner or staff has checked a sample listing yet (issue 16's freshness columns), nor let it take appointment requests (issue 31).
    const unchecked = { ownerUpdatedAt: null, staffCheckedAt: null, freshnessRemindedAt: null, acceptsAppointments: false };
    expect(rows.businesses).toEqual(sample.businesses.map(({ key, ...b }) => ({ ...b, ...unchecked, externalId: sampleExternalId(key) })));
    expect(rows.professionals).toEqual(
      sample.professionals.map(({ key, business, ...p }) => ({
        ...p,
        ...unchecked,
        externalId: sampleExternalId(key),
        businessName: business === null ? null : businessName.get(business),
        goldUntil: null,
      })),
    );
    // The sample reviews (issue 30): each marked as sample, published, counted on its listing.
    const written = await database.db.select({ body: reviews.body, status: reviews.status }).from(reviews);
    expect(written).toHaveLength(sampleReviews.length);
    expect(written.every((r) => r.status === "published" && /\((Sample review|Reseña de muestra)\.\)$/.test(r.body))).toBe(true);
    const [counted] = await database.db
      .select({ n: sql<number>`sum(${businesses.reviewCount}) + (select sum(review_count) from professionals)` })
      .from(businesses);
    expect(Number(counted!.n)).toBe(sampleReviews.length);
    expect(await isDirectoryEmpty(database.db)).toBe(false);
  });

  it("db:seed replaces the listings with the same rows", async () => {
    const before = await readBack(database);
    await resetSampleData(database.db);
    expect(await readBack(database)).toEqual(before);
    expect(await database.db.$count(reviews)).toBe(sampleReviews.length);
  });
});

import { count, gt, like } from "drizzle-orm";
import type { Db } from "./client";
import { createBusinesses, createCategories, createProfessionals } from "./factories";
import { loadSampleData, sampleExternalId } from "./load-sample-data";
import { businesses, categories, professionals, users } from "./schema";
import { seedSampleReviews } from "./sample-reviews";

export async function isDirectoryEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(categories);
  return (row?.n ?? 0) === 0;
}

/** Inserts the fictional sample listings (server/db/sample-data) and their few sample reviews in one transaction, one INSERT per table. */
export async function seedSampleData(db: Db): Promise<{ categories: number; businesses: number; professionals: number; reviews: number }> {
  const sample = loadSampleData();
  return db.transaction(async (tx) => {
    const cats = await createCategories(tx, sample.categories);
    // The loader has checked every slug and key a row refers to, so each lookup finds its id.
    const categoryId = new Map(sample.categories.map((c, i) => [c.slug, cats[i]!.id]));

    const bizRows = await createBusinesses(
      tx,
      sample.businesses.map(({ key, category, ...b }) => ({ ...b, externalId: sampleExternalId(key), categoryId: categoryId.get(category)! })),
    );
    const businessId = new Map(sample.businesses.map((b, i) => [b.key, bizRows[i]!.id]));

    const proRows = await createProfessionals(
      tx,
      sample.professionals.map(({ key, business, category, ...p }) => ({
        ...p,
        externalId: sampleExternalId(key),
        businessId: business === null ? null : businessId.get(business)!,
        categoryId: categoryId.get(category)!,
      })),
    );
    const proId = new Map(sample.professionals.map((p, i) => [p.key, proRows[i]!.id]));
    const reviewCount = await seedSampleReviews(tx, (ref) => {
      const [kind, key] = ref.split(":") as [string, string];
      return kind === "business" ? businessId.get(key) : proId.get(key);
    });
    return { categories: cats.length, businesses: bizRows.length, professionals: proRows.length, reviews: reviewCount };
  });
}

/** `npm run db:seed`: replaces every listing with the sample data (messages and payments are kept). */
export async function resetSampleData(db: Db) {
  // DELETE, not TRUNCATE ... CASCADE, which would also empty payments (it references professionals).
  await db.transaction(async (tx) => {
    // The sample reviewers, and with them their reviews (the listings they were about are going too).
    await tx.delete(users).where(like(users.email, "sample-reviewer-%@example.com"));
    await tx.delete(professionals).where(gt(professionals.id, 0));
    await tx.delete(businesses).where(gt(businesses.id, 0));
    await tx.delete(categories).where(gt(categories.id, 0));
  });
  return seedSampleData(db);
}

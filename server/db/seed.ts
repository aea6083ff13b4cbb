import { count, gt } from "drizzle-orm";
import type { Db } from "./client";
import { sampleBusinesses, sampleCategories, sampleProfessionals } from "./sample-data";
import { businesses, categories, professionals } from "./schema";

export async function isDirectoryEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(categories);
  return (row?.n ?? 0) === 0;
}

/** Inserts the fictional sample listings in one transaction. */
export async function seedSampleData(db: Db): Promise<{ categories: number; businesses: number; professionals: number }> {
  return db.transaction(async (tx) => {
    const cats = await tx
      .insert(categories)
      .values(sampleCategories.map((c) => ({ name: c.name, slug: c.slug })))
      .returning({ id: categories.id, slug: categories.slug });
    const categoryId = new Map(cats.map((c) => [c.slug, c.id]));

    const bizRows = await tx
      .insert(businesses)
      .values(sampleBusinesses.map(({ key: _key, category, ...b }) => ({ ...b, categoryId: categoryId.get(category) ?? null })))
      .returning({ id: businesses.id });
    const businessId = new Map(sampleBusinesses.map((b, i) => [b.key, bizRows[i]!.id]));

    await tx.insert(professionals).values(
      sampleProfessionals.map(({ business, category, ...p }) => ({
        ...p,
        businessId: business ? (businessId.get(business) ?? null) : null,
        categoryId: categoryId.get(category) ?? null,
      })),
    );
    return { categories: cats.length, businesses: bizRows.length, professionals: sampleProfessionals.length };
  });
}

/** `npm run db:seed`: replaces every listing with the sample data (messages and payments are kept). */
export async function resetSampleData(db: Db) {
  // DELETE, not TRUNCATE ... CASCADE, which would also empty payments (it references professionals).
  await db.transaction(async (tx) => {
    await tx.delete(professionals).where(gt(professionals.id, 0));
    await tx.delete(businesses).where(gt(businesses.id, 0));
    await tx.delete(categories).where(gt(categories.id, 0));
  });
  return seedSampleData(db);
}

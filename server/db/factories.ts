import type { Db } from "./client";
import { businesses, categories, professionals } from "./schema";

/**
 * Data factories shared by the seed and the tests: every call makes its own rows,
 * with unique defaults, so tests never depend on each other's data.
 */
type NewCategory = typeof categories.$inferInsert;
type NewBusiness = typeof businesses.$inferInsert;
type NewProfessional = typeof professionals.$inferInsert;

let counter = 0;
export function uniqueToken(prefix = "t"): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${process.pid.toString(36)}${counter.toString(36)}`;
}

export async function createCategory(db: Db, overrides: Partial<NewCategory> = {}) {
  const token = uniqueToken("cat");
  const [row] = await db
    .insert(categories)
    .values({ name: `Category ${token}`, slug: token, ...overrides })
    .returning();
  return row!;
}

export async function createBusiness(db: Db, overrides: Partial<NewBusiness> = {}) {
  const token = uniqueToken("biz");
  const [row] = await db
    .insert(businesses)
    .values({
      name: `Business ${token}`,
      description: "A sample business used by the tests.",
      address: "100 Sample St, San Antonio, TX 78205",
      phone: "210-555-0100",
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createProfessional(db: Db, overrides: Partial<NewProfessional> = {}) {
  const token = uniqueToken("pro");
  const [row] = await db
    .insert(professionals)
    .values({ name: `Professional ${token}`, title: "Sample Title", ...overrides })
    .returning();
  return row!;
}

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

export function buildCategory(overrides: Partial<NewCategory> = {}): NewCategory {
  const token = uniqueToken("cat");
  return { name: `Category ${token}`, slug: token, ...overrides };
}

export function buildBusiness(overrides: Partial<NewBusiness> = {}): NewBusiness {
  return {
    name: `Business ${uniqueToken("biz")}`,
    description: "A sample business used by the tests.",
    address: "100 Sample St, San Antonio, TX 78205",
    phone: "210-555-0100",
    ...overrides,
  };
}

export function buildProfessional(overrides: Partial<NewProfessional> = {}): NewProfessional {
  return { name: `Professional ${uniqueToken("pro")}`, title: "Sample Title", ...overrides };
}

// The plural factories insert all their rows in one statement and answer only the new ids, in
// the order of the rows: RETURNING lists the rows in the order of the VALUES list (PostgreSQL's
// behaviour for one INSERT ... VALUES), and the caller already has the rest of each row (sending
// the seed's biographies back would cost a quarter of its time on PGlite).

export async function createCategories(db: Db, rows: Partial<NewCategory>[]): Promise<{ id: number }[]> {
  return rows.length === 0
    ? []
    : db
        .insert(categories)
        .values(rows.map((row) => buildCategory(row)))
        .returning({ id: categories.id });
}

export async function createBusinesses(db: Db, rows: Partial<NewBusiness>[]): Promise<{ id: number }[]> {
  return rows.length === 0
    ? []
    : db
        .insert(businesses)
        .values(rows.map((row) => buildBusiness(row)))
        .returning({ id: businesses.id });
}

export async function createProfessionals(db: Db, rows: Partial<NewProfessional>[]): Promise<{ id: number }[]> {
  return rows.length === 0
    ? []
    : db
        .insert(professionals)
        .values(rows.map((row) => buildProfessional(row)))
        .returning({ id: professionals.id });
}

export async function createCategory(db: Db, overrides: Partial<NewCategory> = {}) {
  const [row] = await db.insert(categories).values(buildCategory(overrides)).returning();
  return row!;
}

export async function createBusiness(db: Db, overrides: Partial<NewBusiness> = {}) {
  const [row] = await db.insert(businesses).values(buildBusiness(overrides)).returning();
  return row!;
}

export async function createProfessional(db: Db, overrides: Partial<NewProfessional> = {}) {
  const [row] = await db.insert(professionals).values(buildProfessional(overrides)).returning();
  return row!;
}

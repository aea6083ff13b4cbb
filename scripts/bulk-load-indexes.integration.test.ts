import { eq, sql } from "drizzle-orm";
import { createProfessionals } from "../server/db/factories";
import { professionalSearch, professionals, searchWords } from "../server/db/schema";
import { engines } from "../server/test/database";
import { openPrivateDatabase } from "../server/test/private-database";
import { setupTestDatabase } from "../server/test/test-app";
import { BULK_TABLES, secondaryIndexes, withoutSecondaryIndexes } from "./bulk-load-indexes";

describe.each(engines)("a bulk load without the secondary indexes (db:generate-data) on %s", (engine) => {
  // A database of its own: dropping the shared one's indexes would stop every file running beside it.
  const database = setupTestDatabase(engine, openPrivateDatabase);

  it("drops them for the load, brings back the same definitions, and the triggers still fill professional_search and search_words", async () => {
    const { db } = database;
    const before = await secondaryIndexes(db, BULK_TABLES);
    expect(before.map((i) => i.name)).toEqual(expect.arrayContaining(["professional_search_text_trgm_idx", "professionals_search_text_trgm_idx"]));
    expect(before.every((i) => i.definition.startsWith("CREATE INDEX"))).toBe(true);
    let during: number | undefined;
    let ids: number[] = [];
    const { indexes } = await withoutSecondaryIndexes(db, BULK_TABLES, async (tx) => {
      during = (await secondaryIndexes(tx, BULK_TABLES)).length;
      ids = (await createProfessionals(tx, [{ name: "Bulkload Qwertyzz" }, { name: "Bulkload Qwertyzz Jr" }])).map((r) => r.id);
    });
    expect(during).toBe(0);
    expect(indexes).toBe(before.length);
    expect(await secondaryIndexes(db, BULK_TABLES)).toEqual(before);
    const searchRows = await db
      .select({ id: professionalSearch.id })
      .from(professionalSearch)
      .where(sql`${professionalSearch.id} in (${sql.join(ids, sql`, `)})`);
    expect(searchRows).toHaveLength(2);
    expect(await db.select({ word: searchWords.word }).from(searchWords).where(eq(searchWords.word, "qwertyzz"))).toHaveLength(1);
  });

  it("leaves the indexes and the rows as they were when the load fails half-way", async () => {
    const { db } = database;
    const before = await secondaryIndexes(db, BULK_TABLES);
    const failing = withoutSecondaryIndexes(db, BULK_TABLES, async (tx) => {
      await createProfessionals(tx, [{ name: "Bulkload Interrupted" }]);
      throw new Error("interrupted");
    });
    await expect(failing).rejects.toThrow("interrupted");
    expect(await secondaryIndexes(db, BULK_TABLES)).toEqual(before);
    expect(await db.select({ id: professionals.id }).from(professionals).where(eq(professionals.name, "Bulkload Interrupted"))).toHaveLength(0);
  });
});

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { asc, inArray, sql } from "drizzle-orm";
import { engines } from "../test/database";
import { openPrivateDatabase } from "../test/private-database";
import { setupTestDatabase } from "../test/test-app";
import { createProfessionals } from "./factories";
import { migrationsFolder } from "./migrate";
import { professionals } from "./schema";

// Found by its name, not its number: migration numbers are renumbered when branches merge.
const file = readdirSync(migrationsFolder).find((f) => f.endsWith("_sample_silhouettes_to_monograms.sql"));
const statement = readFileSync(join(migrationsFolder, file ?? "missing-migration.sql"), "utf8");

// The statement's UPDATE would touch other files' rows on the shared PostgreSQL: this file has a database of its own.
describe.each(engines)("the migration retiring the sample silhouettes, on %s", (engine) => {
  const database = setupTestDatabase(engine, openPrivateDatabase);

  it("clears the six deleted silhouettes' addresses, and no other photo", async () => {
    const photos = ["/images/professionals/p1.svg", "/images/professionals/p6.svg", "https://www.example.com/ana.jpg", "/images/professionals/p7.svg", null];
    const ids = (
      await createProfessionals(
        database.db,
        photos.map((photoUrl) => ({ photoUrl })),
      )
    ).map((r) => r.id);
    // As a database seeded before the migration meets it (the test database has run it once already, empty).
    await database.db.execute(sql.raw(statement));
    const rows = await database.db
      .select({ photoUrl: professionals.photoUrl })
      .from(professionals)
      .where(inArray(professionals.id, ids))
      .orderBy(asc(professionals.id));
    expect(rows.map((r) => r.photoUrl)).toEqual([null, null, "https://www.example.com/ana.jpg", "/images/professionals/p7.svg", null]);
  });
});

import { sql } from "drizzle-orm";
import { openTestDatabase } from "./database";
import { openPrivateDatabase } from "./private-database";

const marker = (database: { db: { execute: (q: ReturnType<typeof sql>) => Promise<unknown> } }) =>
  database.db.execute(sql`SELECT count(*)::int AS n FROM pg_temp_marker`).then(
    () => true,
    () => false,
  );

/**
 * Issue 27: a node worker's files share one embedded database (server/test/database.ts), as they
 * share DATABASE_URL's; closing a file's handle leaves it open for the worker's next file, and a
 * private database is a separate one that closes for real.
 */
describe.runIf(process.env.SABD_WORKER_PGLITE)("the node project's embedded test database", () => {
  it("is one database per worker: a second open sees the first's writes, and close leaves it open", async () => {
    const first = await openTestDatabase("pglite");
    await first.db.execute(sql`CREATE TEMP TABLE IF NOT EXISTS pg_temp_marker (x int)`);
    await first.close();
    const second = await openTestDatabase("pglite");
    expect(await marker(second)).toBe(true);
    await second.close();
  });

  it("gives a private database of the file's own, which does not see the shared one and closes for real", async () => {
    const shared = await openTestDatabase("pglite");
    await shared.db.execute(sql`CREATE TEMP TABLE IF NOT EXISTS pg_temp_marker (x int)`);
    const own = await openPrivateDatabase("pglite");
    expect(await marker(own)).toBe(false);
    await own.close();
    await expect(own.db.execute(sql`SELECT 1`)).rejects.toThrow();
    expect(await marker(shared)).toBe(true);
    await shared.db.execute(sql`DROP TABLE pg_temp_marker`);
  });
});

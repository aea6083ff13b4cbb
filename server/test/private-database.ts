import { openDatabase, type Database, type DatabaseOptions } from "../db/client";
import { openPglite, type Engine } from "./database";
import { databaseFromTemplate } from "./postgres-template";

/**
 * A migrated database that only this test file writes to, so it can count every row, and that it
 * can close to see what its app does without a database (openTestDatabase's is shared): a PGlite
 * copy, or on PostgreSQL a new database beside DATABASE_URL's, dropped on close.
 */
export async function openPrivateDatabase(engine: Engine, pool: Pick<DatabaseOptions, "connectTimeoutMs" | "queryTimeoutMs"> = {}): Promise<Database> {
  if (engine === "pglite") return openPglite();
  const copy = await databaseFromTemplate(process.env.DATABASE_URL!, "sabd_private");
  const database = await openDatabase({ databaseUrl: copy.url, ...pool });
  return {
    ...database,
    close: async () => {
      await database.close();
      await copy.drop();
    },
  };
}

import { openDatabase, type Database, type DatabaseOptions } from "../db/client";
import { openTestDatabase, type Engine } from "./database";
import { databaseFromTemplate } from "./postgres-template";

/**
 * A migrated database that only this test file writes to, so it can count every row:
 * a PGlite copy, or on PostgreSQL a new database beside DATABASE_URL's, dropped on close.
 */
export async function openPrivateDatabase(engine: Engine, pool: Pick<DatabaseOptions, "connectTimeoutMs" | "queryTimeoutMs"> = {}): Promise<Database> {
  if (engine === "pglite") return openTestDatabase(engine);
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

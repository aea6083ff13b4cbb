import { randomBytes } from "node:crypto";
import { openDatabase, type Database, type DatabaseOptions } from "../db/client";
import { openTestDatabase, type Engine } from "./database";
import { asAdmin, templateName } from "./postgres-template";

/**
 * A migrated database that only this test file writes to, so it can count every row:
 * a PGlite copy, or on PostgreSQL a new database beside DATABASE_URL's, dropped on close.
 */
export async function openPrivateDatabase(engine: Engine, pool: Pick<DatabaseOptions, "connectTimeoutMs" | "queryTimeoutMs"> = {}): Promise<Database> {
  if (engine === "pglite") return openTestDatabase(engine);
  const adminUrl = process.env.DATABASE_URL!;
  const name = `sabd_private_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  await asAdmin(adminUrl, `create database ${name} template ${templateName(adminUrl)}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.href, ...pool });
  return {
    ...database,
    close: async () => {
      await database.close();
      await asAdmin(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

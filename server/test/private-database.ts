import { randomBytes } from "node:crypto";
import { openDatabase, type Database, type DatabaseOptions } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import { connectPgClient } from "../db/pg-pool";
import { openTestDatabase, type Engine } from "./database";

/**
 * A migrated database that only this test file writes to, so it can count every row:
 * a PGlite copy, or on PostgreSQL a new database beside DATABASE_URL's, dropped on close.
 */
export async function openPrivateDatabase(engine: Engine, pool: Pick<DatabaseOptions, "connectTimeoutMs" | "queryTimeoutMs"> = {}): Promise<Database> {
  if (engine === "pglite") return openTestDatabase(engine);
  const adminUrl = new URL(process.env.DATABASE_URL!);
  const name = `sabd_private_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = await connectPgClient(adminUrl.href);
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl.href);
  url.pathname = `/${name}`;
  // Migrated on a pool without the query timeout, as the server does it.
  const migrator = await openDatabase({ databaseUrl: url.href });
  await migrateDatabase(migrator).finally(() => migrator.close());
  const database = await openDatabase({ databaseUrl: url.href, ...pool });
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

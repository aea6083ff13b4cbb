import { join } from "node:path";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { repoRoot } from "../lib/repo-root";
import type { Database } from "./client";

export const migrationsFolder = join(repoRoot, "migrations");

/** Applies the committed SQL migrations (idempotent: drizzle records what ran). */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.engine === "postgres") {
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
  } else {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  }
}

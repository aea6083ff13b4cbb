import { readFileSync } from "node:fs";
import { inject } from "vitest";
import { openDatabase, type Database } from "../db/client";

export type Engine = "pglite" | "postgres";

/** PGlite always; the real PostgreSQL too whenever DATABASE_URL is set (CI sets it). */
export const engines: Engine[] = process.env.DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

/** A migrated database for one test file: a PGlite copy of the snapshot, or the shared PostgreSQL. */
export function openTestDatabase(engine: Engine): Promise<Database> {
  if (engine === "postgres") return openDatabase({ databaseUrl: process.env.DATABASE_URL });
  const snapshot = readFileSync(inject("pgliteSnapshot"));
  return openDatabase({ pgliteDir: "memory://", loadDataDir: new Blob([snapshot]) });
}

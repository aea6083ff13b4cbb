import { rmSync } from "node:fs";
import { dirname } from "node:path";
import { inject } from "vitest";
import { openDatabase, type Database } from "../db/client";
import { copyPglite } from "./pglite-template";

export type Engine = "pglite" | "postgres";

/** PGlite always; the real PostgreSQL too whenever DATABASE_URL is set (CI sets it). */
export const engines: Engine[] = process.env.DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

/**
 * A migrated database for one test file: the shared PostgreSQL, or a PGlite on a copy of the
 * run's migrated folder (global-setup.ts) in scratchRoot() (copyPglite), removed when it closes. Loading the
 * gzipped dump into an in-memory PGlite instead (gunzip, untar, a write per file) cost ~0.6 s
 * of CPU more per file: 27 node files took 88-93 s of CPU that way, 71-73 s on copies (issue 27).
 */
export async function openTestDatabase(engine: Engine): Promise<Database> {
  if (engine === "postgres") return openDatabase({ databaseUrl: process.env.DATABASE_URL });
  const dir = copyPglite(inject("pgliteFolder"));
  const remove = () => rmSync(dirname(dir), { recursive: true, force: true });
  try {
    const database = await openDatabase({ pgliteDir: dir });
    return { ...database, close: () => database.close().finally(remove) };
  } catch (err) {
    remove();
    throw err;
  }
}

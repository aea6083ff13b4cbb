import { mkdtempSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { inject } from "vitest";
import { openDatabase, type Database } from "../db/client";
import { copyPglite } from "./pglite-template";

export type Engine = "pglite" | "postgres";

/** PGlite always; the real PostgreSQL too whenever DATABASE_URL is set (CI sets it). */
export const engines: Engine[] = process.env.DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

/**
 * The "node" project's files run one after another in a few long-lived workers (vite.config.ts),
 * which set SABD_WORKER_PGLITE: there, every file's openTestDatabase("pglite") is the worker's one
 * embedded database, as every file's openTestDatabase("postgres") is the one shared PostgreSQL
 * database. Files own their rows, so they share it as they share PostgreSQL's; a file that needs a
 * database no other file writes to, or one it can close, takes openPrivateDatabase
 * (private-database.ts). Starting a PGlite costs ~0.5 s of CPU (the WASM backend's start and its
 * catalog reads), and its code is optimised anew for each instance (issue 27).
 */
let workerPglite: Promise<Database> | undefined;

/**
 * A migrated database for one test file: the shared PostgreSQL; in the "node" project the
 * worker's PGlite (above), whose `close` leaves it open for the worker's next file; elsewhere a
 * PGlite of the file's own (openPglite).
 */
export async function openTestDatabase(engine: Engine): Promise<Database> {
  if (engine === "postgres") return openDatabase({ databaseUrl: process.env.DATABASE_URL });
  if (!process.env.SABD_WORKER_PGLITE) return openPglite();
  // In the run's scratch folder (global-setup.ts), which the run removes when it ends: the worker
  // is stopped, not closed, so it never removes its own copy.
  // A failed start is forgotten, so the worker's next file tries again.
  workerPglite ??= openDatabase({
    pgliteDir: copyPglite(inject("pgliteFolder"), join(mkdtempSync(join(inject("runScratch"), "worker-")), "db")),
  }).catch((err: unknown) => {
    workerPglite = undefined;
    throw err;
  });
  return { ...(await workerPglite), close: async () => {} };
}

/**
 * A PGlite of its own on a copy of the run's migrated folder (global-setup.ts) in scratchRoot()
 * (copyPglite), removed when it closes. Loading the gzipped dump into an in-memory PGlite instead
 * (gunzip, untar, a write per file) cost ~0.6 s of CPU more per file: 27 node files took 88-93 s
 * of CPU that way, 71-73 s on copies (issue 27).
 */
export async function openPglite(): Promise<Database> {
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

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import { testServerBuild } from "../tools/test-build";
import { makePgliteTemplates, type PgliteTemplates } from "./pglite-template";
import { scratchRoot } from "./scratch-root";
import { dropPostgresTemplate, makePostgresTemplate } from "./postgres-template";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    /** The same migrated database as a folder, which openTestDatabase copies (database.ts). */
    pgliteFolder: string;
    /** A folder under scratchRoot() for the run's long-lived copies (database.ts), removed when the run ends. */
    runScratch: string;
    /** The "process" project's: the compiled server, and embedded databases to copy (pglite-template.ts). */
    serverEntry: string;
    pgliteTemplates: PgliteTemplates;
  }
}

/**
 * Runs once per test run: migrates one PGlite, dumps it and writes it out as a folder, so each
 * test file starts from a copy of that folder (~0.3 s; ~0.7 s from the dump, ~4 s for a fresh
 * PGlite); and migrates the real PostgreSQL named by DATABASE_URL once, before any file uses it.
 *
 * Every vitest project (vite.config.ts) calls this setup, in the one main process: the work is
 * done by the first call and shared (a promise kept on globalThis), and the folder is removed
 * when the last project is done.
 */
interface Shared {
  ready: Promise<{ dir: string; snapshot: string; folder: string; scratch: string }>;
  /** Only when the "process" project runs: its files start the real server as a process. */
  servers?: Promise<{ entry: string; templates: PgliteTemplates }>;
  users: number;
}
const state = globalThis as typeof globalThis & { __sabdGlobalSetup?: Shared };

async function prepare(): Promise<{ dir: string; snapshot: string; folder: string; scratch: string }> {
  const dir = mkdtempSync(join(tmpdir(), "sabd-test-"));
  const scratch = mkdtempSync(join(scratchRoot(), "sabd-run-"));
  const snapshot = join(dir, "migrated.tar.gz");
  const pglite = await openDatabase({ pgliteDir: "memory://" });
  await migrateDatabase(pglite);
  const client = (pglite.db as unknown as { $client: { dumpDataDir: (c: "gzip") => Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir("gzip");
  writeFileSync(snapshot, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  // Never opened again once closed, so a file's copy never meets a half-written folder.
  const folder = join(dir, "migrated-folder");
  await (await openDatabase({ pgliteDir: folder, loadDataDir: dump })).close();

  if (process.env.DATABASE_URL) {
    const pg = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
    await migrateDatabase(pg);
    await pg.close();
    await makePostgresTemplate(process.env.DATABASE_URL);
  }
  return { dir, snapshot, folder, scratch };
}

export default async function setup(project: TestProject) {
  const shared = (state.__sabdGlobalSetup ??= { ready: prepare(), users: 0 });
  shared.users += 1;
  const { dir, snapshot, folder, scratch } = await shared.ready;
  project.provide("pgliteSnapshot", snapshot);
  project.provide("pgliteFolder", folder);
  project.provide("runScratch", scratch);
  if (project.name === "process") {
    // The bundle `npm start` runs instead of each spawn transpiling the source through tsx: the
    // test run's one server build (dist/test-server), built only when its sources changed.
    const { entry, templates } = await (shared.servers ??= (async () => ({
      entry: await testServerBuild(),
      templates: await makePgliteTemplates(dir, folder),
    }))());
    project.provide("serverEntry", entry);
    project.provide("pgliteTemplates", templates);
  }
  return async () => {
    shared.users -= 1;
    if (shared.users === 0) {
      rmSync(dir, { recursive: true, force: true });
      rmSync(scratch, { recursive: true, force: true });
      if (process.env.DATABASE_URL) await dropPostgresTemplate(process.env.DATABASE_URL);
      delete state.__sabdGlobalSetup;
    }
  };
}

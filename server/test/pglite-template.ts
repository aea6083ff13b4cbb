import { cpSync, existsSync, mkdirSync, mkdtempSync } from "node:fs";
import { dirname, join } from "node:path";
import { openDatabase } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import { seedSampleData } from "../db/seed";
import { scratchRoot } from "./scratch-root";

/**
 * Embedded databases on disk, made once per test run and copied for each server a test starts
 * (issue 27): a server on a new folder spends most of its start in initdb and the migrations
 * (~20 s of 25 s measured with the machine busy), a copied folder opens in a few seconds.
 * "migrated": the schema only, as `db:migrate` leaves it; "seeded": with the sample data too,
 * as the first `npm start` leaves it. Tests about a first start on an empty folder (the server
 * or staff:add preparing the database itself) keep using a new folder.
 */
export interface PgliteTemplates {
  migrated: string;
  seeded: string;
}
export type PgliteKind = keyof PgliteTemplates;

export async function makePgliteTemplates(parent: string, migratedFolder?: string): Promise<PgliteTemplates> {
  const migrated = join(parent, "template-migrated");
  const seeded = join(parent, "template-seeded");
  // A closed, migrated folder the caller already has (vitest's global setup) is copied, not migrated again.
  if (migratedFolder) copyPglite(migratedFolder, migrated);
  else {
    const database = await openDatabase({ pgliteDir: migrated });
    try {
      await migrateDatabase(database);
    } finally {
      await database.close();
    }
  }
  copyPglite(migrated, seeded);
  const sample = await openDatabase({ pgliteDir: seeded });
  try {
    await seedSampleData(sample.db);
  } finally {
    await sample.close();
  }
  return { migrated, seeded };
}

/**
 * A new embedded-database folder holding a copy of one of the run's templates (`templates` is
 * what global setup provides as "pgliteTemplates": tests pass `inject("pgliteTemplates")`, as this
 * module is also loaded where vitest's `inject` cannot be). At `folder` when given (it must not
 * exist yet), else `db` in a new temporary folder whose parent the caller removes when done.
 */
export function copiedPgliteDir(templates: PgliteTemplates, kind: PgliteKind, folder?: string): string {
  return copyPglite(templates[kind], folder);
}

/**
 * Copies an embedded-database folder into `folder` (which must not exist yet), else into `db` in
 * a new folder under scratchRoot() whose parent the caller removes when done; returns the copy.
 */
export function copyPglite(template: string, folder = join(mkdtempSync(join(scratchRoot(), "sabd-pglite-")), "db")): string {
  if (existsSync(folder)) throw new Error(`copyPglite: ${folder} exists already`);
  mkdirSync(dirname(folder), { recursive: true });
  cpSync(template, folder, { recursive: true });
  return folder;
}

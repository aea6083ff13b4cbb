import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { eq } from "drizzle-orm";
import { inject } from "vitest";
import { openDatabase } from "../server/db/client";
import { createProfessionals } from "../server/db/factories";
import { migrateDatabase } from "../server/db/migrate";
import { categories } from "../server/db/schema";
import { seedSampleData } from "../server/db/seed";
import { startServer } from "../server/tools/spawn-server";

export interface LongDirectoryServer {
  baseURL: string;
  /** How many professionals the directory lists. */
  total: number;
  cleanup(): Promise<void>;
}

/**
 * A production server of the shared client build on its own embedded database: the sample data
 * plus `extra` professionals, so the home grid (pages of 48) has pages for "Load more" twice and
 * more (the sample's 55 make two pages). The shared e2e server's folder cannot be written to, and
 * other files count its rows.
 */
export async function startLongDirectoryServer(extra: number): Promise<LongDirectoryServer> {
  const clientDist = join(dirname(inject("pgliteDir")), "client"); // built by e2e/global-setup.ts
  if (!existsSync(join(clientDist, "index.html"))) throw new Error(`no client build at ${clientDist}`);
  const dir = mkdtempSync(join(tmpdir(), "sabd-long-directory-e2e-"));
  const pgliteDir = join(dir, "db");
  let total: number;
  const database = await openDatabase({ pgliteDir });
  try {
    await migrateDatabase(database);
    const seeded = await seedSampleData(database.db);
    const [banking] = await database.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, "banking"));
    const rows = Array.from({ length: extra }, (_, i) => ({
      name: `Sample Lender ${String(i + 1).padStart(3, "0")}`,
      title: "Loan Officer",
      categoryId: banking!.id,
    }));
    await createProfessionals(database.db, rows);
    total = seeded.professionals + extra;
  } finally {
    await database.close();
  }
  const server = await startServer({ PGLITE_DIR: pgliteDir, CLIENT_DIST: clientDist, SEED_SAMPLE_DATA: "false" }, 90_000);
  return {
    baseURL: server.url,
    total,
    async cleanup() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

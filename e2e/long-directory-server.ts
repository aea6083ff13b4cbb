import { rmSync } from "node:fs";
import { dirname } from "node:path";
import { count, eq } from "drizzle-orm";
import { createProfessionals } from "../server/db/factories";
import { categories, professionals } from "../server/db/schema";
import { prepareOwnDatabase, startOwnServer } from "./own-server";

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
  const { pgliteDir, written: total } = await prepareOwnDatabase({
    seeded: true,
    write: async (database) => {
      const [banking] = await database.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, "banking"));
      const rows = Array.from({ length: extra }, (_, i) => ({
        name: `Sample Lender ${String(i + 1).padStart(3, "0")}`,
        title: "Loan Officer",
        categoryId: banking!.id,
      }));
      await createProfessionals(database.db, rows);
      const [all] = await database.db.select({ n: count() }).from(professionals);
      return all!.n;
    },
  });
  const server = await startOwnServer({ label: "long directory", pgliteDir });
  return {
    baseURL: server.baseURL,
    total,
    async cleanup() {
      await server.stop();
      rmSync(dirname(pgliteDir), { recursive: true, force: true });
    },
  };
}

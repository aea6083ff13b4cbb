import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { cube } from "@electric-sql/pglite/contrib/cube";
import { earthdistance } from "@electric-sql/pglite/contrib/earthdistance";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import type { Logger } from "../lib/logger";
import { createPgPool } from "./pg-pool";
import { drizzleOverPool } from "./pool-transaction";
import { lockPgliteFolder } from "./pglite-lock";
import * as schema from "./schema";

/** The one database type the app uses: the same Drizzle API over PGlite or node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  engine: "pglite" | "postgres";
  close: () => Promise<void>;
}

/**
 * Planner settings of every connection. PostgreSQL's default random_page_cost (4) models
 * spinning disks; on SSDs and a cached working set (any server today) 1.1 is the usual
 * setting, and with 4 the planner scans all 100,000 listings for a common search term
 * ("dentist": 72 ms) instead of using the trigram index (17 ms).
 *
 * No JIT compilation: it pays off for long analytical statements, and a web request's are short.
 * Its threshold is the planner's cost, which earth_distance and the hours' functions inflate: at
 * 1,000,000 listings the counts of "dentist" within 100 miles and open now spent 351 ms compiling
 * of their 862 (546 without it; issue 26 item 1). PGlite has no JIT and accepts the setting.
 */
export const SESSION_SETTINGS = "SET random_page_cost = 1.1; SET jit = off";
/** The same, as the startup options of a node-postgres connection (no extra round trip). */
export const STARTUP_OPTIONS = "-c random_page_cost=1.1 -c jit=off";

/**
 * Whether `db` (or a transaction of it) runs on the embedded PGlite, which runs PostgreSQL in
 * this process, single-threaded. Two things differ there (PGlite 0.5.16, measured here): a
 * trigram `%` evaluated as a filter (after an index scan on another column) leaves the next
 * statement spinning in the WASM forever, and statement_timeout has no effect (a 573 ms
 * statement under a 100 ms timeout runs to its end). The places that rely on either ask this.
 */
export function isEmbedded(db: Db): boolean {
  // Drizzle's session holds the driver's client: a pg Pool, or a pg Client within a transaction.
  const client = (db as unknown as { session?: { client?: unknown } }).session?.client;
  return !(client instanceof pg.Pool || client instanceof pg.Client);
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** PostgreSQL: where lost connections are logged (default: a warn-level logger on stdout). */
  logger?: Logger | undefined;
  /** PGlite data folder; "memory://" keeps it in memory. */
  pgliteDir?: string | undefined;
  /** A tarball from PGlite's dumpDataDir, to start from a migrated snapshot (tests). */
  loadDataDir?: Blob | undefined;
  /** PostgreSQL: fail a connection attempt, or a wait for a free pooled connection, after this long (default 5 s). */
  connectTimeoutMs?: number | undefined;
  /** PostgreSQL: fail a query that has no answer after this long (default: no limit, e.g. for migrations). */
  queryTimeoutMs?: number | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    // The server passes short timeouts (env DB_*_TIMEOUT_MS) so that an outage becomes a quick
    // 503 instead of a hang; the pool opens fresh connections by itself once the database is back.
    // Every pooled connection has an error listener, so losing the server never ends the process.
    const pool = createPgPool(
      {
        connectionString: options.databaseUrl,
        max: 10,
        connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
        ...(options.queryTimeoutMs && { query_timeout: options.queryTimeoutMs }),
        idleTimeoutMillis: 30_000,
        keepAlive: true,
        options: STARTUP_OPTIONS,
      },
      options.logger,
    );
    return { db: drizzleOverPool(pool), engine: "postgres", close: () => pool.end() };
  }
  const dir = options.pgliteDir ?? "memory://";
  let unlock = () => {};
  if (!dir.startsWith("memory://")) {
    mkdirSync(dir, { recursive: true });
    unlock = lockPgliteFolder(dir); // throws PgliteFolderInUseError if another process has it
  }
  let client: PGlite;
  try {
    client = await PGlite.create(dir, { extensions: { pg_trgm, unaccent, cube, earthdistance }, loadDataDir: options.loadDataDir });
    await client.exec(SESSION_SETTINGS);
  } catch (err) {
    unlock();
    throw err;
  }
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    engine: "pglite",
    close: () => client.close().finally(unlock),
  };
}

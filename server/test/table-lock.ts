import { sql } from "drizzle-orm";
import type pg from "pg";
import type { Db } from "../db/client";
import { connectPgClient } from "../db/pg-pool";

/**
 * PostgreSQL only: a session of its own on `db`'s database that holds an exclusive lock on
 * `table` until it rolls back, so that the queries touching it wait in the database,
 * deterministically. Lock a file's own database (openPrivateDatabase): locking the shared one
 * stalls other files.
 */
export async function lockTable(db: Db, table: string): Promise<pg.Client> {
  const { rows } = (await db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${rows[0]!.name}`;
  const locker = await connectPgClient(url.href);
  await locker.query("BEGIN");
  await locker.query(`LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`);
  return locker;
}

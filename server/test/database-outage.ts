import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { uniqueToken } from "../db/factories";

/**
 * The database failing in the middle of a request, on both engines: from now until `end()`, the
 * statements that touch the rows `when` picks on `table` fail as PostgreSQL fails when it is shut
 * down under a session (SQLSTATE 57P01, "terminating connection due to administrator command").
 * The statements before it in the request (reads, a transaction's earlier inserts) ran for real,
 * so this shows what a request leaves behind when the database goes away after it began. `when`
 * is a trigger condition on NEW (insert, update) or OLD (delete) naming the test's own rows, so
 * files running at the same time on the same database are not touched.
 */
export async function databaseFailsOn(db: Db, table: string, event: "insert" | "update" | "delete", when: string): Promise<{ end: () => Promise<void> }> {
  const name = uniqueToken("outage").replace(/\W/g, "_").toLowerCase();
  await db.execute(
    sql.raw(`create function ${name}() returns trigger language plpgsql as $$
      begin raise exception 'terminating connection due to administrator command' using errcode = '57P01'; end $$`),
  );
  await db.execute(sql.raw(`create trigger ${name} before ${event} on ${table} for each row when (${when}) execute function ${name}()`));
  return {
    end: async () => {
      await db.execute(sql.raw(`drop trigger ${name} on ${table}`));
      await db.execute(sql.raw(`drop function ${name}()`));
    },
  };
}

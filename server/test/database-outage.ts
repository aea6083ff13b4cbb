import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { uniqueToken } from "../db/factories";

export interface OutageOptions {
  /**
   * Fail only the first `times` statements that reach a matching row, then let them through:
   * the database comes back by itself, while a server process that the test cannot reach
   * into (a real server on PGlite holds the only connection) keeps running. Counted with a
   * sequence, which a failing statement's rollback does not take back.
   */
  times?: number;
}

/**
 * The database failing in the middle of a request, on both engines: from now until `end()`, the
 * statements that touch the rows `when` picks on `table` fail as PostgreSQL fails when it is shut
 * down under a session (SQLSTATE 57P01, "terminating connection due to administrator command").
 * The statements before it in the request (reads, a transaction's earlier inserts) ran for real,
 * so this shows what a request leaves behind when the database goes away after it began. `when`
 * is a trigger condition on NEW (insert, update) or OLD (delete) naming the test's own rows, so
 * files running at the same time on the same database are not touched.
 */
export async function databaseFailsOn(
  db: Db,
  table: string,
  event: "insert" | "update" | "delete",
  when: string,
  { times }: OutageOptions = {},
): Promise<{ end: () => Promise<void> }> {
  const name = uniqueToken("outage").replace(/\W/g, "_").toLowerCase();
  const fail = `raise exception 'terminating connection due to administrator command' using errcode = '57P01';`;
  if (times !== undefined) await db.execute(sql.raw(`create sequence ${name}_count`));
  const body =
    times === undefined
      ? `begin ${fail} end`
      : `begin if nextval('${name}_count') <= ${times} then ${fail} end if; if tg_op = 'DELETE' then return old; end if; return new; end`;
  await db.execute(sql.raw(`create function ${name}() returns trigger language plpgsql as $$ ${body} $$`));
  await db.execute(sql.raw(`create trigger ${name} before ${event} on ${table} for each row when (${when}) execute function ${name}()`));
  return {
    end: async () => {
      await db.execute(sql.raw(`drop trigger ${name} on ${table}`));
      await db.execute(sql.raw(`drop function ${name}()`));
      if (times !== undefined) await db.execute(sql.raw(`drop sequence ${name}_count`));
    },
  };
}

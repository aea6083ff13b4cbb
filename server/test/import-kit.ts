import { sql } from "drizzle-orm";
import { createApp } from "../app";
import type { Db } from "../db/client";
import { uniqueToken } from "../db/factories";
import { rowCounts, type RowCounts } from "./row-counts";
import { testPasswordHasher } from "./password-hasher";

/**
 * The real app for the import tests, with the POST limit raised (these files send hundreds of
 * uploads; the limit has its own tests). Sign in with staffSession (./staff-session.ts).
 */
export const importApp = (db: Db) =>
  createApp({ passwordHasher: testPasswordHasher, db, stripe: null, postRateLimit: { limit: 1_000_000, keyPrefix: uniqueToken("import-post") } });

/** CSV text from rows of cells, quoting as a spreadsheet does. */
export function csvOf(rows: string[][]): string {
  const cell = (c: string) => (/[",\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c);
  return rows.map((r) => r.map(cell).join(",")).join("\r\n") + "\r\n";
}

export interface Snapshot {
  counts: RowCounts;
  audit: number;
  /** A hash of every listing row: any update shows. */
  listings: string;
}

/** What a refused import must leave as it was (for a database only this file writes to). */
export async function snapshot(db: Db): Promise<Snapshot> {
  const hash = await db.execute<{ p: string | null; b: string | null; a: number }>(
    sql`select (select md5(string_agg(t::text, '|' order by id)) from professionals t) as p,
               (select md5(string_agg(t::text, '|' order by id)) from businesses t) as b,
               (select count(*)::int from audit_log) as a`,
  );
  const row = (hash as unknown as { rows: { p: string | null; b: string | null; a: number }[] }).rows[0]!;
  return { counts: await rowCounts(db), audit: row.a, listings: `${row.p}/${row.b}` };
}

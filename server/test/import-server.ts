import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { hashPassword } from "better-auth/crypto";
import { sql } from "drizzle-orm";
import { openDatabase, type Database } from "../db/client";
import { accounts, users } from "../db/schema";
import { copiedPgliteDir, startServer, type RunningServer } from "./launch-server";
import { databaseFromTemplate } from "./postgres-template";
import { cookieHeader } from "./staff-session";
import type { Engine } from "./database";

/**
 * A database of its own for tests that run the real server as a child process (and kill it):
 * a copy of the run's migrated PGlite folder, or a copy of the migrated PostgreSQL template. `open` gives the
 * test the database while no server holds it (PGlite: one process at a time).
 */
export interface ServerDatabase {
  env: Record<string, string>;
  open: () => Promise<Database>;
  destroy: () => Promise<void>;
}

export async function serverDatabase(engine: Engine): Promise<ServerDatabase> {
  if (engine === "pglite") {
    const dir = mkdtempSync(join(tmpdir(), "sabd-import-server-"));
    const pgliteDir = copiedPgliteDir(join(dir, "db"), "migrated");
    return { env: { PGLITE_DIR: pgliteDir }, open: () => openDatabase({ pgliteDir }), destroy: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const copy = await databaseFromTemplate(process.env.DATABASE_URL!, "sabd_import_server");
  return { env: { DATABASE_URL: copy.url }, open: () => openDatabase({ databaseUrl: copy.url }), destroy: copy.drop };
}

export interface Editor {
  email: string;
  password: string;
}

/** An editor who signs in on the real server (scrypt, as better-auth checks it there). */
export async function createEditor(database: Database): Promise<Editor> {
  const id = randomUUID();
  const editor = { email: `editor-${id.slice(0, 8)}@example.test`, password: `pw-${id}` };
  await database.db.insert(users).values({ id, email: editor.email, name: "Import Editor", role: "editor", emailVerified: true });
  await database.db
    .insert(accounts)
    .values({ id: randomUUID(), userId: id, accountId: id, providerId: "credential", password: await hashPassword(editor.password) });
  return editor;
}

/** Signs in on a running server; returns the Cookie header. */
export async function signInOn(server: Pick<RunningServer, "url">, editor: Editor): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify(editor),
  });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  return cookieHeader(res.headers.getSetCookie());
}

/** The real server on this database, with no sample data and rate limits out of the way. */
export const startImportServer = (db: ServerDatabase, extra: Record<string, string> = {}) =>
  startServer({ ...db.env, SEED_SAMPLE_DATA: "false", POST_RATE_LIMIT: "100000", SEARCH_RATE_LIMIT: "100000", ...extra });

/** Every professional but its updated_at (a revert restores values, not the time of the last write), as one hash. */
export async function listingsHash(database: Database): Promise<{ rows: number; hash: string | null }> {
  const result = (await database.db.execute(
    sql`select count(*)::int as rows, md5(string_agg((to_jsonb(p) - 'updated_at')::text, '|' order by id)) as hash from professionals p`,
  )) as unknown as { rows: { rows: number; hash: string | null }[] };
  return result.rows[0]!;
}

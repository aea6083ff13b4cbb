import { randomBytes } from "node:crypto";
import { openDatabase } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import { connectPgClient } from "../db/pg-pool";

/**
 * On PostgreSQL, every private database is a copy of one migrated once per test run (made by
 * server/test/global-setup.ts beside DATABASE_URL's database): `CREATE DATABASE … TEMPLATE`
 * copies its files in a fraction of the time that running every migration again takes.
 * Nobody connects to the template after it is made, as PostgreSQL requires of a template.
 */
export function templateName(databaseUrl: string): string {
  return `${new URL(databaseUrl).pathname.slice(1)}_template`;
}

export async function asAdmin(databaseUrl: string, statement: string): Promise<void> {
  const client = await connectPgClient(databaseUrl);
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function makePostgresTemplate(databaseUrl: string): Promise<void> {
  const name = templateName(databaseUrl);
  await asAdmin(databaseUrl, `drop database if exists ${name} with (force)`);
  await asAdmin(databaseUrl, `create database ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  // Migrated on a pool without the query timeout, as the server does it.
  const migrator = await openDatabase({ databaseUrl: url.href });
  await migrateDatabase(migrator).finally(() => migrator.close());
}

export function dropPostgresTemplate(databaseUrl: string): Promise<void> {
  return asAdmin(databaseUrl, `drop database if exists ${templateName(databaseUrl)} with (force)`);
}

/**
 * A new database beside `databaseUrl`'s, a copy of the run's migrated template: its address,
 * and `drop` to remove it (closing any connection still open to it). `prefix` names it in
 * pg_database, so a leftover one says which helper made it.
 */
export async function databaseFromTemplate(databaseUrl: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  await asAdmin(databaseUrl, `create database ${name} template ${templateName(databaseUrl)}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => asAdmin(databaseUrl, `drop database if exists ${name} with (force)`) };
}

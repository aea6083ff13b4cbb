import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { settings } from "../db/schema";

const DEVELOPMENT_SECRET_KEY = "auth.developmentSecret";

/** A random secret for one process (tests): its sessions end with it. */
export const processSecret = () => randomBytes(32).toString("base64url");

/**
 * Without BETTER_AUTH_SECRET (development, or production on the embedded database): one random secret per database, made on first use
 * and kept in `settings`, so sessions and TOTP secrets (encrypted with it) survive a restart
 * and every process on the database agrees. Production refuses to start without the variable
 * on PostgreSQL (server/env.ts): there the secret must not sit beside the data it protects; the
 * embedded database of `npm start` may, with a warning.
 */
export async function developmentSecret(db: Db): Promise<string> {
  await db.insert(settings).values({ key: DEVELOPMENT_SECRET_KEY, value: processSecret() }).onConflictDoNothing({ target: settings.key });
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, DEVELOPMENT_SECRET_KEY));
  if (typeof row?.value !== "string") throw new Error(`settings.${DEVELOPMENT_SECRET_KEY} is not a string`);
  return row.value;
}

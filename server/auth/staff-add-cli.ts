/**
 * `npm run staff:add -- --email you@example.com --role admin [--name "Ana Ruiz"]`
 *
 * Makes a staff account (or gives an existing one the role) and prints a one-time set-up link,
 * valid 24 hours, where the person chooses a password. This is also how the first admin is made
 * on a fresh install: the command migrates the database itself. While the server runs on the
 * embedded database (one process per folder), the request goes to the server over its socket.
 */
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { openDatabase } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import { PgliteFolderInUseError } from "../db/pglite-lock";
import { exitOnStartupError } from "../db/startup-error";
import { loadEnv } from "../env";
import { createAuth } from "./auth";
import { processSecret } from "./auth-secret";
import { cliActor, inviteStaff, SET_UP_LINK_HOURS, staffInviteSchema, type InviteResult } from "./staff-invite";
import { sendStaffInvite } from "./staff-socket";

const usage = 'usage: npm run staff:add -- --email you@example.com --role editor|admin [--name "Full Name"]';
const env = loadEnv();
const { values } = parseArgs({ options: { email: { type: "string" }, role: { type: "string" }, name: { type: "string" } }, strict: true });
const parsed = staffInviteSchema.safeParse(values);
if (!parsed.success) {
  for (const issue of parsed.error.issues) console.error(`--${issue.path.join(".")}: ${issue.message}`);
  console.error(usage);
  process.exit(2);
}
const input = parsed.data;
const site = env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`;

async function inviteHere(): Promise<InviteResult> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
  try {
    if (database.engine === "postgres") {
      // As the server does: one process migrates at a time.
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sabd:migrate-and-seed'))`);
        await migrateDatabase(database);
      });
    } else {
      await migrateDatabase(database);
    }
    // Only better-auth's token store is used here: no cookie is signed, so any secret does.
    const auth = createAuth({ db: database.db, secret: env.BETTER_AUTH_SECRET ?? processSecret() });
    return await inviteStaff(database.db, auth, input, cliActor("staff:add"), site);
  } finally {
    await database.close();
  }
}

async function main(): Promise<InviteResult> {
  try {
    return await inviteHere();
  } catch (err) {
    if (!(err instanceof PgliteFolderInUseError)) throw err;
    // The running server holds the folder: ask it (its socket), else say who holds it.
    return await sendStaffInvite(env.PGLITE_DIR, input).catch((socketErr: NodeJS.ErrnoException) => {
      if (socketErr.code === "ENOENT" || socketErr.code === "ECONNREFUSED") exitOnStartupError(err);
      throw socketErr;
    });
  }
}

const result = await main().catch((err: unknown) => {
  if (err instanceof PgliteFolderInUseError) exitOnStartupError(err);
  console.error(`staff:add failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
console.log(`${result.created ? "Created" : "Updated"} ${result.role} ${result.email}.`);
console.log(`One-time set-up link (valid ${SET_UP_LINK_HOURS} hours, until ${result.expiresAt}):`);
console.log(result.link);

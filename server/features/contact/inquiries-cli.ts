/**
 * `npm run inquiries`: the newest messages, for the site owner.
 *   npm run inquiries -- --kind advertising --limit 50
 *   npm run inquiries -- --csv > inquiries.csv        (every matching message)
 */
import { existsSync } from "node:fs";
import { openDatabase } from "../../db/client";
import { exitOnStartupError } from "../../db/startup-error";
import { loadEnv } from "../../env";
import { formatInquiry, listInquiries, parseCliArgs, toCsv } from "./inquiries-export";

const usage = `Usage: npm run inquiries -- [--kind contact|advertising|news] [--status new|in_progress|answered|closed|spam] [--limit N] [--csv]
Prints the newest messages (20 unless --limit; spam only with --status spam). --csv writes every matching message as CSV.
The old statuses read and archived are accepted as in_progress and closed.`;

let args;
try {
  args = parseCliArgs(process.argv.slice(2));
} catch (err) {
  console.error(`${(err as Error).message}\n${usage}`);
  process.exit(2);
}
for (const note of args.notes) console.error(note);
if (args.help) {
  console.log(usage);
  process.exit(0);
}

const env = loadEnv();
if (!env.DATABASE_URL && !existsSync(env.PGLITE_DIR)) {
  console.error(`No database at ${env.PGLITE_DIR}: start the site once, or set DATABASE_URL.`);
  process.exit(1);
}
// The embedded database is one process's at a time: while the server runs on it, this says so and exits 1.
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR }).catch(exitOnStartupError);
try {
  const rows = await listInquiries(database.db, { ...args, limit: args.limit ?? (args.csv ? undefined : 20) });
  if (args.csv) process.stdout.write(toCsv(rows));
  else if (rows.length === 0) console.log("No messages.");
  else console.log(rows.map(formatInquiry).join("\n\n"));
} finally {
  await database.close();
}

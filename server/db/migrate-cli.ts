/** `npm run db:migrate`: apply the committed migrations to the configured database. */
import { loadEnv } from "../env";
import { openDatabase } from "./client";
import { migrateDatabase } from "./migrate";
import { exitOnStartupError } from "./startup-error";

const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR }).catch(exitOnStartupError);
await migrateDatabase(database);
console.log(`Migrations applied (${database.engine})`);
await database.close();

/** `npm run db:seed`: migrate, then replace the listings with the sample data. */
import { loadEnv } from "../env";
import { openDatabase } from "./client";
import { migrateDatabase } from "./migrate";
import { exitOnStartupError } from "./startup-error";
import { resetSampleData } from "./seed";

const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR }).catch(exitOnStartupError);
await migrateDatabase(database);
const counts = await resetSampleData(database.db);
console.log(`Seeded ${database.engine}: ${counts.categories} categories, ${counts.businesses} businesses, ${counts.professionals} professionals`);
await database.close();

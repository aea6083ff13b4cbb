import { sql } from "drizzle-orm";
import type { Express } from "express";
import { createApp } from "./app";
import { createAuth } from "./auth/auth";
import { developmentSecret } from "./auth/auth-secret";
import { cliActor, inviteStaff } from "./auth/staff-invite";
import { closeStaffSocket, listenForStaffInvites } from "./auth/staff-socket";
import { clientDist, hasClientBuild, mountStaticClient, mountViteClient } from "./client";
import { openDatabase, type Database } from "./db/client";
import { migrateDatabase } from "./db/migrate";
import { isDirectoryEmpty, seedSampleData } from "./db/seed";
import { exitOnStartupError } from "./db/startup-error";
import { waitForDatabase } from "./db/wait-for-database";
import { loadEnv } from "./env";
import { setUpContact } from "./features/contact/setup";
import { runFreshnessReminders } from "./features/freshness/reminders";
import { runRenewalReminders } from "./features/payments/subscriptions/renewal-reminders";
import { createProfessionalSearch } from "./features/directory/professional-search";
import { createValueCache } from "./features/directory/cache";
import { countRenderedPages } from "./features/listing-stats/appearances";
import { createStatsRecorder } from "./features/listing-stats/recorder";
import { runMonthlyReports } from "./features/listing-stats/monthly-report";
import { startPeriodicJob } from "./lib/periodic-job";
import { runLeadRetention } from "./features/leads/retention";
import { ownHosts } from "./lib/origin";
import { createLogger } from "./lib/logger";
import { quickLogDestination } from "./lib/quick-log";
import { createStripe } from "./lib/stripe";
import { createDrain } from "./middleware/drain";

const env = loadEnv();
const dev = env.NODE_ENV === "development";
/** LOG_LEVEL unset (the README's quick start): short lines for a person, ending "Ready on …"; set, the JSON log. */
const quickLog = !process.env.LOG_LEVEL?.trim();
const logger = quickLog ? createLogger("info", quickLogDestination()) : createLogger(env.LOG_LEVEL);
/** A window given in minutes (env), in ms; unset stays unset (the limiter's default). */
const minutes = (value: number | undefined) => (value === undefined ? undefined : value * 60_000);

// Checked before the database is opened (and migrated): a start that cannot serve pages fails at once.
if (!dev && !hasClientBuild()) {
  logger.fatal({ clientDist }, "no client build: run `npm run build` first (npm start does so when dist/ is missing)");
  process.exit(1);
}

const database = await openDatabase({
  logger,
  databaseUrl: env.DATABASE_URL,
  pgliteDir: env.PGLITE_DIR,
  connectTimeoutMs: env.DB_CONNECT_TIMEOUT_MS,
  queryTimeoutMs: env.DB_QUERY_TIMEOUT_MS,
}).catch(exitOnStartupError);
async function prepare(target: Database) {
  await migrateDatabase(target);
  if (env.SEED_SAMPLE_DATA && (await isDirectoryEmpty(target.db))) {
    const counts = await seedSampleData(target.db);
    logger.info({ professionals: counts.professionals, businesses: counts.businesses }, "empty database: loaded sample data");
  }
}
if (env.DATABASE_URL) {
  // A process may start before its database: retry for DB_STARTUP_TIMEOUT_MS, then one line and exit 1.
  await waitForDatabase(env.DATABASE_URL, { timeoutMs: env.DB_STARTUP_TIMEOUT_MS, connectTimeoutMs: env.DB_CONNECT_TIMEOUT_MS, logger }).catch(
    exitOnStartupError,
  );
  // Processes behind a load balancer may start together: one migrates and seeds at a time
  // (two at once crash on CREATE EXTENSION, or seed twice). Migrations may also run longer
  // than a visitor's query may, so they use a pool of their own without the query timeout.
  const migrator = await openDatabase({ logger, databaseUrl: env.DATABASE_URL });
  try {
    await migrator.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sabd:migrate-and-seed'))`);
      await prepare(migrator);
    });
  } finally {
    await migrator.close();
  }
} else {
  await prepare(database);
}

let closeVite: (() => Promise<void>) | undefined;
let mountClient: (app: Express) => void;
// Without PUBLIC_ORIGIN, production writes a request's Host into canonical links and the sitemap only
// when it is a known one: behind a CDN, any other would be cached and served to every visitor.
const hostPolicy =
  env.NODE_ENV === "production" && !env.PUBLIC_ORIGIN
    ? { allowedHosts: [...env.ALLOWED_HOSTS, ...ownHosts(env.HOST, env.PORT)], fallbackHost: env.ALLOWED_HOSTS[0] ?? `localhost:${env.PORT}` }
    : {};
if (hostPolicy.allowedHosts)
  logger.warn(
    hostPolicy,
    "PUBLIC_ORIGIN is not set: canonical URLs, robots.txt and the sitemap echo only these hosts, else the fallback; set PUBLIC_ORIGIN to the site's address",
  );
// One search budget ("search", shared by every process on this database) and one gate, for the API and the pages alike.
const professionalSearch = createProfessionalSearch(database.db, {
  concurrency: env.SEARCH_CONCURRENCY,
  perClient: env.SEARCH_CLIENT_CONCURRENCY,
  perClientQueue: env.SEARCH_CLIENT_QUEUE,
  timeoutMs: env.SEARCH_TIMEOUT_MS,
  rateLimit: {
    keyPrefix: "search",
    limit: env.SEARCH_RATE_LIMIT,
    windowMs: minutes(env.SEARCH_RATE_WINDOW_MINUTES),
  },
});
// Listing statistics (issue 17): counted in memory, one upsert per interval and one at shutdown.
const stats = env.STATS_COUNTING
  ? createStatsRecorder({
      db: database.db,
      intervalMs: env.STATS_FLUSH_INTERVAL_SECONDS * 1000,
      log: (fields, message) => logger.warn(fields, message),
    })
  : null;
// Page heads, first data and sitemaps read the directory and the magazine content.
const seoOptions = {
  onPage: stats ? countRenderedPages(stats) : undefined,
  search: professionalSearch,
  db: database.db,
  publicOrigin: env.PUBLIC_ORIGIN,
  ...hostPolicy,
  cache: createValueCache(database.db, { checkEveryMs: 1000 }),
};
if (dev) {
  // Vite must be mounted inside createApp's slot, so create it on a placeholder first.
  const express = (await import("express")).default;
  const viteApp = express();
  closeVite = await mountViteClient(viteApp, seoOptions);
  mountClient = (app) => app.use(viteApp);
} else {
  mountClient = (app) => mountStaticClient(app, seoOptions);
}

if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
  // Payment intents are created and recorded, but only the webhook moves them on: say so at once, not after a sale.
  logger.warn("STRIPE_WEBHOOK_SECRET is not set: payments are recorded as created but never confirmed, and Gold listings are never extended");
}
if (env.TRUST_PROXY === true) {
  // Refused in production (server/env.ts); elsewhere say at once that the rate limits do not hold.
  logger.warn(
    "TRUST_PROXY=true believes the leftmost X-Forwarded-For entry, which any client can write, so rate limits can be escaped: set the number of proxies in front of the app instead (e.g. TRUST_PROXY=1)",
  );
}
const contact = setUpContact(env, database.db, logger);
const drain = createDrain();
const hardening = {
  logger,
  dev,
  drain,
  trustProxy: env.TRUST_PROXY,
  requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
  // One shared counter ("post") for every process on this database.
  postRateLimit: {
    keyPrefix: "post",
    limit: env.POST_RATE_LIMIT,
    windowMs: minutes(env.POST_RATE_WINDOW_MINUTES),
  },
  // Likewise one counter of failed webhook signatures for all processes.
  stripeWebhookSignatureLimit: { keyPrefix: "webhook-signature" },
  // Each partner key's one counter ("partner:key:<id>"), shared by all processes.
  partnerRateLimit: { keyPrefix: "partner", limit: env.PARTNER_RATE_LIMIT, windowMs: minutes(env.PARTNER_RATE_WINDOW_MINUTES) },
  professionalSearch,
};
// Staff sign-in. Production on PostgreSQL has BETTER_AUTH_SECRET (server/env.ts refuses to start
// without it); elsewhere a secret generated once is kept in the database.
if (env.NODE_ENV === "production" && !env.BETTER_AUTH_SECRET) {
  logger.warn(
    { event: "auth_secret_generated" },
    "BETTER_AUTH_SECRET is not set: staff sessions are signed with a secret kept in the embedded database; set it for any deployment",
  );
}
const auth = createAuth({
  db: database.db,
  secret: env.BETTER_AUTH_SECRET ?? (await developmentSecret(database.db)),
  production: env.NODE_ENV === "production",
  origin: { publicOrigin: env.PUBLIC_ORIGIN, ...hostPolicy },
  logger,
});
// `npm run staff:add` cannot open the embedded database while we hold it: it asks us over a socket.
const siteOrigin = env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`;
const staffSocket =
  database.engine === "pglite" && !env.PGLITE_DIR.startsWith("memory://")
    ? await listenForStaffInvites(env.PGLITE_DIR, (input) => inviteStaff(database.db, auth, input, cliActor("staff:add"), siteOrigin), logger)
    : undefined;
const app = createApp({
  ...hardening,
  auth,
  // One pair of sign-in attempt counters ("auth") for every process on this database.
  authRoutes: { publicOrigin: env.PUBLIC_ORIGIN, clientLimit: { keyPrefix: "auth" }, accountLimit: { keyPrefix: "auth" } },
  // Claim counters shared by every process too; claim links name only the allowed hosts.
  ownerClaim: { origin: hostPolicy, clientLimit: { keyPrefix: "claim" }, listingLimit: { keyPrefix: "claim" }, emailLimit: { keyPrefix: "claim" } },
  db: database.db,
  stripe: createStripe({ secretKey: env.STRIPE_SECRET_KEY, apiBase: env.STRIPE_API_BASE }),
  stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
  mountClient,
  contact: contact.options,
  directoryCache: seoOptions.cache,
  stats,
  importLockWaitMs: env.IMPORT_LOCK_WAIT_MS,
});
// Background jobs: every process runs each one, and its advisory lock (inJobLock) lets one act.
const jobLog = (fields: Record<string, unknown>, message: string) => logger.info(fields, message);
const jobs = [
  // The 90-day "Is your listing still correct?" mails (issue 16).
  startPeriodicJob({
    run: (now) => runFreshnessReminders({ db: database.db, now, site: siteOrigin }),
    firstDelayMs: 30_000,
    intervalMs: env.FRESHNESS_REMINDER_INTERVAL_MINUTES * 60_000,
    queued: (run) => [{ reminded: run.reminded, mails: run.mails }, "freshness: reminders queued"],
    failed: "freshness: reminder run failed",
    onMailQueued: contact.options.onQueued,
    log: jobLog,
  }),
  // Last month's statistics to every owner (issue 17 item 6); a mark per owner and month mails each once.
  startPeriodicJob({
    run: (now) => runMonthlyReports({ db: database.db, now, site: siteOrigin }),
    firstDelayMs: 60_000,
    intervalMs: env.STATS_REPORT_INTERVAL_MINUTES * 60_000,
    queued: (run) => [{ month: run.month, mails: run.mails }, "listing stats: monthly reports queued"],
    failed: "listing stats: monthly report run failed",
    onMailQueued: contact.options.onQueued,
    log: jobLog,
  }),
  // Seven days before an annual Gold renewal (issue 17).
  startPeriodicJob({
    run: (now) => runRenewalReminders({ db: database.db, now, site: siteOrigin }),
    firstDelayMs: 45_000,
    intervalMs: env.GOLD_RENEWAL_REMINDER_INTERVAL_MINUTES * 60_000,
    queued: (run) => [{ reminded: run.reminded, mails: run.mails }, "gold: renewal reminders queued"],
    failed: "gold: renewal reminder run failed",
    onMailQueued: contact.options.onQueued,
    log: jobLog,
  }),
  // Leads older than 24 months are deleted (issue 31); one process acts per run. Mails nothing.
  startPeriodicJob({
    run: (now) => runLeadRetention(database.db, now),
    firstDelayMs: 90_000,
    intervalMs: 6 * 60 * 60_000,
    queued: (run) => [{ deleted: run.deleted }, "leads: old leads deleted"],
    failed: "leads: retention run failed",
    log: jobLog,
  }),
];
const server = app.listen(env.PORT, env.HOST, () => {
  const where = database.engine === "pglite" ? `embedded PGlite at ${env.PGLITE_DIR}` : "PostgreSQL (DATABASE_URL)";
  const url = `http://localhost:${env.PORT}`;
  logger.info({ url, mode: dev ? "development" : "production", database: where }, quickLog ? `Ready on ${url}` : "San Antonio Business Directory listening");
});
// Slow clients may not hold a connection open: whole request within 30 s, headers within 15 s.
// Keep-alive outlasts a load balancer's usual 60 s idle timeout, so it never reuses a closed socket.
server.requestTimeout = 30_000;
server.headersTimeout = 15_000;
server.keepAliveTimeout = 65_000;

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal, delayMs: env.SHUTDOWN_DELAY_MS, timeoutMs: env.SHUTDOWN_TIMEOUT_MS }, "draining: /readyz now 503, finishing open requests");
  // Last resort if closing the pool or the outbox worker hangs too.
  setTimeout(() => process.exit(1), env.SHUTDOWN_DELAY_MS + env.SHUTDOWN_TIMEOUT_MS + 5000).unref();
  const drained = await drain.close(server, env.SHUTDOWN_TIMEOUT_MS, env.SHUTDOWN_DELAY_MS);
  if (!drained) logger.warn("drain timed out: cut the remaining connections");
  await closeVite?.();
  await closeStaffSocket(staffSocket, env.PGLITE_DIR);
  await Promise.all(jobs.map((job) => job.stop()));
  // No request is answered any more: the counts since the last flush are written before the pool closes.
  await stats?.stop().catch((err: unknown) => logger.error({ err: err instanceof Error ? err.message : String(err) }, "listing stats: last flush failed"));
  await contact.stop(); // the outbox worker finishes its pass before the database closes
  await database.close();
  logger.info("stopped");
  process.exit(drained ? 0 : 1);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

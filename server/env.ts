import { isIP } from "node:net";
import { z } from "zod";
import { isWellFormedHost } from "./lib/host";
import { logLevels } from "./lib/logger";

/** Empty strings count as missing, so a blank line in .env behaves like an absent one. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), schema.optional());

/** Express's named ranges, an address, or an address/prefix: anything else makes Express throw at start. */
const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);
function isProxyEntry(entry: string): boolean {
  const [address = "", prefix, extra] = entry.split("/");
  if (PROXY_NAMES.has(address.toLowerCase()) && prefix === undefined) return true;
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}
function isTrustProxy(value: string): boolean {
  const word = value.trim().toLowerCase();
  if (word === "true" || word === "false" || /^\d+$/.test(word)) return true;
  const entries = value.split(",").map((e) => e.trim());
  return entries.length > 0 && entries.every(isProxyEntry);
}

const variables = z
  .object({
    NODE_ENV: optional(z.enum(["development", "production", "test"])).transform((v) => v ?? "development"),
    PORT: optional(z.coerce.number().int().min(0).max(65535)).transform((v) => v ?? 5000),
    HOST: optional(z.string()).transform((v) => v ?? "0.0.0.0"),
    DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")),
    PGLITE_DIR: optional(z.string()).transform((v) => v ?? "./data/pglite"),
    STRIPE_SECRET_KEY: optional(z.string().startsWith("sk_", "must start with sk_")),
    STRIPE_WEBHOOK_SECRET: optional(z.string().startsWith("whsec_", "must start with whsec_")),
    /** Test-only override of the Stripe API address, e.g. http://127.0.0.1:12111 for a local fake. */
    STRIPE_API_BASE: optional(z.url()),
    /** The site's public address for canonical URLs, sitemaps and robots.txt (default: each request's own host). */
    PUBLIC_ORIGIN: optional(z.url().regex(/^https?:\/\/[^/]+\/?$/, "must be an origin such as https://www.example.com")),
    /** Folder of the client build to serve (default dist/client). */
    CLIENT_DIST: optional(z.string()),
    SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")),
    NOTIFY_EMAIL: optional(z.email()),
    /** Sender of owner notifications (default NOTIFY_EMAIL); some SMTP services require their own account here. */
    MAIL_FROM: optional(z.string()),
    /** POST /api/contact: messages accepted per client within the window (counted in the rate_limits table). */
    CONTACT_RATE_LIMIT: optional(z.coerce.number().int().min(1)),
    CONTACT_RATE_WINDOW_MINUTES: optional(z.coerce.number().int().min(1).max(1440)),
    /** How often each process looks for listings whose owners are due the 90-day "still correct?" mail. */
    FRESHNESS_REMINDER_INTERVAL_MINUTES: optional(z.coerce.number().int().min(1).max(1440)).transform((v) => v ?? 60),
    /** Listing statistics (issue 17): count views, clicks and search appearances (default true). */
    STATS_COUNTING: optional(z.enum(["true", "false"])).transform((v) => v !== "false"),
    /** Each process writes its in-memory counts every this many seconds (default 10); a crash loses at most one interval. */
    STATS_FLUSH_INTERVAL_SECONDS: optional(z.coerce.number().int().min(1).max(3600)).transform((v) => v ?? 10),
    /** How often a server looks for owners due last month's statistics report (default 60; one process acts). */
    STATS_REPORT_INTERVAL_MINUTES: optional(z.coerce.number().int().min(1).max(1440)).transform((v) => v ?? 60),
    /** How often each process looks for annual Gold subscriptions renewing within 7 days (issue 17). */
    GOLD_RENEWAL_REMINDER_INTERVAL_MINUTES: optional(z.coerce.number().int().min(1).max(1440)).transform((v) => v ?? 60),
    SEED_SAMPLE_DATA: optional(z.enum(["true", "false"])).transform((v) => v !== "false"),
    /** Express "trust proxy": true, false, a hop count, or addresses/subnets such as "loopback, 10.0.0.0/8". */
    TRUST_PROXY: optional(z.string().refine(isTrustProxy, "must be true, false, a number or a list of addresses/subnets (loopback, 10.0.0.0/8, …)")).transform(
      (v) => {
        const word = v?.trim().toLowerCase();
        return word === undefined || word === "false" ? false : word === "true" ? true : /^\d+$/.test(word) ? Number(word) : v!;
      },
    ),
    /** Signs staff session cookies and encrypts TOTP secrets; required in production (`openssl rand -base64 32`). */
    BETTER_AUTH_SECRET: optional(z.string().min(32, "must be at least 32 characters (e.g. openssl rand -base64 32)")),
    LOG_LEVEL: optional(z.enum(logLevels)).transform((v) => v ?? "info"),
    /** An answer is due within this time, else 503 (default 20000). */
    REQUEST_TIMEOUT_MS: optional(z.coerce.number().int().min(100)),
    /** Every POST under /api (the Stripe webhook excepted): requests per client IP per window. */
    POST_RATE_LIMIT: optional(z.coerce.number().int().min(1)),
    POST_RATE_WINDOW_MINUTES: optional(z.coerce.number().int().min(1).max(1440)),
    /** Searches per client IP per window that miss the cache (cache hits are free); shared by all processes. */
    /** Requests per partner key per window (issue 32); shared by all processes. */
    PARTNER_RATE_LIMIT: optional(z.coerce.number().int().min(1)),
    PARTNER_RATE_WINDOW_MINUTES: optional(z.coerce.number().int().min(1).max(1440)),
    SEARCH_RATE_LIMIT: optional(z.coerce.number().int().min(1)),
    SEARCH_RATE_WINDOW_MINUTES: optional(z.coerce.number().int().min(1).max(1440)),
    /** Searches querying the database at once per process (default 4 of the pool's 10 connections). */
    SEARCH_CONCURRENCY: optional(z.coerce.number().int().min(1).max(9)),
    /** Searches of one client querying at once (default 1); its others wait behind them (issue 26). */
    SEARCH_CLIENT_CONCURRENCY: optional(z.coerce.number().int().min(1).max(9)),
    /** Searches of one client waiting for its turn (default 8); past them 429 with Retry-After. */
    SEARCH_CLIENT_QUEUE: optional(z.coerce.number().int().min(0).max(1000)),
    IMPORT_LOCK_WAIT_MS: optional(z.coerce.number().int().min(0).max(60_000)),
    /** A search's statements are cancelled after this long, answering 503 (default 3000). */
    SEARCH_TIMEOUT_MS: optional(z.coerce.number().int().min(100)),
    /** PostgreSQL: give up connecting (or waiting for a free connection) after this long (default 1500). */
    DB_CONNECT_TIMEOUT_MS: optional(z.coerce.number().int().min(100)).transform((v) => v ?? 1500),
    /** PostgreSQL: give up on a query after this long (default 5000). */
    DB_QUERY_TIMEOUT_MS: optional(z.coerce.number().int().min(100)).transform((v) => v ?? 5000),
    /** PostgreSQL at start: keep trying to reach the database this long before exiting (default 30000). */
    DB_STARTUP_TIMEOUT_MS: optional(z.coerce.number().int().min(0)).transform((v) => v ?? 30_000),
    /** SIGTERM: how long /readyz answers 503 while the listener still accepts and serves, before it closes (default 3000). */
    SHUTDOWN_DELAY_MS: optional(z.coerce.number().int().min(0).max(60_000)).transform((v) => v ?? 3000),
    /** SIGTERM: how long in-flight requests may take, after the delay, before the process exits anyway (default 10000). */
    SHUTDOWN_TIMEOUT_MS: optional(z.coerce.number().int().min(0)).transform((v) => v ?? 10_000),
    /** Production without PUBLIC_ORIGIN: Host values (host[:port], comma-separated) echoed into canonical URLs and the sitemap; the first is the fallback. */
    ALLOWED_HOSTS: optional(z.string())
      .transform((v) =>
        (v ?? "")
          .split(",")
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean),
      )
      .refine((hosts) => hosts.every(isWellFormedHost), "must be a comma-separated list of host or host:port"),
  })
  .refine((env) => !env.SMTP_URL || env.NOTIFY_EMAIL, { path: ["NOTIFY_EMAIL"], message: "is required when SMTP_URL is set" });
type ParsedVariables = z.infer<typeof variables>;
/** true, or a subnet that spans every address (0.0.0.0/0, ::/0): both believe whatever the client writes. */
const trustsEveryone = (value: ParsedVariables["TRUST_PROXY"]) =>
  value === true || (typeof value === "string" && value.split(",").some((e) => /\/0$/.test(e.trim())));
/**
 * TRUST_PROXY=true makes Express believe the leftmost X-Forwarded-For entry, which the client
 * writes itself: anyone could choose their address and escape every rate limit. Production
 * refuses it; elsewhere server/index.ts warns. A hop count believes only what our proxies add.
 */
export const envSchema = variables
  .refine((env) => !(env.NODE_ENV === "production" && trustsEveryone(env.TRUST_PROXY)), {
    path: ["TRUST_PROXY"],
    message: "true believes any X-Forwarded-For a client sends; set the number of proxies in front of the app instead, e.g. TRUST_PROXY=1",
  })
  // Without it the server keeps a generated secret in its database (server/auth/auth-secret.ts). A
  // deployment on PostgreSQL must not: there the secret would sit beside the data it protects, on a
  // server others reach. The embedded database (the README's `npm start`) is one local process: it
  // may, with a warning at start (server/index.ts).
  .refine((env) => env.NODE_ENV !== "production" || env.BETTER_AUTH_SECRET || !env.DATABASE_URL, {
    path: ["BETTER_AUTH_SECRET"],
    message: "is required in production with DATABASE_URL: it signs staff sessions (generate one with openssl rand -base64 32)",
  });
export type Env = z.infer<typeof envSchema>;

/** Parses process.env; on a bad value prints each offending variable and exits. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    console.error(`Invalid environment variable ${issue.path.join(".")}: ${issue.message}`);
  }
  process.exit(1);
}

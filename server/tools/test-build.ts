import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The one build a test run uses (issue 27): the secrets scan (server/hardening/client-secrets.test.ts),
 * the "process" vitest files and the browser suite all read dist/test-client and
 * dist/test-server, instead of each building the client or the server again (a terser build of
 * the client is ~20 s on a quiet machine, a minute or two on a busy one). A build is reused while
 * the stamp beside it matches the hash of every source file that goes into it and of the
 * environment it was built in; anything else rebuilds it. `npm run build:test` (a CI step) makes both.
 * `npm run build` (dist/client, dist/server, no keys: what the budgets measure) stays apart.
 *
 * It is built with the canary server secrets below in its environment, which the secrets scan
 * looks for in every built file, and with the offline keys the browser suite needs (a Stripe
 * publishable key in the build, and a Maps key, so business pages try Maps and must fall back).
 */
export const CANARY_SECRETS = {
  STRIPE_SECRET_KEY: "sk_live_CanarySecretKey0123456789",
  STRIPE_WEBHOOK_SECRET: "whsec_CanaryWebhookSecret0123456789",
  DATABASE_URL: "postgres://canary_user:CanaryDbPassword42@db.internal:5432/app",
  SMTP_URL: "smtp://mailer:CanarySmtpPassword42@mail.internal:587",
  NOTIFY_EMAIL: "owner-canary@example.com",
} as const;

/** Public by design: in the build, so the browser suite's checkout gets that far and the scan proves it reads what the build embeds. */
export const TEST_PUBLISHABLE_KEY = "pk_test_e2e_offline";
export const TEST_MAPS_KEY = "e2e-offline-maps-key";

const BUILD_ENV: NodeJS.ProcessEnv = {
  ...CANARY_SECRETS,
  VITE_STRIPE_PUBLISHABLE_KEY: TEST_PUBLISHABLE_KEY,
  VITE_GOOGLE_MAPS_API_KEY: TEST_MAPS_KEY,
  NODE_ENV: "production",
};

const root = fileURLToPath(new URL("../..", import.meta.url));
export const TEST_CLIENT_DIST = join(root, "dist/test-client");
/** Two folders below the root, like dist/server: the bundle finds content/ and migrations/ two folders up. */
export const TEST_SERVER_ENTRY = join(root, "dist/test-server/index.js");

/** What goes into a build: our sources and content (never test files), the configs, the lockfile, and Vite's .env files. */
const SOURCE_ROOTS = ["client", "shared", "server", "content", "scripts"];
const ROOT_FILES = ["vite.config.ts", "vite.server.config.ts", "tailwind.config.ts", "tsconfig.json", "package.json", "package-lock.json"];
const NOT_INPUT = /\.test\.tsx?$|\.test-d\.ts$/;

function walk(dir: string, out: string[]) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, out);
    else if (!NOT_INPUT.test(entry.name)) out.push(path);
  }
}

/** Names of variables whose values must never reach the browser (the secrets scan reads the same). */
export const SECRET_NAME = /KEY|SECRET|PASSWORD|TOKEN|DATABASE_URL|SMTP_URL/i;

/** The hash of the build's inputs and of the environment it is built in. */
export function buildStamp(): string {
  const files: string[] = [];
  for (const top of SOURCE_ROOTS) walk(join(root, top), files);
  const envFiles = readdirSync(root).filter((name) => name === ".env" || name.startsWith(".env."));
  for (const name of [...ROOT_FILES, ...envFiles]) if (existsSync(join(root, name))) files.push(join(root, name));
  const hash = createHash("sha256");
  for (const file of files.sort()) hash.update(relative(root, file)).update("\0").update(readFileSync(file)).update("\0");
  // What the build sees of its environment: the VITE_ variables it may embed, and the values of
  // the secret-named ones the scan checks are absent (the canaries above replace the usual ones).
  const env = buildEnv();
  const seen = Object.keys(env).filter((k) => k.startsWith("VITE_") || SECRET_NAME.test(k));
  hash.update(JSON.stringify(seen.sort().map((k) => [k, env[k]])));
  return hash.digest("hex");
}

function buildEnv(): NodeJS.ProcessEnv {
  return { ...process.env, ...BUILD_ENV };
}

const vite = join(root, "node_modules/vite/bin/vite.js");

/**
 * Builds into a folder of this process's own and renames it into place, so a run that reads the
 * previous build never sees half of a new one; the stamp is written last.
 */
async function buildInto(target: string, stampFile: string, stamp: string, args: string[]) {
  // Said on stderr, so a CI log shows when the tests did not find the build its step made.
  process.stderr.write(`${relative(root, target)}: ${existsSync(stampFile) ? "sources or environment changed" : "no build yet"}, building it\n`);
  const temporary = `${target}-building-${process.pid}`;
  // Asynchronous, so a test worker waiting for it keeps answering vitest.
  const child = spawn(process.execPath, [vite, "build", ...args, "--outDir", temporary, "--emptyOutDir", "--logLevel", "warn"], {
    cwd: root,
    env: buildEnv(),
    stdio: ["ignore", "inherit", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (d) => (stderr += d));
  const status = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (status !== 0) {
    rmSync(temporary, { recursive: true, force: true });
    throw new Error(`vite build ${args.join(" ")} failed:\n${stderr}`);
  }
  rmSync(stampFile, { force: true });
  rmSync(target, { recursive: true, force: true });
  renameSync(temporary, target);
  writeFileSync(stampFile, stamp);
}

function fresh(stampFile: string, stamp: string, built: string): boolean {
  return existsSync(built) && existsSync(stampFile) && readFileSync(stampFile, "utf8") === stamp;
}

/** The client build of the test run (dist/test-client), built only when its stamp is stale. */
export async function testClientBuild(stamp = buildStamp()): Promise<string> {
  const stampFile = `${TEST_CLIENT_DIST}.stamp`;
  if (!fresh(stampFile, stamp, join(TEST_CLIENT_DIST, "index.html"))) await buildInto(TEST_CLIENT_DIST, stampFile, stamp, []);
  return TEST_CLIENT_DIST;
}

/** The compiled server of the test run (dist/test-server/index.js), built only when its stamp is stale. */
export async function testServerBuild(stamp = buildStamp()): Promise<string> {
  const folder = join(TEST_SERVER_ENTRY, "..");
  const stampFile = `${folder}.stamp`;
  if (!fresh(stampFile, stamp, TEST_SERVER_ENTRY)) await buildInto(folder, stampFile, stamp, ["--config", "vite.server.config.ts"]);
  return TEST_SERVER_ENTRY;
}

// `npm run build:test`: both, as CI does before the tests.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = Date.now();
  const stamp = buildStamp();
  const before = [`${TEST_CLIENT_DIST}.stamp`, `${join(TEST_SERVER_ENTRY, "..")}.stamp`].map((f) => existsSync(f) && readFileSync(f, "utf8") === stamp);
  await testClientBuild(stamp);
  await testServerBuild(stamp);
  const what = before.every(Boolean) ? "up to date, reused" : "built";
  process.stdout.write(
    `Test build ${what} in ${((Date.now() - started) / 1000).toFixed(1)} s: ${relative(root, TEST_CLIENT_DIST)}, ${relative(root, TEST_SERVER_ENTRY)}\n`,
  );
}

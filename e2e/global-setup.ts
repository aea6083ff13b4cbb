import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { chromium } from "playwright-core";
import { startFakeStripe } from "../server/test/fake-stripe";
import { CHROMIUM } from "../server/tools/chromium";
import { freePort } from "../server/tools/free-port";
import { serverArgs } from "../server/tools/spawn-server";
import { LOCAL_AUTH_SECRET } from "../server/tools/local-auth-secret";
import { copiedPgliteDir, makePgliteTemplates } from "../server/test/pglite-template";
import { TEST_MAPS_KEY, TEST_PUBLISHABLE_KEY, buildStamp, testClientBuild, testServerBuild } from "../server/tools/test-build";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    pgliteDir: string;
    /** The test run's client build (server/tools/test-build.ts). */
    clientDist: string;
    stripeWebhookSecret: string;
    /** The run's one Chromium, for chromium.connect (e2e/browser.ts). */
    browserWSEndpoint: string;
  }
}

const root = new URL("..", import.meta.url).pathname;

/**
 * Google Maps' hosts resolve to nothing in the run's Chromium, as on a machine without internet,
 * whatever network the run has: a business page must fall back to its address without the map.
 */
export const OFFLINE_HOSTS = "--host-resolver-rules=MAP maps.googleapis.com ~NOTFOUND, MAP maps.gstatic.com ~NOTFOUND";

async function waitFor(url: string, child: ChildProcess, timeoutMs: number) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited early with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms`);
}

/**
 * Takes the test run's build of the client and the server (server/tools/test-build.ts:
 * made by `npm run build:test`, CI's build step, or here when missing or stale), then starts the
 * built server with plain node (production mode, as `npm start`) on a fresh embedded database:
 * the browser suite tests the production artefact.
 */
export default async function setup(project: TestProject) {
  if (!existsSync("/usr/bin/chromium")) throw new Error("Debian Chromium is missing: apt-get install -y chromium (or run bash .ci/run)");
  const pgliteDir = mkdtempSync(join(tmpdir(), "sabd-e2e-"));
  // Payments: a publishable key in the build (Stripe.js itself can never load here) and a local
  // fake Stripe API for the server. Maps: a key in the build, so business pages really try to
  // load Google Maps and must fall back when it fails. The test build has both.
  const stamp = buildStamp();
  const clientDist = await testClientBuild(stamp);
  const serverEntry = await testServerBuild(stamp);
  process.env.VITE_STRIPE_PUBLISHABLE_KEY = TEST_PUBLISHABLE_KEY;
  process.env.VITE_GOOGLE_MAPS_API_KEY = TEST_MAPS_KEY;
  // Listing statistics (issue 17): every e2e server flushes its counts each second, so a page that
  // shows them (the owner's Statistics section) has them a moment after the visitor's taps.
  process.env.STATS_FLUSH_INTERVAL_SECONDS = "1";
  const fakeStripe = await startFakeStripe();
  const stripeWebhookSecret = "whsec_e2e_test_secret";
  // One Chromium for the whole run: each file connects to it (e2e/browser.ts).
  const browserServer = await chromium.launchServer({ ...CHROMIUM, args: [...CHROMIUM.args, OFFLINE_HOSTS] });
  // Migrated databases for every server of the run (prepareOwnDatabase in e2e/own-server.ts);
  // the shared server starts on a copy of the seeded one, as a first `npm start` leaves it.
  const templates = await makePgliteTemplates(pgliteDir);
  copiedPgliteDir(templates, "seeded", join(pgliteDir, "db"));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    BETTER_AUTH_SECRET: LOCAL_AUTH_SECRET,
    PORT: String(port),
    HOST: "127.0.0.1",
    PGLITE_DIR: join(pgliteDir, "db"),
    CLIENT_DIST: clientDist,
    STRIPE_SECRET_KEY: "sk_test_e2e",
    STRIPE_API_BASE: fakeStripe.url,
    STRIPE_WEBHOOK_SECRET: stripeWebhookSecret,
  };
  delete env.DATABASE_URL; // the browser suite runs on the embedded database
  const child = spawn(process.execPath, serverArgs(serverEntry), { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  child.stdout?.on("data", (d) => (log += d));
  child.stderr?.on("data", (d) => (log += d));
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${baseURL}/api/categories`, child, 90_000);
  } catch (err) {
    child.kill("SIGKILL");
    await browserServer.close();
    await fakeStripe.close();
    throw new Error(`${(err as Error).message}\n--- server output ---\n${log}`);
  }
  project.provide("baseURL", baseURL);
  project.provide("pgliteDir", join(pgliteDir, "db"));
  project.provide("clientDist", clientDist);
  project.provide("stripeWebhookSecret", stripeWebhookSecret);
  project.provide("serverEntry", serverEntry);
  project.provide("pgliteTemplates", templates);
  project.provide("browserWSEndpoint", browserServer.wsEndpoint());
  return async () => {
    await browserServer.close();
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
    await fakeStripe.close();
    rmSync(pgliteDir, { recursive: true, force: true });
  };
}

import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { freePort } from "../server/tools/free-port";
import { LOCAL_AUTH_SECRET } from "../server/tools/local-auth-secret";
import { openDatabase, type Database } from "../server/db/client";
import { copiedPgliteDir } from "../server/test/pglite-template";
import { serverArgs } from "../server/tools/spawn-server";
import { launchBrowser } from "./browser";

const root = new URL("..", import.meta.url).pathname;

export interface OwnServer {
  baseURL: string;
  child: ChildProcess;
  /** Everything the server wrote so far (stdout and stderr). */
  log(): string;
  /** Sends SIGTERM if it still runs and waits for it to exit, so its database folder can be opened or removed. */
  stop(): Promise<void>;
}

export interface OwnServerOptions {
  /** Names the server in its errors: "edit" gives "edit e2e server did not start". */
  label: string;
  /** The embedded database's folder, already written by the caller: the shared e2e server holds its own, so a test cannot write there. */
  pgliteDir: string;
  /** More environment for the server, over the defaults below (SEED_SAMPLE_DATA among them). */
  env?: NodeJS.ProcessEnv;
}

/**
 * A new embedded-database folder for a server of a test's own: a copy of the run's migrated
 * database (with the sample data when `seeded`), made once by e2e/global-setup.ts, so no file
 * pays initdb and the migrations again. `write` adds the file's own rows before any server
 * opens the folder; its result comes back beside the folder. The folder is `db` in a new
 * temporary folder: remove `dirname(pgliteDir)` when done.
 */
export function prepareOwnDatabase<T>(options: { seeded?: boolean; write: (database: Database) => Promise<T> }): Promise<{ pgliteDir: string; written: T }>;
export function prepareOwnDatabase(options?: { seeded?: boolean }): Promise<{ pgliteDir: string }>;
export function prepareOwnDatabase<T>(options: { seeded?: boolean; write?: (database: Database) => Promise<T> }): Promise<{ pgliteDir: string; written?: T }>;
export async function prepareOwnDatabase<T>({ seeded = false, write }: { seeded?: boolean; write?: (database: Database) => Promise<T> } = {}): Promise<{
  pgliteDir: string;
  written?: T;
}> {
  const pgliteDir = copiedPgliteDir(inject("pgliteTemplates"), seeded ? "seeded" : "migrated");
  if (!write) return { pgliteDir };
  const database = await openDatabase({ pgliteDir });
  try {
    return { pgliteDir, written: await write(database) };
  } finally {
    await database.close();
  }
}

/** The client build and compiled server that e2e/global-setup.ts made for this run. */
export function sharedBuild(): { clientDist: string; serverEntry: string } {
  const clientDist = inject("clientDist");
  if (!existsSync(join(clientDist, "index.html"))) throw new Error(`no client build at ${clientDist}`);
  return { clientDist, serverEntry: inject("serverEntry") };
}

/**
 * A production server of the shared client build (from e2e/global-setup.ts) on an embedded
 * database of its own, started from the shared compiled server on a free port; resolves once /api/categories
 * answers, which needs the database open. It keeps this process's environment, so settings
 * e2e/global-setup.ts made for every e2e server (the statistics' flush interval) hold here too,
 * but never a DATABASE_URL: the browser suite runs on the embedded database. A server that exits
 * or has not answered within 90 s fails the start with what it wrote; one that hangs is killed.
 */
export async function startOwnServer({ label, pgliteDir, env: extraEnv = {} }: OwnServerOptions): Promise<OwnServer> {
  const { clientDist, serverEntry } = sharedBuild();
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    BETTER_AUTH_SECRET: LOCAL_AUTH_SECRET,
    PORT: String(port),
    HOST: "127.0.0.1",
    PGLITE_DIR: pgliteDir,
    CLIENT_DIST: clientDist,
    SEED_SAMPLE_DATA: "false",
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, serverArgs(serverEntry), { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  child.stdout?.on("data", (d) => (log += d));
  child.stderr?.on("data", (d) => (log += d));
  const exited = new Promise((r) => child.once("exit", r));
  const baseURL = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${label} e2e server exited (${child.exitCode})\n${log}`);
    if (Date.now() - started > 90_000) {
      child.kill("SIGKILL");
      await exited;
      throw new Error(`${label} e2e server did not start\n${log}`);
    }
    const ok = await fetch(`${baseURL}/api/categories`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseURL,
    child,
    log: () => log,
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
    },
  };
}

export interface OwnSite<T> {
  /** The server's address, as `http://127.0.0.1:<port>`. */
  readonly baseURL: string;
  readonly server: OwnServer;
  /** A connection to the run's one Chromium (e2e/browser.ts). */
  readonly browser: Browser;
  /** What `write` returned. */
  readonly written: T;
}

/**
 * The set-up of a browser file that writes: registers the file's beforeAll and afterAll, which
 * prepare an embedded database of its own (a copy of the run's migrated one, or of the seeded one
 * with `seeded`, plus the rows `write` adds), start a production server on it, connect to the
 * run's Chromium, and afterwards close the connection, stop the server and remove the folder.
 * The fields can be read from the tests and hooks that run after the set-up.
 */
export function ownSite<T = undefined>(options: {
  label: string;
  seeded?: boolean;
  write?: (database: Database) => Promise<T>;
  env?: NodeJS.ProcessEnv;
}): OwnSite<T> {
  let state: { server: OwnServer; browser: Browser; written: T } | undefined;
  let dir: string | undefined;
  let started: OwnServer | undefined;
  let connected: Browser | undefined;
  beforeAll(async () => {
    const { pgliteDir, written } = await prepareOwnDatabase<T>({ seeded: options.seeded, write: options.write });
    dir = dirname(pgliteDir);
    [started, connected] = await Promise.all([startOwnServer({ label: options.label, pgliteDir, env: options.env }), launchBrowser()]);
    state = { server: started, browser: connected, written: written as T };
  }, 120_000);
  afterAll(async () => {
    await connected?.close();
    await started?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  const ready = () => {
    if (!state) throw new Error(`${options.label}: the own site is read before its beforeAll ran (or it failed)`);
    return state;
  };
  return {
    get baseURL() {
      return ready().server.baseURL;
    },
    get server() {
      return ready().server;
    },
    get browser() {
      return ready().browser;
    },
    get written() {
      return ready().written;
    },
  };
}

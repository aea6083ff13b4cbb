import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { inject } from "vitest";
import { openDatabase, type Database } from "../server/db/client";
import { migrateDatabase } from "../server/db/migrate";
import { TestSmtpServer } from "../server/test/smtp-server";
import { freePort } from "../server/tools/free-port";
import { LOCAL_AUTH_SECRET } from "../server/tools/local-auth-secret";

const root = new URL("..", import.meta.url).pathname;

export interface ContactServer {
  baseURL: string;
  smtp: TestSmtpServer;
  /** The embedded database's folder (staff:add reaches the running server through it). */
  pgliteDir: string;
  /** Stops the server (it holds the embedded database) and opens that database to read what it stored. */
  stopAndOpenDatabase(): Promise<Database>;
  cleanup(): Promise<void>;
}

/**
 * The contact pages' own server: the same production server and client build as the
 * shared e2e server, but with mail going to a real SMTP server in this test and an
 * embedded database this test can open once the server has stopped. `seed`: with the sample
 * directory (the magazine links need its listings).
 */
export interface ContactServerOptions {
  seed?: boolean;
  /** More environment for the server (Stripe's keys and the fake Stripe's address: e2e/gold-subscription.e2e.ts). */
  env?: NodeJS.ProcessEnv;
  /** Writes rows into the embedded database before the server opens it (owners and their listings). */
  prepare?: (database: Database) => Promise<void>;
}

export async function startContactServer({ seed = false, env: extraEnv = {}, prepare }: ContactServerOptions = {}): Promise<ContactServer> {
  const clientDist = join(dirname(inject("pgliteDir")), "client"); // built by e2e/global-setup.ts
  if (!existsSync(join(clientDist, "index.html"))) throw new Error(`no client build at ${clientDist}`);
  const dir = mkdtempSync(join(tmpdir(), "sabd-contact-e2e-"));
  if (prepare) {
    const database = await openDatabase({ pgliteDir: join(dir, "db") });
    try {
      await migrateDatabase(database);
      await prepare(database);
    } finally {
      await database.close();
    }
  }
  const smtp = new TestSmtpServer();
  await smtp.start(0);
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    BETTER_AUTH_SECRET: LOCAL_AUTH_SECRET,
    PORT: String(port),
    HOST: "127.0.0.1",
    PGLITE_DIR: join(dir, "db"),
    CLIENT_DIST: clientDist,
    SEED_SAMPLE_DATA: seed ? "true" : "false",
    SMTP_URL: smtp.url,
    NOTIFY_EMAIL: "owner@example.com",
    MAIL_FROM: "site@example.com",
    CONTACT_RATE_LIMIT: "1000",
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ["--import", "tsx", join(root, "server/index.ts")], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  child.stdout?.on("data", (d) => (log += d));
  child.stderr?.on("data", (d) => (log += d));
  const exited = new Promise((r) => child.once("exit", r));
  const baseURL = `http://127.0.0.1:${port}`;

  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`contact e2e server exited (${child.exitCode})\n${log}`);
    if (Date.now() - started > 90_000) {
      child.kill("SIGKILL");
      throw new Error(`contact e2e server did not start\n${log}`);
    }
    const ok = await fetch(`${baseURL}/api/categories`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }

  let database: Database | undefined;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await exited;
    }
  };
  return {
    baseURL,
    smtp,
    pgliteDir: join(dir, "db"),
    async stopAndOpenDatabase() {
      await stop();
      database = await openDatabase({ pgliteDir: join(dir, "db") });
      return database;
    },
    async cleanup() {
      await stop();
      await database?.close();
      await smtp.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

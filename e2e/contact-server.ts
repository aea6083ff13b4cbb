import { rmSync } from "node:fs";
import { dirname } from "node:path";
import { openDatabase, type Database } from "../server/db/client";
import { TestSmtpServer } from "../server/test/smtp-server";
import { prepareOwnDatabase, startOwnServer } from "./own-server";

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
  // With `prepare`, the server loads the sample data itself (when asked) once the file's rows are in.
  const { pgliteDir } = await prepareOwnDatabase({ seeded: seed && !prepare, ...(prepare && { write: prepare }) });
  const smtp = new TestSmtpServer();
  await smtp.start(0);
  const server = await startOwnServer({
    label: "contact",
    pgliteDir,
    env: {
      SEED_SAMPLE_DATA: seed ? "true" : "false",
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL: "owner@example.com",
      MAIL_FROM: "site@example.com",
      CONTACT_RATE_LIMIT: "1000",
      ...extraEnv,
    },
  });

  let database: Database | undefined;
  return {
    baseURL: server.baseURL,
    smtp,
    pgliteDir,
    async stopAndOpenDatabase() {
      await server.stop();
      database = await openDatabase({ pgliteDir });
      return database;
    },
    async cleanup() {
      await server.stop();
      await database?.close();
      await smtp.stop();
      rmSync(dirname(pgliteDir), { recursive: true, force: true });
    },
  };
}

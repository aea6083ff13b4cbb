import { hashPassword } from "better-auth/crypto";
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { inject } from "vitest";
import { openDatabase } from "../server/db/client";
import { createProfessional } from "../server/db/factories";
import { migrateDatabase } from "../server/db/migrate";
import { listingOwners } from "../server/db/schema";
import { createUserWithPassword, type TestUser } from "../server/test/staff-session";
import { freePort } from "../server/tools/free-port";
import { LOCAL_AUTH_SECRET } from "../server/tools/local-auth-secret";

const root = new URL("..", import.meta.url).pathname;

export interface OwnerServer {
  baseURL: string;
  owner: TestUser;
  professional: { id: number; name: string };
  cleanup(): Promise<void>;
}

/**
 * A production server of the shared client build on its own embedded database, into which this
 * file first writes an owner (a user with a password: the magic-link sign-in is another slice's)
 * and the professional they own. The shared e2e server holds its database folder, so nothing can
 * be written there from a test.
 */
export async function startOwnerServer(): Promise<OwnerServer> {
  const clientDist = join(dirname(inject("pgliteDir")), "client"); // built by e2e/global-setup.ts
  if (!existsSync(join(clientDist, "index.html"))) throw new Error(`no client build at ${clientDist}`);
  const dir = mkdtempSync(join(tmpdir(), "sabd-owner-media-e2e-"));
  const pgliteDir = join(dir, "db");

  const database = await openDatabase({ pgliteDir });
  let owner: TestUser;
  let professional: { id: number; name: string };
  try {
    await migrateDatabase(database);
    const name = `Sample Owner Proof ${Date.now().toString(36)}`;
    const pro = await createProfessional(database.db, { name, title: "Sample Tax Adviser", phone: "210-555-0142" });
    professional = { id: pro.id, name };
    owner = await createUserWithPassword(database.db, null, { name: "Sample Owner" }, hashPassword);
    await database.db.insert(listingOwners).values({ userId: owner.id, listingKind: "professional", listingId: pro.id, role: "owner" });
  } finally {
    await database.close();
  }

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
    if (child.exitCode !== null) throw new Error(`owner e2e server exited (${child.exitCode})\n${log}`);
    if (Date.now() - started > 90_000) {
      child.kill("SIGKILL");
      throw new Error(`owner e2e server did not start\n${log}`);
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
    owner,
    professional,
    async cleanup() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

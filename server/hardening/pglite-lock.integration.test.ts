import { execFile, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { inArray } from "drizzle-orm";
import { inject } from "vitest";
import { openDatabase } from "../db/client";
import { PgliteFolderInUseError } from "../db/pglite-lock";
import { inquiries } from "../db/schema";
import { copiedPgliteDir, launchServer, startServer, type RunningServer } from "../test/launch-server";

/**
 * Two processes on one PGlite folder each keep their own copy of the database in memory and
 * overwrite each other's files: acknowledged rows were lost. Whoever opens the folder second
 * (a second server, a CLI, a test) must refuse in one line, naming the folder and the owner.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));

interface Ran {
  code: number | null;
  output: string;
}
/** Runs one of the package's commands (the script behind the npm script) on the folder. */
function runCli(script: string, pgliteDir: string): Promise<Ran> {
  return new Promise((resolve) => {
    const env = { PATH: process.env.PATH, HOME: process.env.HOME, PGLITE_DIR: pgliteDir };
    const child = execFile(process.execPath, ["--import", "tsx", join(root, script)], { cwd: root, env, timeout: 120_000 }, (_err, stdout, stderr) =>
      resolve({ code: child.exitCode, output: `${stdout}${stderr}` }),
    );
  });
}

/** Servers here stop at once: no pre-stop delay for a load balancer (SHUTDOWN_DELAY_MS, 3 s by default; see the shutdown tests). */
const quickStop = { SHUTDOWN_DELAY_MS: "0" };
const noStack = (output: string) => !/^\s+at /m.test(output);
const post = (url: string, email: string) =>
  fetch(`${url}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "Lock Test", email, message: "kept" }),
  }).then((r) => r.status);

describe("one process per PGlite folder", { timeout: 180_000 }, () => {
  let dir: string;
  let folder: string;
  let first: RunningServer;
  const acknowledged: string[] = [];
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "sabd-lock-"));
    folder = copiedPgliteDir(join(dir, "db"));
    first = await startServer({ PGLITE_DIR: folder, POST_RATE_LIMIT: "1000", CONTACT_RATE_LIMIT: "1000", ...quickStop }, 120_000);
  }, 150_000);
  afterAll(async () => {
    await first?.stop("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  });

  it("a second server on the same folder exits non-zero with one line naming the folder and the owner", async () => {
    const second = await launchServer({ PGLITE_DIR: folder });
    // Unfixed, the second server starts and keeps running: stop waiting after a minute.
    const code = await Promise.race([second.exited, new Promise((r) => setTimeout(r, 60_000, "still running"))]);
    second.child.kill("SIGKILL");
    const lines = second.output().trim().split("\n");
    expect(code).not.toBe(0);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(folder);
    expect(lines[0]).toContain(`process ${first.child.pid}`);
    // The first server is untouched and still stores what it acknowledges.
    acknowledged.push(`lock-${Date.now()}@example.com`);
    expect(await post(first.url, acknowledged[0]!)).toBe(201);
  });

  it.each([
    ["npm run db:migrate", "server/db/migrate-cli.ts"],
    ["npm run db:seed", "server/db/seed-cli.ts"],
    ["npm run inquiries", "server/features/contact/inquiries-cli.ts"],
  ])("%s says plainly that the server holds the folder, and exits non-zero", async (_name, script) => {
    const ran = await runCli(script, folder);
    expect(ran.code).not.toBe(0);
    expect(ran.output.trim().split("\n")).toHaveLength(1);
    expect(ran.output).toContain(folder);
    expect(ran.output).toContain(`process ${first.child.pid}`);
    expect(noStack(ran.output)).toBe(true);
  });

  it("a test that opens the folder is refused with an error it can catch", async () => {
    // The outcome, not the promise: a Database that opened is too big to print in a failed assertion.
    const outcome = await openDatabase({ pgliteDir: folder }).then(
      async (database) => (await database.close(), "opened"),
      (err: unknown) => err,
    );
    expect(outcome).toBeInstanceOf(PgliteFolderInUseError);
    expect((outcome as Error).message).toContain(`process ${first.child.pid}`);
  });

  it("the lock goes with the server: once it stops, the folder opens again and holds every acknowledged row", async () => {
    const email = `after-${Date.now()}@example.com`;
    acknowledged.push(email);
    expect(await post(first.url, email)).toBe(201);
    expect(await first.stop()).toBe(0);
    const database = await openDatabase({ pgliteDir: folder });
    try {
      const rows = await database.db.select({ email: inquiries.email }).from(inquiries).where(inArray(inquiries.email, acknowledged));
      expect(rows.map((r) => r.email).sort()).toEqual([...acknowledged].sort());
    } finally {
      await database.close();
    }
    const ran = await runCli("server/features/contact/inquiries-cli.ts", folder);
    expect(ran.code).toBe(0);
    expect(ran.output).toContain(email);
  });

  it("takes over the stale lock of a process that died", async () => {
    // The pid of a process that has certainly ended, as after a crash or kill -9.
    const dead = spawnSync(process.execPath, ["-e", "0"]).pid;
    const lock = `${folder}.lock`;
    writeFileSync(lock, JSON.stringify({ pid: dead, command: "npm start", since: new Date().toISOString() }));
    const server = await startServer({ PGLITE_DIR: folder, ...quickStop }, 120_000);
    try {
      expect(JSON.parse(readFileSync(lock, "utf8")).pid).toBe(server.child.pid);
    } finally {
      expect(await server.stop()).toBe(0);
    }
    expect(existsSync(lock)).toBe(false);
  });
});

describe("the in-memory database", () => {
  it("takes no lock: any number of memory:// databases open at once", async () => {
    const snapshot = () => new Blob([readFileSync(inject("pgliteSnapshot"))]); // skips initdb
    const [a, b] = await Promise.all([
      openDatabase({ pgliteDir: "memory://", loadDataDir: snapshot() }),
      openDatabase({ pgliteDir: "memory://", loadDataDir: snapshot() }),
    ]);
    await Promise.all([a.close(), b.close()]);
    expect([a.engine, b.engine]).toEqual(["pglite", "pglite"]);
  });
});

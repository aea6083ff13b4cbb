import { freePort } from "../tools/free-port";
import { launchServer, waitForOutput, type LaunchedServer } from "../test/launch-server";
import { findPgBin, SKIP_REASON, startTempPostgres, type TempPostgres } from "../test/temp-postgres";

/**
 * Starting while PostgreSQL is unreachable: the server says which database and why in one
 * line per attempt, keeps trying for DB_STARTUP_TIMEOUT_MS (a process started before its
 * database still comes up), then gives up in one line and exits non-zero, without a stack.
 */
const pgBin = findPgBin();
if (!pgBin) console.warn(SKIP_REASON);

const stackLine = /^\s+at /m;

describe("starting with the database unreachable", { timeout: 120_000 }, () => {
  let server: LaunchedServer | undefined;
  let db: TempPostgres | undefined;
  afterEach(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill("SIGKILL");
      await server.exited;
    }
    db?.destroy();
    server = db = undefined;
  });

  it("names the host and the cause, retries, then exits non-zero without a stack", async () => {
    const port = await freePort(); // nothing listens there
    server = await launchServer({ DATABASE_URL: `postgres://postgres:s3cret@127.0.0.1:${port}/sabd`, DB_STARTUP_TIMEOUT_MS: "3000" });
    const code = await server.exited;
    const output = server.output();
    expect(code).not.toBe(0);
    expect(output).toContain(`127.0.0.1:${port}`);
    expect(output).toContain("ECONNREFUSED");
    expect(output).not.toMatch(stackLine);
    expect(output).not.toContain("s3cret");
    // Retries within the 3 s (backoff starts at 0.5 s), one line each, then one line to give up
    // that names both (stdout and stderr interleave, so not necessarily the last line).
    const lines = output.trim().split("\n");
    expect(lines.filter((l) => l.includes("retrying") && l.includes("ECONNREFUSED")).length).toBeGreaterThan(1);
    const givingUp = lines.filter((l) => /giving up/i.test(l));
    expect(givingUp).toHaveLength(1);
    expect(givingUp[0]).toContain(`127.0.0.1:${port}`);
    expect(givingUp[0]).toContain("ECONNREFUSED");
  });

  it.skipIf(!pgBin)("comes up once a database that starts later is there", async () => {
    db = await startTempPostgres(pgBin!);
    db.stop();
    server = await launchServer({ DATABASE_URL: db.url, DB_STARTUP_TIMEOUT_MS: "90000" });
    // It has tried and is waiting (not exited) before the database starts.
    expect(await waitForOutput(server, /ECONNREFUSED/)).toBe(true);
    expect(server.child.exitCode).toBeNull();
    db.start();
    let status = 0;
    const deadline = Date.now() + 90_000;
    while (status !== 200 && Date.now() < deadline && server.child.exitCode === null) {
      status = await fetch(`${server.url}/readyz`).then(
        (r) => r.status,
        () => 0,
      );
      if (status !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(status, server.output()).toBe(200);
  });
});

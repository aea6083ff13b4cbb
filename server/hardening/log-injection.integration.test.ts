import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServer, type RunningServer, copiedPgliteDir } from "../test/launch-server";

/**
 * The real server's stdout is what a log collector parses: every line must be one pino JSON
 * object, whatever a visitor typed, and a visitor's name, email and message stay out of it.
 */
describe("the real server's log under hostile contact input", { timeout: 90_000 }, () => {
  let dir: string;
  let server: RunningServer;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "sabd-log-"));
    server = await startServer({ PGLITE_DIR: copiedPgliteDir(join(dir, "db")), LOG_LEVEL: "info", SHUTDOWN_DELAY_MS: "0" });
  });
  afterAll(async () => {
    await server?.stop("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  });

  it("writes only JSON lines, none forged, with no name, email or message text", async () => {
    const token = `t${Date.now()}`;
    const forgedLine = JSON.stringify({ level: 60, time: new Date().toISOString(), pid: 1, msg: `forged-${token}` });
    const name = `Eve\n${forgedLine}\nx-${token}`;
    const email = `eve-${token}@example.com`;
    const message = `secret message ${token}`;
    const phoneLike = `210-555-${token.slice(-4)}`;
    const advertising = `Advertising Inquiry\n\nBusiness Name: Eve Co ${token}\nPhone: ${phoneLike}`;
    for (const text of [message, advertising]) {
      const res = await fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name, email, message: text }),
      });
      expect(res.status).toBe(201);
    }
    // SIGTERM flushes pino's asynchronous stdout before the process exits.
    expect(await server.stop("SIGTERM")).toBe(0);

    const lines = server
      .stdout()
      .split("\n")
      .filter((l) => l.trim() !== "");
    expect(lines.length).toBeGreaterThan(3);
    const entries = lines.map((line) => {
      try {
        return JSON.parse(line) as { level: number; msg: string };
      } catch {
        throw new Error(`not a JSON log line: ${line}`);
      }
    });
    expect(entries.filter((e) => e.level >= 60)).toEqual([]);
    // The stored messages were logged, by id.
    expect(entries.filter((e) => "inquiryId" in e)).toHaveLength(2);
    const everything = server.output();
    for (const secret of [token, email, "secret message", phoneLike]) expect(everything).not.toContain(secret);
  });
});

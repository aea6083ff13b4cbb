import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServer, type RunningServer } from "../test/launch-server";

/**
 * Issue 28 item 11: `npm start` without LOG_LEVEL (the README's quick start) writes a few short
 * lines that end with the address, and no line per successful request; LOG_LEVEL set keeps the
 * JSON log (the other hardening tests read it).
 */
describe("the quick start's output", () => {
  let dir = "";
  let server: RunningServer | undefined;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "sabd-quick-log-"));
  });
  afterAll(async () => {
    await server?.stop("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  });

  it("ends its start with 'Ready on http://localhost:PORT', writes no JSON and no line for a page served", async () => {
    // Blank counts as unset, as for every variable.
    server = await startServer({ PGLITE_DIR: join(dir, "db"), LOG_LEVEL: "" });
    const port = new URL(server.url).port;
    const ready = `Ready on http://localhost:${port}`;
    expect(server.stdout().trimEnd().split("\n").at(-1)).toBe(ready);
    expect((await fetch(`${server.url}/`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/businesses`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/professionals/999999999`)).status).toBe(404);
    await new Promise((r) => setTimeout(r, 200));
    const lines = server.stdout().trimEnd().split("\n");
    expect(lines.filter((l) => l.trimStart().startsWith("{"))).toEqual([]);
    expect(lines.filter((l) => l.includes("/api/businesses") || l.includes("GET / "))).toEqual([]);
    expect(lines.at(-1)).toMatch(/^warning: GET \/api\/professionals\/999999999 → 404 \([\d.]+ ms\)$/);
    expect(lines.at(-2)).toBe(ready);
    expect(lines.length).toBeLessThanOrEqual(8);
  }, 120_000);
});

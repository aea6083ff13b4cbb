import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { inject } from "vitest";
import { LOCAL_AUTH_SECRET } from "../tools/local-auth-secret";
import { serverArgs } from "../tools/spawn-server";
import { startServer, copiedPgliteDir } from "../test/launch-server";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** Runs the built server until it exits (or kills it after timeoutMs): exit code and everything it wrote. */
function runServer(env: Record<string, string>, timeoutMs = 45_000): Promise<{ code: number | null; output: string }> {
  const base = { PATH: process.env.PATH, HOME: process.env.HOME, HOST: "127.0.0.1", PORT: "0", LOG_LEVEL: "warn", BETTER_AUTH_SECRET: LOCAL_AUTH_SECRET };
  const child = spawn(process.execPath, serverArgs(inject("serverEntry")), {
    cwd: root,
    env: { ...base, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
  // "close", not "exit": by then both pipes are drained, so the output is complete.
  return new Promise((resolve) => child.once("close", (code) => (clearTimeout(timer), resolve({ code, output }))));
}

describe("TRUST_PROXY=true on the real server process", { timeout: 90_000 }, () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "sabd-trust-proxy-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("is refused in production with one line naming the variable and suggesting a hop count", async () => {
    const { code, output } = await runServer({ NODE_ENV: "production", TRUST_PROXY: "true", PGLITE_DIR: join(dir, "refused") });
    expect(code).toBe(1);
    expect(output.trim().split("\n")).toEqual([expect.stringMatching(/^Invalid environment variable TRUST_PROXY: .*TRUST_PROXY=1/)]);
  });

  it("is refused in production on PostgreSQL without BETTER_AUTH_SECRET, with one line naming the variable", async () => {
    // The env check refuses before any connection is tried, so the address need not exist.
    const databaseUrl = "postgres://nobody@127.0.0.1:9/none";
    const { code, output } = await runServer({ NODE_ENV: "production", BETTER_AUTH_SECRET: "", DATABASE_URL: databaseUrl });
    expect(code).toBe(1);
    expect(output.trim().split("\n")).toEqual([
      expect.stringMatching(/^Invalid environment variable BETTER_AUTH_SECRET: is required in production with DATABASE_URL/),
    ]);
  });

  it("starts outside production but warns that clients can pick their own address", async () => {
    const server = await startServer({ NODE_ENV: "test", TRUST_PROXY: "true", PGLITE_DIR: copiedPgliteDir(join(dir, "warned")) });
    try {
      expect(server.output()).toMatch(/TRUST_PROXY=true.*X-Forwarded-For/);
    } finally {
      await server.stop("SIGKILL");
    }
  });
});

import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { connectPgClient } from "../db/pg-pool";
import { engines } from "../test/database";
import { inject } from "vitest";
import { type LaunchedServer } from "../test/launch-server";
import { launchServer, startServer, type RunningServer } from "../tools/spawn-server";
import { repoRoot } from "../lib/repo-root";

/**
 * `npm start` runs the built server (dist/server/index.js) with plain node: no TypeScript at
 * start, no tsx or Vite in production. Built here into a folder of this run's own, then started
 * on each engine like production, from the bundle's own place in the tree.
 */
// Built once per test run, as `npm run build` builds it, by server/test/global-setup.ts.
const entry = inject("serverEntry");

/** Polls /healthz until it answers 200 (true) or the process exits (false). */
async function healthy(server: LaunchedServer): Promise<boolean> {
  while (server.child.exitCode === null) {
    if (
      await fetch(`${server.url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return true;
    await new Promise((r) => setTimeout(r, 150));
  }
  return false;
}

describe("the built server bundle", { timeout: 120_000 }, () => {
  it("imports no build tool: Vite only lazily, for development", () => {
    const code = readFileSync(entry, "utf8");
    const imported = [...code.matchAll(/^import\s[^;]*?from\s+"([^"]+)";?$/gm)].map((m) => m[1]!);
    expect(imported).toContain("express");
    for (const tool of ["vite", "tsx", "esbuild", "@vitejs/plugin-react", "@tailwindcss/vite", "tailwindcss"]) expect(imported, tool).not.toContain(tool);
    // Our own code is bundled in, aliases resolved: nothing relative or @shared is left to import.
    expect(imported.filter((s) => s.startsWith(".") || s.startsWith("@shared/") || s.startsWith("@/"))).toEqual([]);
  });

  it("refuses a production start without a client build, in one line naming the fix", async () => {
    const server = await launchServer(
      {
        PGLITE_DIR: "memory://",
        CLIENT_DIST: join(tmpdir(), `sabd-no-build-${process.pid}`),
      },
      entry,
    );
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/no client build.*npm run build/);
    expect(server.output()).not.toMatch(/\n\s+at /);
  });

  it("looks for the client build in the repository's dist/client, not beside itself", async () => {
    const dist = join(repoRoot, "dist/client");
    const server = await launchServer({ PGLITE_DIR: "memory://", CLIENT_DIST: "" }, entry);
    try {
      if (existsSync(join(dist, "index.html"))) {
        // A build is there (npm run build ran): the server starts and serves that shell.
        expect(await healthy(server), server.output()).toBe(true);
        const script = readFileSync(join(dist, "index.html"), "utf8").match(/\/assets\/[\w.-]+\.js/)?.[0];
        expect(script).toBeDefined();
        expect(await (await fetch(`${server.url}/no-such-page`)).text()).toContain(script);
      } else {
        expect(await server.exited).toBe(1);
        expect(server.output()).toContain(JSON.stringify(dist));
      }
    } finally {
      server.child.kill("SIGKILL");
    }
  });
});

describe.each(engines)("the built server run with plain node on %s", { timeout: 120_000 }, (engine) => {
  let dir: string;
  let server: RunningServer;
  // An empty database of its own on PostgreSQL too (the shared one holds other files' rows), so
  // the built server migrates it and loads the sample data as on a first start.
  const emptyDatabase = `sabd_compiled_${Date.now().toString(36)}_${process.pid}`;
  const admin = async (statement: string) => {
    const client = await connectPgClient(process.env.DATABASE_URL!);
    await client.query(statement).finally(() => client.end());
  };
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "sabd-compiled-"));
    let database: Record<string, string> = { PGLITE_DIR: join(dir, "db") };
    if (engine === "postgres") {
      await admin(`create database ${emptyDatabase}`);
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/${emptyDatabase}`;
      database = { DATABASE_URL: url.href };
    }
    // No pre-stop delay for a load balancer (SHUTDOWN_DELAY_MS, 3 s by default; the shutdown tests cover it).
    server = await startServer({ ...database, SHUTDOWN_DELAY_MS: "0" }, 90_000, { entry });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
    if (engine === "postgres") await admin(`drop database if exists ${emptyDatabase} with (force)`);
  });

  it("runs node on the bundle, not tsx on the source", () => {
    expect(server.child.spawnargs.slice(1)).toEqual([entry]);
  });

  it("migrates its database and answers the API", async () => {
    const res = await fetch(`${server.url}/api/categories`);
    expect(res.status).toBe(200);
    const categories = (await res.json()) as { slug: string }[];
    expect(categories.map((c) => c.slug)).toContain("accounting");
  });

  it("reads the magazine content from the repository's content/ folder", async () => {
    const res = await fetch(`${server.url}/2011/08`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Marcus Villarreal");
  });

  it("stops cleanly on SIGTERM", async () => {
    expect(await server.stop()).toBe(0);
  });
});

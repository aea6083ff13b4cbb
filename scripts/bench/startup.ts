/**
 * Start time and resident memory of the production server: the source through tsx (what
 * `npm start` ran before) against the bundle with plain node (what it runs now), on PGlite and,
 * with a database URL, on PostgreSQL. Start time is spawn → first /healthz 200 (asked every
 * 20 ms); RSS is read from /proc once it answers. Part of `npm run bench`; alone:
 * `npm run bench:startup` (DATABASE_URL adds the PostgreSQL rows; --runs 3 by default).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import { buildServer } from "../../server/tools/build-server";
import { startServer } from "../../server/tools/spawn-server";

interface Sample {
  startMs: number;
  rssMb: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const fmt = (xs: number[], digits: number) => `${median(xs).toFixed(digits)} (${xs.map((x) => x.toFixed(digits)).join(", ")})`;

async function sample(env: Record<string, string>, entry: string | undefined): Promise<Sample> {
  const server = await startServer(env, 120_000, { entry, pollMs: 20 });
  try {
    return { startMs: server.startMs, rssMb: server.rssMb() };
  } finally {
    await server.stop("SIGKILL");
  }
}

/** Prints one row per engine and way of starting: median (each run) of start time and RSS. */
export async function measureStartup(databaseUrl: string | undefined, runs = 3): Promise<void> {
  const entry = await buildServer(`server-bench-${process.pid}`);
  const work = mkdtempSync(join(tmpdir(), "sabd-startup-"));
  try {
    const engines: [string, (run: number) => Record<string, string>][] = [["PGlite", (run) => ({ PGLITE_DIR: join(work, `db-${run}`) })]];
    if (databaseUrl) engines.push(["PostgreSQL", () => ({ DATABASE_URL: databaseUrl })]);
    console.log(`\nServer start (spawn → /healthz 200) and RSS after start, median (runs) of ${runs}:`);
    console.log("engine       how                          start ms                     RSS MB");
    for (const [engine, env] of engines) {
      // The first PGlite run creates, migrates and seeds its folder: warm it once, so every row starts an existing database.
      if (engine === "PGlite") for (let run = 0; run < runs; run += 1) await sample(env(run), entry);
      for (const [how, file] of [
        ["tsx server/index.ts (before)", undefined],
        ["node dist/server (now)", entry],
      ] as const) {
        const samples: Sample[] = [];
        for (let run = 0; run < runs; run += 1) samples.push(await sample(env(run), file));
        console.log(
          `${engine.padEnd(12)} ${how.padEnd(28)} ${fmt(
            samples.map((s) => s.startMs),
            0,
          ).padEnd(28)} ${fmt(
            samples.map((s) => s.rssMb),
            1,
          )}`,
        );
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
    rmSync(dirname(entry), { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { values } = parseArgs({
    options: { runs: { type: "string", default: "3" } },
  });
  await measureStartup(process.env.DATABASE_URL, Number(values.runs));
}

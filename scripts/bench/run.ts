/**
 * `npm run bench [-- --seconds 10 --sizes 100000,1000000 --keep --database NAME --search-limits-only --ranked-search-only --near-only --search-shapes-only]`
 *
 * On the PostgreSQL server of DATABASE_URL, creates its own database (or, with `--database NAME`,
 * uses that one, generated before: it is only topped up to each size and never dropped), fills it with
 * `db:generate-data` to each size in turn, starts the real server (production mode) and the
 * baselines (scripts/bench/baselines.ts), and drives each with autocannon from a separate
 * process (scripts/bench/load.ts). Prints req/s and p50/p99 per case and the ratios of issue 7,
 * and first the server's start time and memory, tsx against the built bundle (./startup.ts).
 * Too long for CI (about 10 minutes on 2 cores); run it by hand.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import type { LoadResult } from "./load";
import { connectPgClient, createPgPool } from "../../server/db/pg-pool";
import { adminListLatencies } from "./admin-listings";
import { rankedPlan, searchPlans } from "./plans";
import { describeLatencies, oneClient, shortTermSearches } from "./search-limits";
import { printRankedSearch, rankedSearchFigures } from "./ranked-search";
import { ACCENTED, MISSPELLINGS, TERMS } from "./terms";
import { freePort, root, runTs, startServer, stop } from "./processes";
import { benchImport } from "./import";
import { editorAtWork } from "./editor-at-work";
import { benchMedia } from "./media";
import { benchListingStats } from "./listing-stats";
import { benchReviews } from "./reviews";
import { benchLeads } from "./leads";
import { nearMeOverServer, nearMeQueries } from "./near-me";
import { searchShapeFigures, twoClientFigures } from "./search-shapes";
import { openNowFigures } from "./open-now";
import { typoFigures } from "./typos";
import { measureStartup } from "./startup";
import { printScale, printTargets, type BenchCase, type ScaleResults } from "./report";
import { LOCAL_AUTH_SECRET } from "../../server/tools/local-auth-secret";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "10" },
    sizes: { type: "string", default: "100000,1000000" },
    keep: { type: "boolean", default: false },
    // An existing database on the same server (e.g. one kept by --keep, or filled by db:generate-data):
    // its professionals count towards each size, so a 1,000,000-row run need not regenerate them.
    database: { type: "string" },
    "search-limits-only": { type: "boolean", default: false },
    // Issue 18's figures alone: data, plans and the ranked search's latencies at each size (no servers).
    "ranked-search-only": { type: "boolean", default: false },
    // Issue 18: only the data and the near-me figures (query time with EXPLAIN, then over HTTP).
    "near-only": { type: "boolean", default: false },
    // Issue 26 item 1: only the data, the near-me / open-now search shapes and the two-client figure.
    "search-shapes-only": { type: "boolean", default: false },
  },
});
// The servers run in production mode, which serves the built client: build it once, as `npm start` does.
if (!existsSync(join(root, "dist/client/index.html"))) {
  console.log("Building the client once (the servers serve it in production mode)...");
  if (spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { cwd: root, stdio: "inherit" }).status !== 0) process.exit(1);
}
const seconds = Number(values.seconds);
const sizes = values.sizes
  .split(",")
  .map(Number)
  .sort((a, b) => a - b);
const CONNECTIONS = 50;
// A scan of 1,000,000 rows takes seconds: give it time to finish a few answers.
const unindexedSeconds = Math.max(seconds, 30);
if (!process.env.DATABASE_URL) {
  console.error("npm run bench needs DATABASE_URL: a PostgreSQL server where it may create (and drop) its own database.");
  process.exit(1);
}

const admin = new URL(process.env.DATABASE_URL);
const reused = values.database !== undefined;
const dbName = values.database ?? `sabd_bench_${Date.now()}`;
const benchUrl = Object.assign(new URL(admin.href), { pathname: `/${dbName}` }).href;
const adminClient = await connectPgClient(admin.href);
if (!reused) await adminClient.query(`CREATE DATABASE ${dbName}`);
console.log(`Bench database ${dbName} on ${admin.host}${reused ? " (existing, kept)" : ""}`);
const work = mkdtempSync(join(tmpdir(), "sabd-bench-"));
// With an error listener on each connection: DROP DATABASE ... WITH (FORCE) below terminates them.
const db = createPgPool({ connectionString: benchUrl, max: 2 });

/** Waits until no statement of another session runs on the bench database (an abandoned scan would slow the next case). */
async function databaseIdle() {
  for (let i = 0; i < 240; i += 1) {
    const { rows } = await db.query(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()",
    );
    if (rows[0].n === 0) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** One autocannon run in its own process; the case goes through a file (50,000 paths do not fit in argv). */
async function autocannon(benchCase: BenchCase, runSeconds: number): Promise<LoadResult> {
  const file = join(work, "case.json");
  writeFileSync(file, JSON.stringify({ origin: benchCase.origin, paths: benchCase.paths, seconds: runSeconds, connections: CONNECTIONS }));
  const output = await runTs("scripts/bench/load.ts", [file], {});
  return JSON.parse(output.trim().split("\n").at(-1)!) as LoadResult;
}

async function load(benchCase: BenchCase): Promise<LoadResult> {
  if (benchCase.warmupSeconds > 0) await autocannon(benchCase, benchCase.warmupSeconds);
  await databaseIdle();
  const result = await autocannon(benchCase, benchCase.seconds ?? seconds);
  await databaseIdle();
  return result;
}

async function measure(): Promise<ScaleResults> {
  const ports = { app: await freePort(), http: await freePort(), express: await freePort(), pg: await freePort(), unindexed: await freePort() };
  const origin = (port: number) => `http://127.0.0.1:${port}`;
  // Every autocannon connection comes from 127.0.0.1: without this the per-IP search budget would
  // answer most search cases with 429 (search-limits.ts measures the budget on a server of its own).
  const env = {
    NODE_ENV: "production",
    BETTER_AUTH_SECRET: LOCAL_AUTH_SECRET,
    HOST: "127.0.0.1",
    DATABASE_URL: benchUrl,
    SEED_SAMPLE_DATA: "false",
    SEARCH_RATE_LIMIT: String(1e9),
  };
  const app = await startServer("server/index.ts", [], { ...env, PORT: String(ports.app) }, `${origin(ports.app)}/api/categories`);
  const children = [app];
  try {
    const payload = Buffer.from(await (await fetch(`${origin(ports.app)}/api/professionals`)).arrayBuffer());
    writeFileSync(join(work, "payload.json"), payload);
    for (const mode of ["http", "express", "pg", "unindexed"] as const) {
      const port = ports[mode];
      const ready = mode === "http" || mode === "express" ? origin(port) : `${origin(port)}/api/professionals?search=warm`;
      children.push(
        await startServer(
          "scripts/bench/baselines.ts",
          [mode === "unindexed" ? "pg-unindexed" : mode, String(port), join(work, "payload.json")],
          { DATABASE_URL: benchUrl },
          ready,
        ),
      );
    }
    const ids = async (table: string, n: number) =>
      (await db.query(`SELECT id FROM ${table} ORDER BY random() LIMIT ${n}`)).rows.map((r: { id: number }) => r.id);
    const categories = (await db.query("SELECT id FROM categories ORDER BY id")).rows.map((r: { id: number }) => r.id);
    const search = TERMS.map((t) => `/api/professionals?search=${encodeURIComponent(t)}`);
    // Terms no one searched before, so every answer is a query: the cost of a cache miss. Each
    // is the end of a first name and the start of a surname ("ria garc"), a handful of matches.
    const unique = (
      await db.query(
        `SELECT DISTINCT lower(right(split_part(name, ' ', 1), 3) || ' ' || left(split_part(name, ' ', 2), 4)) AS term FROM professionals LIMIT 60000`,
      )
    ).rows.map((r: { term: string }) => `/api/professionals?search=${encodeURIComponent(r.term)}`);
    const cases: BenchCase[] = [
      { key: "categories", label: "categories (cached)", origin: origin(ports.app), paths: ["/api/categories"], warmupSeconds: 2 },
      { key: "home", label: "home list, first page (cached)", origin: origin(ports.app), paths: ["/api/professionals"], warmupSeconds: 2 },
      { key: "businesses", label: "business list, first page (cached)", origin: origin(ports.app), paths: ["/api/businesses"], warmupSeconds: 2 },
      {
        key: "professional",
        label: "professional by id, 1,000 ids (cached)",
        origin: origin(ports.app),
        paths: (await ids("professionals", 1000)).map((id) => `/api/professionals/${id}`),
        warmupSeconds: 2,
      },
      {
        key: "business",
        label: "business by id, 1,000 ids (cached)",
        origin: origin(ports.app),
        paths: (await ids("businesses", 1000)).map((id) => `/api/businesses/${id}`),
        warmupSeconds: 2,
      },
      {
        key: "category",
        label: `category filter, ${categories.length} categories (cached)`,
        origin: origin(ports.app),
        paths: categories.map((id) => `/api/professionals?categoryIds=${id}`),
        warmupSeconds: 2,
      },
      {
        key: "professionalUncached",
        label: "professional by id, 50,000 ids (past the cache)",
        origin: origin(ports.app),
        paths: (await ids("professionals", 50_000)).map((id) => `/api/professionals/${id}`),
        warmupSeconds: 0,
      },
      { key: "search", label: `search, ${TERMS.length} varied terms (cached)`, origin: origin(ports.app), paths: search, warmupSeconds: 2 },
      {
        key: "searchUncached",
        label: `search, ${unique.length.toLocaleString("en-US")} terms never repeated (past the cache)`,
        origin: origin(ports.app),
        paths: unique,
        warmupSeconds: 0,
      },
      { key: "http", label: `baseline: node:http, precomputed ${payload.length} B`, origin: origin(ports.http), paths: ["/"], warmupSeconds: 2 },
      { key: "express", label: "baseline: Express, precomputed payload", origin: origin(ports.express), paths: ["/"], warmupSeconds: 2 },
      { key: "pg", label: "baseline: Express + pg, same search SQL", origin: origin(ports.pg), paths: search, warmupSeconds: 2 },
      { key: "pgUncached", label: "baseline: Express + pg, the never-repeated terms", origin: origin(ports.pg), paths: unique, warmupSeconds: 0 },
      {
        key: "unindexed",
        label: `baseline: Express + pg, unindexed scan (${unindexedSeconds} s)`,
        origin: origin(ports.unindexed),
        paths: search,
        warmupSeconds: 0,
        seconds: unindexedSeconds,
      },
    ];
    const results: ScaleResults = new Map();
    if (values["search-limits-only"]) cases.length = 0;
    for (const benchCase of cases) {
      const result = await load(benchCase);
      results.set(benchCase.key, { label: benchCase.label, result, seconds: benchCase.seconds ?? seconds });
      console.log(`  ${benchCase.label}: ${Math.round(result.requestsPerSecond)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms`);
    }
    console.log("Issue 15, cached public reads (home list, 1,000 listings) while a signed-in editor works:");
    const readPaths = ["/api/professionals", ...(await ids("professionals", 1000)).map((id) => `/api/professionals/${id}`)];
    const editLines = await editorAtWork({
      origin: origin(ports.app),
      databaseUrl: benchUrl,
      paths: readPaths,
      ids: await ids("professionals", 50),
      load: (paths) => load({ key: "home", label: "editor at work", origin: origin(ports.app), paths, warmupSeconds: 2 }),
    });
    for (const line of editLines) console.log(line);
    await searchFlood({ origin: origin(ports.app), ids: (await ids("professionals", 1000)).map((id) => `/api/professionals/${id}`), terms: unique, env });
    return results;
  } finally {
    for (const child of children.reverse()) await stop(child);
  }
}

/**
 * Item 6: 12 clients send never-repeated searches (with varying limits) while one visitor reads
 * single listings; that visitor's p95 against its idle value, on the bench server (no search
 * budget: as if from many addresses) and on a server with the default per-IP budget.
 */
async function searchFlood({ origin: appOrigin, ids, terms, env }: { origin: string; ids: string[]; terms: string[]; env: Record<string, string> }) {
  const port = await freePort();
  const budgeted = await startServer("server/index.ts", [], { ...env, SEARCH_RATE_LIMIT: "", PORT: String(port) }, `http://127.0.0.1:${port}/api/categories`);
  const phase = Math.max(6, seconds);
  try {
    for (const [label, target, offset] of [
      ["no budget (many addresses)", appOrigin, 0],
      ["default per-IP budget", `http://127.0.0.1:${port}`, 1],
    ] as const) {
      await oneClient(target, ids, 2); // warm the listings' cache
      await databaseIdle();
      const idle = await oneClient(target, ids, phase);
      const file = join(work, "flood.json");
      const paths = terms.filter((_, i) => i % 2 === offset).map((path, i) => `${path}&limit=${1 + (i % 100)}`);
      writeFileSync(file, JSON.stringify({ origin: target, paths, seconds: phase + 4, connections: 12 }));
      const flood = runTs("scripts/bench/load.ts", [file], {}).then((out) => JSON.parse(out.trim().split("\n").at(-1)!) as LoadResult);
      await new Promise((r) => setTimeout(r, 2000));
      const busy = await oneClient(target, ids, phase);
      const attack = await flood;
      await databaseIdle();
      const ratio = busy.p95 / idle.p95;
      console.log(`  item 6, ${label}: GET /api/professionals/:id idle ${describeLatencies(idle)}`);
      console.log(`    under 12 clients of never-repeated searches: ${describeLatencies(busy)}`);
      console.log(
        `    p95 ${ratio.toFixed(2)}x idle [<= 2: ${ratio <= 2 ? "met" : "MISSED"}], 503s to the reader: ${busy.failures["503"] ?? 0}; the searches got ${JSON.stringify(attack.statuses)}`,
      );
    }
  } finally {
    await stop(budgeted);
  }
}

const all = new Map<number, ScaleResults>();
try {
  const nearOnly = values["near-only"];
  const rankedOnly = values["ranked-search-only"];
  const shapesOnly = values["search-shapes-only"];
  const only = values["search-limits-only"] || values["ranked-search-only"] || nearOnly || shapesOnly;
  // Before any data is generated: the sample data's size, as on a fresh deploy.
  if (!only && !reused) await measureStartup(benchUrl);
  // Issue 15 item 7: 100,000 rows through the import endpoint, on databases of its own.
  if (!only) await benchImport(admin.href);
  // Issue 16: the media route against Express sending the same bytes, on a database of its own.
  if (!only) await benchMedia(admin.href, seconds);
  // Issue 17: cached reads with listing statistics counting on against off, and a 10,000-event flush.
  if (!only) await benchListingStats(admin.href, { seconds });
  // Issue 30: a listing with 10,000 reviews: its page's first data and its review list pages against a listing with none.
  if (!only) await benchReviews(admin.href);
  // Issue 31: submitting a lead, and a listing's first data with response figures (cold), against the same without them.
  if (!only) await benchLeads(admin.href);
  let loaded = reused ? (await db.query("SELECT count(*)::int AS n FROM professionals")).rows[0].n : 0;
  for (const size of sizes) {
    const more = Math.max(0, size - loaded);
    console.log(`\n== ${size.toLocaleString("en-US")} professionals: generating ${more.toLocaleString("en-US")} more`);
    if (more > 0) await runTs("scripts/generate-data.ts", ["--professionals", String(more)], { DATABASE_URL: benchUrl }, "  ");
    loaded = Math.max(loaded, size);
    if (!only || shapesOnly) {
      for (const line of await searchShapeFigures(benchUrl)) console.log(line);
      for (const line of await openNowFigures(benchUrl)) console.log(line);
      for (const line of await twoClientFigures(benchUrl)) console.log(line);
      if (shapesOnly) continue;
    }
    // --ranked-search-only and --near-only together: both parts on the same data.
    if (!rankedOnly || nearOnly) {
      console.log("Issue 18, near me within 10 km, nearest first, one client, past the cache:");
      for (const line of await nearMeQueries(benchUrl)) console.log(line);
      console.log(await nearMeOverServer(benchUrl, Math.max(10, seconds)));
    }
    if (nearOnly && !rankedOnly) continue;
    console.log("Search plans PostgreSQL picks by itself at this size:");
    for (const line of await searchPlans(benchUrl, ["garcia", "maria garcia", "dentist", "dentst", "josé", "e", "ma"])) console.log(line);
    // Never-repeated terms, as the uncached search case below makes them: the end of a first name and the start of a surname.
    const rare = (
      await db.query(
        `SELECT DISTINCT lower(right(split_part(name, ' ', 1), 3) || ' ' || left(split_part(name, ' ', 2), 4)) AS term FROM professionals LIMIT 200`,
      )
    ).rows.map((r: { term: string }) => r.term);
    const ranked = await rankedSearchFigures(benchUrl, [
      { label: `${TERMS.length} common terms`, terms: TERMS },
      { label: `${MISSPELLINGS.length} misspellings`, terms: MISSPELLINGS },
      { label: `${ACCENTED.length} accented spellings`, terms: ACCENTED },
      { label: `${rare.length} never-repeated terms`, terms: rare },
    ]);
    for (const line of printRankedSearch(ranked)) console.log(line);
    for (const line of await typoFigures(benchUrl, MISSPELLINGS)) console.log(line);
    for (const term of ["garcia", "dentist"]) for (const line of await rankedPlan(benchUrl, term)) console.log(line);
    if (rankedOnly) continue;
    const short = await shortTermSearches(benchUrl);
    console.log(
      `Item 6, first page of a short term past the cache, one client: one letter ${describeLatencies(short.one)}; two letters ${describeLatencies(short.two)}; worst ${short.worst}`,
    );
    console.log(`  one-letter p99 <= 150 ms: ${short.one.p99 <= 150 ? "met" : "MISSED"}`);
    console.log("Issue 15, the back office's professionals list, one client (query time):");
    for (const line of await adminListLatencies(benchUrl)) console.log(line);
    all.set(size, await measure());
  }
  if (!only) {
    for (const [size, results] of all) printScale(size, seconds, CONNECTIONS, results);
    printTargets(all);
  }
} finally {
  await db.end();
  if (values.keep || reused) console.log(`\nKept database ${dbName}`);
  else await adminClient.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await adminClient.end();
  rmSync(work, { recursive: true, force: true });
}

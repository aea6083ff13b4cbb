/**
 * Issue 26 item 1 figures for `npm run bench` (alone: `npx tsx scripts/bench/search-shapes.ts` on
 * DATABASE_URL's directory, e.g. one filled by db:generate-data): each shape of a near-me / open-now
 * search as the API builds it on a cache miss (every point new), one client, under the search
 * statement timeout (a timeout counts as a failure, as the API's 503); then two clients over
 * HTTP: B's ordinary never-repeated searches idle, and while A sends its whole search budget of
 * the slowest shape at once, on the server as configured and, as the baseline of the same run,
 * with one client allowed every slot and an unbounded queue (the gate before issue 26).
 */
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { STARTUP_OPTIONS, type Db } from "../../server/db/client";
import * as schema from "../../server/db/schema";
import { countRankedProfessionals, listProfessionals } from "../../server/features/directory/queries";
import { resolveNear } from "../../shared/sa-places";
import type { ProfessionalsQuery } from "../../shared/schema";
import { LOCAL_AUTH_SECRET } from "../../server/tools/local-auth-secret";
import { cityPoints } from "./near-me";
import { freePort, startServer, stop } from "./processes";
import { describeLatencies, summarizeLatencies, type Latencies } from "./search-limits";
import { TERMS } from "./terms";

const TIMEOUT_MS = 3000;
const list = (extra: Partial<ProfessionalsQuery>): ProfessionalsQuery => ({ categoryIds: [], search: undefined, limit: 48, ...extra });
const near = (point: string) => resolveNear(point)!;

/** The shapes, each a query per point. */
const SHAPES: { label: string; query: (point: string, i: number) => ProfessionalsQuery }[] = [
  { label: "term + near + radius 100 + open now", query: (p, i) => list({ search: TERMS[i % TERMS.length], near: near(p), radius: 100, open: "now" }) },
  { label: "term + near + radius 10 + open now", query: (p, i) => list({ search: TERMS[i % TERMS.length], near: near(p), radius: 10, open: "now" }) },
  { label: "term + near nearest first + open now", query: (p, i) => list({ search: TERMS[i % TERMS.length], near: near(p), sort: "distance", open: "now" }) },
  { label: "near + open now", query: (p) => list({ near: near(p), open: "now" }) },
  { label: "near + radius 100 + open now", query: (p) => list({ near: near(p), radius: 100, open: "now" }) },
  { label: "open now alone", query: () => list({ open: "now" }) },
  { label: "ranked terms (40 common, no geo)", query: (_, i) => list({ search: TERMS[i % TERMS.length] }) },
];

export async function searchShapeFigures(databaseUrl: string, perShape = 40): Promise<string[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1, options: `${STARTUP_OPTIONS} -c statement_timeout=${TIMEOUT_MS}` });
  const db = drizzle(pool, { schema }) as unknown as Db;
  const lines: string[] = [
    `Issue 26, search shapes past the cache, one client, ${perShape} each (query time; statement timeout ${TIMEOUT_MS} ms); the first page as the site's grid asks it`,
    "(counts=separate: a search's counts come on their own request, after the cards), its counts, and the page with its counts in one answer (the API's default):",
  ];
  const timed = async (work: () => Promise<unknown>, times: number[], failures: Record<string, number>) => {
    const started = performance.now();
    try {
      await work();
      times.push(performance.now() - started);
    } catch {
      failures.timeout = (failures.timeout ?? 0) + 1;
    }
  };
  try {
    const firstPages: number[] = [];
    for (const [s, shape] of SHAPES.entries()) {
      const ways = { page: [] as number[], counts: [] as number[], together: [] as number[] };
      const failed = { page: {}, counts: {}, together: {} } as Record<keyof typeof ways, Record<string, number>>;
      for (const [i, point] of cityPoints(perShape, 100 + s).entries()) {
        const query = shape.query(point, i);
        let page: Awaited<ReturnType<typeof listProfessionals>> | undefined;
        await timed(async () => (page = await listProfessionals(db, { ...query, counts: "separate" })), ways.page, failed.page);
        if (page?.countsSeparate) await timed(() => countRankedProfessionals(db, query, page?.searchedFor ?? query.search!), ways.counts, failed.counts);
        await timed(() => listProfessionals(db, query), ways.together, failed.together);
      }
      firstPages.push(...ways.page);
      lines.push(`  ${shape.label}:`);
      const served = summarizeLatencies(ways.page, failed.page);
      const target = shape.label === "open now alone" ? `  [p99 <= 100 ms (issue 26 item 1): ${served.p99 <= 100 ? "met" : "MISSED"}]` : "";
      lines.push(`    first page as served: ${describeLatencies(served)}${target}`);
      if (ways.counts.length) lines.push(`    its counts:           ${describeLatencies(summarizeLatencies(ways.counts, failed.counts))}`);
      lines.push(`    page + counts:        ${describeLatencies(summarizeLatencies(ways.together, failed.together))}`);
    }
    const all = summarizeLatencies(firstPages);
    lines.push(`  every shape's first page as served: ${describeLatencies(all)}  [p99 <= 300 ms (issue 26 item 1): ${all.p99 <= 300 ? "met" : "MISSED"}]`);
  } finally {
    await pool.end();
  }
  return lines;
}

/** `count` requests of one client (X-Forwarded-For `from`), one at a time. */
async function sequential(origin: string, from: string, paths: string[]): Promise<Latencies> {
  const times: number[] = [];
  const failures: Record<string, number> = {};
  for (const path of paths) {
    const started = performance.now();
    const status = await fetch(origin + path, { headers: { "X-Forwarded-For": from } })
      .then(async (res) => (await res.arrayBuffer(), res.status))
      .catch(() => 0);
    if (status === 200) times.push(performance.now() - started);
    else failures[status] = (failures[status] ?? 0) + 1;
  }
  return summarizeLatencies(times, failures);
}

/** B's p95 idle and while A floods, on a server with `gateEnv`; A's statuses. */
async function twoClients(databaseUrl: string, gateEnv: Record<string, string>, terms: string[], budget: number, run: number) {
  const port = await freePort();
  const env = { NODE_ENV: "production", BETTER_AUTH_SECRET: LOCAL_AUTH_SECRET, HOST: "127.0.0.1", DATABASE_URL: databaseUrl, SEED_SAMPLE_DATA: "false" };
  // TRUST_PROXY=1: the bench names its clients with X-Forwarded-For, as a load balancer would.
  const server = await startServer(
    "server/index.ts",
    [],
    { ...env, ...gateEnv, TRUST_PROXY: "1", PORT: String(port) },
    `http://127.0.0.1:${port}/api/categories`,
  );
  const origin = `http://127.0.0.1:${port}`;
  // Addresses of their own per run (run: 0 or 100): the search budget is counted in the database, across servers.
  const searches = (from: number) => terms.slice(from, from + 30).map((t) => `/api/professionals?search=${encodeURIComponent(t)}`);
  try {
    // Warm the server (a fresh process's first searches are slower) with searches of their own.
    await sequential(origin, `192.0.2.${1 + run}`, searches(60).slice(0, 15));
    const idle = await sequential(origin, `192.0.2.${10 + run}`, searches(0));
    const flood = Promise.all(
      cityPoints(budget, 9).map((p, i) =>
        fetch(`${origin}/api/professionals?search=${encodeURIComponent(TERMS[i % TERMS.length]!)}&near=${p}&radius=100&open=now`, {
          headers: { "X-Forwarded-For": `198.51.100.${7 + run}` },
        }).then(async (res) => (await res.arrayBuffer(), res.status)),
      ),
    );
    await new Promise((r) => setTimeout(r, 200));
    const busy = await sequential(origin, `192.0.2.${11 + run}`, searches(30));
    const statuses: Record<string, number> = {};
    for (const status of await flood) statuses[status] = (statuses[status] ?? 0) + 1;
    return { idle, busy, statuses };
  } finally {
    await stop(server);
  }
}

export async function twoClientFigures(databaseUrl: string): Promise<string[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  // Never-repeated ordinary searches for B: the end of a first name and the start of a surname.
  const terms = (
    await pool.query(
      `SELECT DISTINCT lower(right(split_part(name, ' ', 1), 3) || ' ' || left(split_part(name, ' ', 2), 4)) AS term FROM professionals ORDER BY 1 LIMIT 500`,
    )
  ).rows.map((r: { term: string }) => r.term);
  await pool.end();
  const budget = 60;
  const lines = [
    `Issue 26, two clients: A sends its whole budget (${budget}) of term + near + radius 100 + open now at once; B searches (30 never-repeated terms, one at a time):`,
  ];
  for (const [label, gateEnv, offset] of [
    ["fair gate (defaults: 1 search per client at once, 8 queued)", {}, 0],
    ["baseline, one shared queue (a client may take every slot)", { SEARCH_CLIENT_CONCURRENCY: "4", SEARCH_CLIENT_QUEUE: "1000" }, 200],
  ] as const) {
    const { idle, busy, statuses } = await twoClients(databaseUrl, gateEnv, terms.slice(offset), budget, offset / 2);
    const ratio = busy.p95 / idle.p95;
    lines.push(`  ${label}: B idle ${describeLatencies(idle)}`);
    lines.push(
      `    B during A's flood ${describeLatencies(busy)}; p95 ${ratio.toFixed(2)}x idle [<= 2: ${ratio <= 2 ? "met" : "MISSED"}]; A got ${JSON.stringify(statuses)}`,
    );
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!process.env.DATABASE_URL) throw new Error("DATABASE_URL: a database filled by db:generate-data");
  if (!process.argv.includes("--two-clients-only")) for (const line of await searchShapeFigures(process.env.DATABASE_URL)) console.log(line);
  for (const line of await twoClientFigures(process.env.DATABASE_URL)) console.log(line);
}

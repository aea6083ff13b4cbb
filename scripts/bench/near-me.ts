/**
 * Issue 18's near-me figures for `npm run bench`: "within 10 km of a point, nearest first", one
 * client, past the cache (every point new), p99 <= 100 ms; with the plan PostgreSQL picks, and
 * baselines measured in the same run: the same statements with the GiST index forbidden (what
 * the index saves), and the first page of the plain list (what any uncached list costs).
 */
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { STARTUP_OPTIONS, type Db } from "../../server/db/client";
import * as schema from "../../server/db/schema";
import { listProfessionals } from "../../server/features/directory/queries";
import { pointNear } from "../../shared/geo-choices";
import { SA_ZIPS, resolveNear } from "../../shared/sa-places";
import type { ProfessionalsQuery } from "../../shared/schema";
import { LOCAL_AUTH_SECRET } from "../../server/tools/local-auth-secret";
import { freePort, startServer, stop } from "./processes";
import { describeLatencies, oneClient, summarizeLatencies, type Latencies } from "./search-limits";

/** 10 km in the API's miles. */
export const TEN_KM_IN_MILES = 10 / 1.609344;

/** `n` points around the city's ZIP centroids (±2 km), as 3-decimal "lat,lng" strings, the way the page sends a shared position. */
export function cityPoints(n: number, seed = 1): string[] {
  let state = seed;
  const random = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32;
  return Array.from({ length: n }, () => {
    const zip = SA_ZIPS[Math.floor(random() * SA_ZIPS.length)]!;
    return pointNear(zip.lat + (random() - 0.5) * 0.04, zip.lng + (random() - 0.5) * 0.04);
  });
}

const nearQuery = (point: string, radius = TEN_KM_IN_MILES): ProfessionalsQuery => ({
  categoryIds: [],
  search: undefined,
  limit: 48,
  near: resolveNear(point)!,
  sort: "distance",
  radius,
});

async function timed(db: Db, queries: ProfessionalsQuery[]): Promise<Latencies> {
  const times: number[] = [];
  for (const query of queries) {
    const started = performance.now();
    await listProfessionals(db, query);
    times.push(performance.now() - started);
  }
  return summarizeLatencies(times);
}

/** The query-level figures and the plan, one line each. */
export async function nearMeQueries(databaseUrl: string, points = 300): Promise<string[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1, options: STARTUP_OPTIONS });
  const statements: { text: string; values: unknown[] }[] = [];
  const db = drizzle(pool, { schema }) as unknown as Db;
  const logged = drizzle(pool, { schema, logger: { logQuery: (text, values) => statements.push({ text, values }) } }) as unknown as Db;
  const lines: string[] = [];
  try {
    const near = await timed(
      db,
      cityPoints(points).map((p) => nearQuery(p)),
    );
    const plain = await timed(
      db,
      Array.from({ length: 30 }, () => ({ categoryIds: [], search: undefined, limit: 48 })),
    );
    // The index forbidden: the same statements scan and sort (bounded: fewer points).
    const client = await pool.connect();
    let unindexed: Latencies;
    try {
      await client.query("SET enable_indexscan = off; SET enable_bitmapscan = off");
      unindexed = await timed(
        drizzle(client, { schema }) as unknown as Db,
        cityPoints(20, 7).map((p) => nearQuery(p)),
      );
    } finally {
      await client.query("RESET enable_indexscan; RESET enable_bitmapscan");
      client.release();
    }
    lines.push(`  near me, 10 km nearest first, ${points} new points (query time): ${describeLatencies(near)}`);
    lines.push(`    baseline, the same with the GiST index forbidden: ${describeLatencies(unindexed)}; p50 ${(unindexed.p50 / near.p50).toFixed(1)}x slower`);
    lines.push(`    baseline, the plain list's first page uncached: ${describeLatencies(plain)}; near me p99 / it: ${(near.p99 / plain.p99).toFixed(2)}`);
    lines.push(`    p99 <= 100 ms: ${near.p99 <= 100 ? "met" : "MISSED"}`);
    await listProfessionals(logged, nearQuery("29.425,-98.494"));
    for (const statement of statements) {
      const plan = await pool.query(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) ${statement.text}`, statement.values);
      lines.push(`  EXPLAIN ANALYZE of ${/count\(/i.test(statement.text) ? "its count" : "its page"} (downtown, 10 km):`);
      for (const row of plan.rows as Record<string, string>[]) lines.push(`    ${row["QUERY PLAN"]}`);
    }
  } finally {
    await pool.end();
  }
  return lines;
}

/**
 * The same over HTTP against the real server (production mode, its own process, search budget
 * off as the other bench cases have it): one client, every point new, so every answer is a query.
 */
export async function nearMeOverServer(databaseUrl: string, seconds: number): Promise<string> {
  const port = await freePort();
  const env = { NODE_ENV: "production", BETTER_AUTH_SECRET: LOCAL_AUTH_SECRET, HOST: "127.0.0.1", DATABASE_URL: databaseUrl, SEED_SAMPLE_DATA: "false" };
  const server = await startServer(
    "server/index.ts",
    [],
    { ...env, SEARCH_RATE_LIMIT: String(1e9), PORT: String(port) },
    `http://127.0.0.1:${port}/api/categories`,
  );
  try {
    const paths = [...new Set(cityPoints(20_000, 3))].map((p) => `/api/professionals?near=${p}&sort=distance&radius=${TEN_KM_IN_MILES.toFixed(2)}`);
    const origin = `http://127.0.0.1:${port}`;
    const plain = await oneClient(origin, ["/api/professionals?limit=1"], 3); // warm, and a cached read for scale
    const near = await oneClient(origin, paths, seconds);
    return [
      `  over HTTP, ${near.count} never-repeated points in ${seconds} s: ${describeLatencies(near)} [p99 <= 100 ms: ${near.p99 <= 100 ? "met" : "MISSED"}]`,
      `    baseline, a cached first page on the same server: ${describeLatencies(plain)}`,
    ].join("\n");
  } finally {
    await stop(server);
  }
}

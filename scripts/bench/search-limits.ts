/**
 * Issue 13 item 6 figures for `npm run bench`: the cost of the worst first-page searches (one
 * and two letters) with one client, and whether a flood of never-repeated searches slows the
 * single-listing reads of everyone else.
 */
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { STARTUP_OPTIONS, type Db } from "../../server/db/client";
import * as schema from "../../server/db/schema";
import { listProfessionals } from "../../server/features/directory/queries";

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round = (ms: number) => Math.round(ms * 10) / 10;

export interface Latencies {
  p50: number;
  p95: number;
  p99: number;
  max: number;
  count: number;
  /** Answers that were not 200, by status (0: no answer). */
  failures: Record<string, number>;
}

export function summarizeLatencies(times: number[], failures: Record<string, number> = {}): Latencies {
  const sorted = [...times].sort((a, b) => a - b);
  if (!sorted.length) return { p50: NaN, p95: NaN, p99: NaN, max: NaN, count: 0, failures };
  return {
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1)!),
    count: sorted.length,
    failures,
  };
}

/**
 * Every one-letter term (a-z) and 26 two-letter ones, first page and total as the API builds
 * them, one at a time, `rounds` times each: the query cost of a cache miss, on the app's session settings.
 */
export async function shortTermSearches(databaseUrl: string, rounds = 3): Promise<{ one: Latencies; two: Latencies; worst: string }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1, options: STARTUP_OPTIONS });
  const db = drizzle(pool, { schema }) as unknown as Db;
  const letters = [..."abcdefghijklmnopqrstuvwxyz"];
  const pairs = letters.map((l, i) => `${l}${letters[(i * 7 + 4) % 26]}`);
  const times = { one: [] as number[], two: [] as number[] };
  let worst = { term: "", ms: 0 };
  try {
    for (let round = 0; round < rounds; round += 1) {
      for (const [kind, terms] of [
        ["one", letters],
        ["two", pairs],
      ] as const) {
        for (const term of terms) {
          const started = performance.now();
          await listProfessionals(db, { search: term, categoryIds: [], limit: 48 });
          const ms = performance.now() - started;
          times[kind].push(ms);
          if (ms > worst.ms) worst = { term, ms };
        }
      }
    }
  } finally {
    await pool.end();
  }
  return { one: summarizeLatencies(times.one), two: summarizeLatencies(times.two), worst: `"${worst.term}" ${round(worst.ms)} ms` };
}

/** One client reading `paths` in turn, one request at a time, for `seconds`: the latency an innocent visitor sees. */
export async function oneClient(origin: string, paths: string[], seconds: number): Promise<Latencies> {
  const times: number[] = [];
  const failures: Record<string, number> = {};
  const until = performance.now() + seconds * 1000;
  for (let i = 0; performance.now() < until; i += 1) {
    const started = performance.now();
    const status = await fetch(origin + paths[i % paths.length]!)
      .then(async (res) => (await res.arrayBuffer(), res.status))
      .catch(() => 0);
    if (status === 200) times.push(performance.now() - started);
    else failures[status] = (failures[status] ?? 0) + 1;
  }
  return summarizeLatencies(times, failures);
}

export const describeLatencies = (l: Latencies) =>
  `p50 ${l.p50} ms, p95 ${l.p95} ms, p99 ${l.p99} ms (${l.count} answers${Object.keys(l.failures).length ? `; failed: ${JSON.stringify(l.failures)}` : ""})`;

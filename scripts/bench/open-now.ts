/**
 * Issue 26 item 1, open now without reading every listing's weekly hours, for `npm run bench`
 * (alone: `npx tsx scripts/bench/open-now.ts` on DATABASE_URL's directory). At instants of the
 * week with few and with most listings open, open now alone as the list asks it (a first page in
 * name order and the count capped at GEO_COUNT_CAP, 1,000), three ways in turn on the same data: the
 * week-minute ranges tested row by row (migration 0024, the baseline of the same run), always
 * through the hour of the week's index (migration 0031), and as served: page and count each the
 * way usesOpenIndex chooses for it.
 */
import { drizzle } from "drizzle-orm/node-postgres";
import { and, asc, isNull, sql, type SQL } from "drizzle-orm";
import pg from "pg";
import { STARTUP_OPTIONS, type Db } from "../../server/db/client";
import * as schema from "../../server/db/schema";
import { cappedCount } from "../../server/features/directory/queries";
import { GEO_COUNT_CAP, openAt, openAtIndexed, readOpenShares, usesOpenIndex, weekHour } from "../../server/features/directory/near-sql";
import { describeLatencies, summarizeLatencies } from "./search-limits";

const { professionals } = schema;

/** The next instant at San Antonio's `day` (0 = Sunday) and `hour` (its offset taken from the tz database, via weekHour). */
function nextAt(day: number, hour: number): number {
  let t = Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 17 * 60_000;
  while (weekHour(t) !== day * 24 + hour) t += 3_600_000;
  return t;
}

export async function openNowFigures(databaseUrl: string, rounds = 10): Promise<string[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1, options: STARTUP_OPTIONS });
  const db = drizzle(pool, { schema }) as unknown as Db;
  const instants = [
    { label: "Sunday 4:17 a.m.", at: nextAt(0, 4) },
    { label: "Wednesday 12:17 p.m.", at: nextAt(3, 12) },
    { label: "Saturday 10:17 p.m.", at: nextAt(6, 22) },
  ];
  const lines = [`Issue 26, open now alone (first page in name order + count capped at ${GEO_COUNT_CAP.toLocaleString("en-US")}), one client, query time:`];
  const time = async (work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    return performance.now() - started;
  };
  const firstPage = (open: SQL) =>
    db
      .select({ id: professionals.id })
      .from(professionals)
      .where(and(isNull(professionals.unpublishedAt), open))
      .orderBy(asc(professionals.name), asc(professionals.id))
      .limit(49);
  try {
    await readOpenShares(db, professionals);
    for (const { label, at } of instants) {
      const stamp = sql`${new Date(at).toISOString()}::timestamptz`;
      const way = (byIndex: boolean) => (byIndex ? openAtIndexed(professionals, stamp, [weekHour(at)]) : openAt(professionals, stamp));
      // As open now chooses at that hour (near-sql.ts): the hour's index when the statistics say few are open, the count's by its cap too.
      const pageByIndex = usesOpenIndex(professionals, [weekHour(at)]);
      const countByIndex = usesOpenIndex(professionals, [weekHour(at)], GEO_COUNT_CAP);
      const ways = {
        ranges: { page: way(false), count: way(false) },
        served: { page: way(pageByIndex), count: way(countByIndex) },
        indexed: { page: way(true), count: way(true) },
      };
      const open = await cappedCount(db, [isNull(professionals.unpublishedAt), ways.ranges.count], 1e9);
      const times = { ranges: [] as number[], served: [] as number[], indexed: [] as number[] };
      for (let round = 0; round < rounds; round += 1) {
        for (const way of ["ranges", "served", "indexed"] as const) {
          const { page, count } = ways[way];
          times[way].push(await time(() => Promise.all([firstPage(page), cappedCount(db, [isNull(professionals.unpublishedAt), count], GEO_COUNT_CAP)])));
        }
      }
      const ranges = summarizeLatencies(times.ranges);
      const ratio = (l: ReturnType<typeof summarizeLatencies>) => `(p50 ${(l.p50 / ranges.p50).toFixed(2)}x, p99 ${(l.p99 / ranges.p99).toFixed(2)}x)`;
      const served = summarizeLatencies(times.served);
      const indexed = summarizeLatencies(times.indexed);
      lines.push(`  ${label} (${open.total.toLocaleString("en-US")} open):`);
      lines.push(`    ranges row by row (baseline): ${describeLatencies(ranges)}`);
      lines.push(`    always the hour index:        ${describeLatencies(indexed)}  ${ratio(indexed)}`);
      const how = (byIndex: boolean) => (byIndex ? "hour index" : "ranges");
      lines.push(`    as served (page: ${how(pageByIndex)}, count: ${how(countByIndex)}): ${describeLatencies(served)}  ${ratio(served)}`);
    }
  } finally {
    await pool.end();
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await openNowFigures(process.env.DATABASE_URL!)) console.log(line);
}

/**
 * Issue 15 item 3 figures for `npm run bench`: the back office's professionals list at the bench
 * size, one client, as the handler builds it (listAdminProfessionals): its first page, a keyset
 * page deep in the list, the withdrawn filter, and name, phone and email searches. Server time
 * is the queries' time on the app's session settings (the handler adds JSON of 50 rows).
 *
 * Alone: `DATABASE_URL=... npx tsx scripts/bench/admin-listings.ts [rounds]` on a database
 * that `npm run db:generate-data` filled.
 */
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { adminListQuerySchema } from "@shared/admin/listings";
import { STARTUP_OPTIONS, type Db } from "../../server/db/client";
import * as schema from "../../server/db/schema";
import { listAdminProfessionals } from "../../server/features/directory/admin-queries";
import { describeLatencies, type Latencies } from "./search-limits";

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const summarize = (times: number[]): Latencies => {
  const sorted = [...times].sort((a, b) => a - b);
  const r = (ms: number) => Math.round(ms * 10) / 10;
  return {
    p50: r(percentile(sorted, 50)),
    p95: r(percentile(sorted, 95)),
    p99: r(percentile(sorted, 99)),
    max: r(sorted.at(-1)!),
    count: sorted.length,
    failures: {},
  };
};

const NAME_TERMS = ["garcia", "nguyen", "maria garcia", "valeria", "okafor", "escobedo", "de la cruz", "smith", "benavides", "ma", "e"];

export async function adminListLatencies(databaseUrl: string, rounds = 5): Promise<string[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1, options: STARTUP_OPTIONS });
  const db = drizzle(pool, { schema }) as unknown as Db;
  try {
    const { rows } = await pool.query("SELECT phone, email, name FROM professionals WHERE email IS NOT NULL ORDER BY random() LIMIT 20");
    const deep = (await pool.query("SELECT name FROM professionals ORDER BY name OFFSET (SELECT count(*) / 2 FROM professionals) LIMIT 1")).rows[0]
      ?.name as string;
    const cases: [string, Record<string, string>[]][] = [
      ["first page (50 rows, all statuses)", [{}]],
      ["first page, published only", [{ status: "published" }]],
      ["first page, unpublished only", [{ status: "unpublished" }]],
      ["name search, 11 terms", NAME_TERMS.map((search) => ({ search }))],
      ["phone search (digits only), 20 phones", rows.filter((r) => r.phone).map((r) => ({ search: String(r.phone).replace(/\D/g, "") }))],
      ["email search (part of it), 20 emails", rows.map((r) => ({ search: String(r.email).split("@")[0]! }))],
    ];
    const lines: string[] = [];
    // A keyset page in the middle of the list: the cursor of a row half-way through.
    const middle = await listAdminProfessionals(db, adminListQuerySchema.parse({ search: deep.slice(0, 40) }));
    if (middle.rows[0]) {
      const cursor = Buffer.from(JSON.stringify({ g: 0, n: middle.rows[0].name, i: middle.rows[0].id })).toString("base64url");
      cases.push(["a keyset page half-way through the list", [{ cursor }]]);
    }
    for (const [label, queries] of cases) {
      const times: number[] = [];
      for (let round = 0; round < rounds; round += 1) {
        for (const raw of queries) {
          const query = adminListQuerySchema.parse(raw);
          const started = performance.now();
          await listAdminProfessionals(db, query);
          times.push(performance.now() - started);
        }
      }
      const stats = summarize(times);
      lines.push(`  admin list, ${label}: ${describeLatencies(stats)} [p95 <= 100 ms: ${stats.p95 <= 100 ? "met" : "MISSED"}]`);
    }
    return lines;
  } finally {
    await pool.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!process.env.DATABASE_URL) throw new Error("DATABASE_URL is required");
  for (const line of await adminListLatencies(process.env.DATABASE_URL, Number(process.argv[2] ?? 5))) console.log(line);
}

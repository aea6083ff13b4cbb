/**
 * Issue 30's reviews figures, on a database of its own (created and dropped here): a sample
 * business given 10,000 published reviews (one set-based INSERT, its count and star sum kept by
 * migration 0033's triggers) against a baseline sample business with none, on the real server
 * (production mode):
 *
 * - its page's first data (the server-rendered page, whose first data holds the reviews answer):
 *   cold (each request after a directory change, waited past the server's 1 s version check, so
 *   the page is built again) and warm (from the page cache);
 * - the review list pages of GET /api/listings/business/:id/reviews (never cached): the first,
 *   a middle and the last page, newest first, and the first page highest and lowest first.
 *
 * One client, requests in turn: p50 and p95 in ms, and the ratio of each p50 to the baseline's.
 * Part of `npm run bench`; alone: `npm run bench:reviews [-- --samples 30]` with DATABASE_URL.
 */
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import { connectPgClient } from "../../server/db/pg-pool";
import { LOCAL_AUTH_SECRET } from "../../server/tools/local-auth-secret";
import { freePort, startServer, stop } from "./processes";

const REVIEWS = 10_000;
const PAGE_SIZE = 20;

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

async function timed(url: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return performance.now() - started;
}

export interface ReviewsBenchRow {
  case: string;
  p50: number;
  p95: number;
  baselineP50: number;
  ratio: number;
}

export async function benchReviews(adminUrl: string, { samples = 30 } = {}): Promise<ReviewsBenchRow[]> {
  const name = `sabd_bench_reviews_${Date.now()}`;
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).href;
  const admin = await connectPgClient(adminUrl);
  await admin.query(`CREATE DATABASE ${name}`);
  let server;
  try {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const env = { NODE_ENV: "production", BETTER_AUTH_SECRET: LOCAL_AUTH_SECRET, HOST: "127.0.0.1", PORT: String(port), DATABASE_URL: databaseUrl };
    // The first start migrates and loads the sample data.
    server = await startServer("server/index.ts", [], env, `${origin}/api/categories`);
    const db = await connectPgClient(databaseUrl);
    try {
      const { rows } = await db.query<{ id: number; external_id: string }>(
        "SELECT id, external_id FROM businesses WHERE external_id IN ('sample:agarita-community-bank', 'sample:lantern-savings-trust')",
      );
      const big = rows.find((r) => r.external_id === "sample:agarita-community-bank")!.id;
      const baseline = rows.find((r) => r.external_id === "sample:lantern-savings-trust")!.id;
      const loadStarted = performance.now();
      await db.query("BEGIN");
      await db.query(
        `INSERT INTO users (id, name, email, email_verified) SELECT 'bench-reviewer-' || n, 'Bench Reviewer', 'bench-reviewer-' || n || '@example.com', true FROM generate_series(1, $1) n`,
        [REVIEWS],
      );
      await db.query(
        `INSERT INTO reviews (listing_kind, listing_id, user_id, stars, body, visit_month, shown_name, status, created_at, updated_at)
         SELECT 'business', $2, 'bench-reviewer-' || n, 1 + (n * 7919) % 5,
           'Bench review number ' || n || ': the staff were helpful and the wait was short, and the visit went as planned.',
           '2025-' || lpad((1 + n % 12)::text, 2, '0'), 'Bench R.', 'published',
           now() - n * interval '1 hour', now() - n * interval '1 hour'
         FROM generate_series(1, $1) n`,
        [REVIEWS, big],
      );
      await db.query("COMMIT");
      const loadMs = performance.now() - loadStarted;
      const [counted] = (await db.query<{ review_count: number }>("SELECT review_count FROM businesses WHERE id = $1", [big])).rows;
      await db.query("ANALYZE reviews");
      console.log(
        `\nIssue 30, reviews: ${REVIEWS.toLocaleString("en-US")} reviews written in ${loadMs.toFixed(0)} ms (one INSERT; the listing's count reads ${counted!.review_count})`,
      );

      const pages = (id: number) => ({
        "reviews API, first page (newest)": `${origin}/api/listings/business/${id}/reviews`,
        "reviews API, middle page (newest)": `${origin}/api/listings/business/${id}/reviews?offset=${REVIEWS / 2}`,
        "reviews API, last page (newest)": `${origin}/api/listings/business/${id}/reviews?offset=${REVIEWS - PAGE_SIZE}`,
        "reviews API, first page (highest)": `${origin}/api/listings/business/${id}/reviews?sort=highest`,
        "reviews API, first page (lowest)": `${origin}/api/listings/business/${id}/reviews?sort=lowest`,
        "page, warm (cached first data)": `${origin}/business/${id}`,
      });
      const measure = async (url: string) => {
        for (let i = 0; i < 3; i += 1) await timed(url); // warm-up
        const times: number[] = [];
        for (let i = 0; i < samples; i += 1) times.push(await timed(url));
        return times;
      };
      /** Each sample after a directory change the server has seen (its version check runs at most once a second). */
      const measureCold = async (url: string) => {
        const times: number[] = [];
        for (let i = 0; i < Math.min(samples, 12); i += 1) {
          await db.query("UPDATE directory_version SET version = version + 1 WHERE id = 1");
          await new Promise((r) => setTimeout(r, 1100));
          times.push(await timed(url));
        }
        return times;
      };
      const rowsOut: ReviewsBenchRow[] = [];
      const add = (label: string, times: number[], base: number[]) => {
        const row = { case: label, p50: quantile(times, 0.5), p95: quantile(times, 0.95), baselineP50: quantile(base, 0.5), ratio: 0 };
        row.ratio = row.p50 / row.baselineP50;
        rowsOut.push(row);
      };
      add("page, cold (first data built)", await measureCold(`${origin}/business/${big}`), await measureCold(`${origin}/business/${baseline}`));
      const bigPages = pages(big);
      const basePages = pages(baseline);
      for (const label of Object.keys(bigPages) as (keyof typeof bigPages)[]) add(label, await measure(bigPages[label]), await measure(basePages[label]));
      console.log(`One client, ${samples} requests per case (12 for cold pages); baseline: a business with no review\n`);
      console.log(`${"case".padEnd(40)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"base p50".padStart(9)} ${"ratio".padStart(6)}`);
      for (const r of rowsOut)
        console.log(
          `${r.case.padEnd(40)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ${r.baselineP50.toFixed(1).padStart(9)} ${r.ratio.toFixed(2).padStart(6)}`,
        );
      return rowsOut;
    } finally {
      await db.end();
    }
  } finally {
    if (server) await stop(server);
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { values } = parseArgs({ options: { samples: { type: "string", default: "30" } } });
  if (!process.env.DATABASE_URL) {
    console.error("npm run bench:reviews needs DATABASE_URL: a PostgreSQL server where it may create (and drop) its own database.");
    process.exit(1);
  }
  await benchReviews(process.env.DATABASE_URL, { samples: Number(values.samples) });
}

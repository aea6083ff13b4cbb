/**
 * Issue 31's figures, on a database of its own (created and dropped here), filled by
 * `db:generate-data` (default 20,000 professionals: generating runs at ~400 rows/s on a busy
 * 2-core machine, so the whole bench takes under 3 minutes; `npm run bench` gives it its largest size), then given leads in one set-based INSERT: 6 leads in the last
 * 80 days for every fifth professional (enough for response figures), and 3,000 for one busy one.
 * On the real server (production mode), one client, requests in turn:
 *
 * - the listing page's first data with response figures, cold: each sample a listing never read
 *   before (so neither its detail nor its page is cached), against listings without leads (the
 *   same read with empty figures: the baseline), as the page (/professional/:id) and as the API
 *   (/api/professionals/:id); and the busy listing, cold after a directory change (waited past
 *   the server's 1 s version check), against a listing without leads read the same way;
 * - submitting a lead (POST /api/leads, a fresh visitor address each: X-Forwarded-For behind
 *   TRUST_PROXY=1) against a message from the same listing's Contact button (POST /api/contact,
 *   which also writes a lead since issue 31, with its inbox copy), each request in turn with its
 *   baseline's: one client, then 8 at once.
 *
 * p50, p95 and p99 in ms, and the ratio of each p99 to the baseline's. Part of `npm run bench`;
 * alone: `npm run bench:leads [-- --professionals 20000 --samples 40]` with DATABASE_URL, after `npm run build`;
 * `-- --database NAME` measures an existing database of that server instead (e.g. 1,000,000
 * professionals made once by db:generate-data): nothing generated, and it is not dropped, so the
 * leads and messages written here stay in it (use a database made for benching).
 */
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import { hasClientBuild } from "../../server/client";
import { connectPgClient } from "../../server/db/pg-pool";
import { LOCAL_AUTH_SECRET } from "../../server/tools/local-auth-secret";
import { freePort, runTs, startServer, stop } from "./processes";

const BUSY_LEADS = 3_000;

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

async function timed(url: string, init?: RequestInit, expect = 200): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, init);
  await res.arrayBuffer();
  if (res.status !== expect) throw new Error(`${url} answered ${res.status}`);
  return performance.now() - started;
}

export interface LeadsBenchRow {
  case: string;
  samples: number;
  p50: number;
  p95: number;
  p99: number;
  baselineP50: number;
  baselineP99: number;
  /** p50 over the baseline's p50, and p99 over its p99. */
  ratio50: number;
  ratio: number;
}

export async function benchLeads(
  adminUrl: string,
  { professionals = 20_000, samples = 40, database }: { professionals?: number; samples?: number; database?: string } = {},
): Promise<LeadsBenchRow[]> {
  // The server runs in production mode, which serves the built client: say so before generating anything.
  if (!hasClientBuild()) throw new Error("npm run bench:leads serves the built client: run `npm run build` first");
  const name = database ?? `sabd_bench_leads_${Date.now()}`;
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).href;
  const admin = await connectPgClient(adminUrl);
  if (!database) await admin.query(`CREATE DATABASE ${name}`);
  let server;
  try {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const env = {
      NODE_ENV: "production",
      BETTER_AUTH_SECRET: LOCAL_AUTH_SECRET,
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      // Each submission from its own visitor address (X-Forwarded-For), as on the site: no per-client limit is reached.
      TRUST_PROXY: "1",
      POST_RATE_LIMIT: "1000000",
      CONTACT_RATE_LIMIT: "1000000",
    };
    const generated = performance.now();
    if (database) console.log(`\nIssue 31, leads: on the existing database ${database}`);
    else {
      console.log(`\nIssue 31, leads: generating ${professionals.toLocaleString("en-US")} professionals`);
      await runTs("scripts/generate-data.ts", ["--professionals", String(professionals)], { DATABASE_URL: databaseUrl }, "  ");
    }
    const db = await connectPgClient(databaseUrl);
    try {
      const leadsStarted = performance.now();
      const [busy] = (await db.query<{ id: number }>("SELECT id FROM professionals WHERE id % 5 = 2 AND unpublished_at IS NULL ORDER BY id LIMIT 1")).rows;
      // An existing database (--database) keeps the leads of an earlier run: written once, so the busy listing keeps its 3,000.
      const [{ written }] = (
        await db.query<{ written: boolean }>("SELECT exists (SELECT 1 FROM leads WHERE listing_kind = 'professional' AND listing_id = $1) AS written", [
          busy!.id,
        ])
      ).rows as [{ written: boolean }];
      // Every fifth professional: 6 leads over the last 80 days, three in four answered within 15 hours.
      if (!written)
        await db.query(`
        INSERT INTO leads (kind, listing_kind, listing_id, needed, name, email, status, created_at, first_replied_at)
        SELECT 'quote', 'professional', p.id, 'Bench request', 'Bench Visitor', 'bench-visitor@example.com',
          CASE WHEN g % 4 = 0 THEN 'viewed' ELSE 'replied' END,
          now() - (1 + (g * 7 + p.id) % 80) * interval '1 day',
          CASE WHEN g % 4 = 0 THEN NULL ELSE now() - (1 + (g * 7 + p.id) % 80) * interval '1 day' + (g * 53 % 900) * interval '1 minute' END
        FROM (SELECT id FROM professionals WHERE id % 5 = 0) p, generate_series(1, 6) g`);
      if (!written)
        await db.query(
          `INSERT INTO leads (kind, listing_kind, listing_id, needed, name, email, status, created_at, first_replied_at)
         SELECT 'quote', 'professional', $1, 'Bench request', 'Bench Visitor', 'bench-visitor@example.com', 'replied',
           now() - (g % 89 + 1) * interval '1 day' - (g % 600) * interval '1 minute',
           now() - (g % 89 + 1) * interval '1 day' + (g * 31 % 2000) * interval '1 minute'
         FROM generate_series(1, $2) g`,
          [busy!.id, BUSY_LEADS],
        );
      await db.query("ANALYZE leads");
      const [{ n }] = (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM leads")).rows as [{ n: number }];
      console.log(
        `  ${n.toLocaleString("en-US")} leads written in ${(performance.now() - leadsStarted).toFixed(0)} ms (data ready ${((performance.now() - generated) / 1000).toFixed(0)} s after the start)`,
      );
      server = await startServer("server/index.ts", [], env, `${origin}/api/categories`);

      /** Published listings never read yet: with leads (figures) or without (the baseline), spread over the table. */
      const fresh = async (remainder: number, count: number) =>
        (
          await db.query<{ id: number }>(
            `SELECT id FROM professionals WHERE id % 5 = $1 AND id <> $3 AND unpublished_at IS NULL ORDER BY md5(id::text) LIMIT $2`,
            [remainder, count, busy!.id],
          )
        ).rows.map((r) => r.id);
      const [withFigures, withoutFigures] = await Promise.all([fresh(0, samples * 2), fresh(1, samples * 2)]);
      const [{ figures }] = (
        await db.query<{ figures: number }>(
          `SELECT count(*)::int AS figures FROM (SELECT listing_id FROM leads WHERE listing_kind = 'professional' AND listing_id = ANY($1) GROUP BY listing_id HAVING count(*) >= 5) f`,
          [withFigures],
        )
      ).rows as [{ figures: number }];
      if (figures !== withFigures.length) throw new Error(`only ${figures} of ${withFigures.length} listings have figures`);

      const rowsOut: LeadsBenchRow[] = [];
      const add = (label: string, [times, base]: [number[], number[]]) => {
        const row = {
          case: label,
          samples: times.length,
          p50: quantile(times, 0.5),
          p95: quantile(times, 0.95),
          p99: quantile(times, 0.99),
          baselineP50: quantile(base, 0.5),
          baselineP99: quantile(base, 0.99),
          ratio50: 0,
          ratio: 0,
        };
        row.ratio50 = row.p50 / row.baselineP50;
        row.ratio = row.p99 / row.baselineP99;
        rowsOut.push(row);
      };
      /** Each pair in turn, a case's sample then its baseline's, so that both meet the same machine load. */
      const paired = async (urls: string[], baseUrls: string[]): Promise<[number[], number[]]> => {
        const times: number[] = [];
        const base: number[] = [];
        for (const [i, url] of urls.entries()) {
          times.push(await timed(url));
          base.push(await timed(baseUrls[i]!));
        }
        return [times, base];
      };
      await timed(`${origin}/`); // the shell and the categories: warm, as on a running site
      const page = (id: number) => `${origin}/professional/${id}`;
      const api = (id: number) => `${origin}/api/professionals/${id}`;
      add("page first data, cold (figures)", await paired(withFigures.slice(0, samples).map(page), withoutFigures.slice(0, samples).map(page)));
      add("API detail, cold (figures)", await paired(withFigures.slice(samples).map(api), withoutFigures.slice(samples).map(api)));

      /** Each sample after a directory change the server has seen (its version check runs at most once a second), in turn with its baseline's. */
      const afterChange = async (url: string, baseUrl: string, n: number): Promise<[number[], number[]]> => {
        const times: number[] = [];
        const base: number[] = [];
        const changed = async (target: string) => {
          await db.query("UPDATE directory_version SET version = version + 1 WHERE id = 1");
          await new Promise((r) => setTimeout(r, 1100));
          return timed(target);
        };
        for (let i = 0; i < n; i += 1) {
          times.push(await changed(url));
          base.push(await changed(baseUrl));
        }
        return [times, base];
      };
      add(`page, ${BUSY_LEADS.toLocaleString("en-US")} leads, cold`, await afterChange(page(busy!.id), page(withoutFigures[0]!), 12));

      // Submissions: a quote request against a Contact-button message, to listings with figures.
      // This run's own addresses (4,096 of them): a reused --database keeps the per-address limits of earlier runs for 15 minutes.
      let visitor = (Math.floor(Date.now() / 1000) & 0xfff) << 12;
      const post = (path: string, body: object) => {
        visitor += 1;
        const address = `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
        return timed(
          `${origin}${path}`,
          { method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": address }, body: JSON.stringify(body) },
          201,
        );
      };
      const quote = (id: number, n: number) =>
        post("/api/leads", {
          kind: "quote",
          listingKind: "professional",
          listingId: id,
          needed: "Replace two ceiling fans in the living room.",
          when: "flexible",
          replyBy: "email",
          name: "Bench Visitor",
          email: `bench-visitor-${n}@example.com`,
          elapsedMs: 20_000,
        });
      const message = (id: number, n: number) =>
        post("/api/contact", {
          name: "Bench Visitor",
          email: `bench-visitor-${n}@example.com`,
          message: "Do you have an opening next week?",
          listingKind: "professional",
          listingId: id,
        });
      const submissions = samples * 3;
      /** Each request in turn with its baseline's (a quote, then a message to the same listing), as the reads above, so both meet the same load and the same table sizes. */
      const oneClient = async (): Promise<[number[], number[]]> => {
        const times: number[] = [];
        const base: number[] = [];
        for (let i = 0; i < submissions; i += 1) {
          times.push(await quote(withFigures[i % withFigures.length]!, i));
          base.push(await message(withFigures[i % withFigures.length]!, i));
        }
        return [times, base];
      };
      for (let i = 0; i < 5; i += 1) await Promise.all([quote(withFigures[i]!, -i), message(withFigures[i]!, -i)]); // warm-up
      add("POST /api/leads, one client", await oneClient());
      /**
       * Eight clients at once, pair after pair: a quote and a message to the same listing, the quote
       * first in even pairs and the message first in odd ones, so that neither always meets the
       * other's queue. The server's pool first opens its connections in an 8-client warm-up: until
       * then, the requests that found no open connection waited for PostgreSQL to start a backend,
       * and those were the first wave's, all quotes (issue 31: the 8-client p99 was a lead's).
       */
      const eightClients = async (): Promise<[number[], number[]]> => {
        const times: number[] = [];
        const base: number[] = [];
        await Promise.all(Array.from({ length: 8 }, (_, c) => Promise.all([quote(withFigures[c]!, -10 - c), message(withFigures[c]!, -10 - c)])));
        let next = 0;
        await Promise.all(
          Array.from({ length: 8 }, async () => {
            while (next < submissions) {
              const i = next++;
              const listing = withFigures[i % withFigures.length]!;
              if (i % 2 === 0) {
                times.push(await quote(listing, submissions + i));
                base.push(await message(listing, submissions + i));
              } else {
                base.push(await message(listing, submissions + i));
                times.push(await quote(listing, submissions + i));
              }
            }
          }),
        );
        return [times, base];
      };
      add("POST /api/leads, 8 clients", await eightClients());

      console.log(
        `One client unless said; cold reads each a listing never read before (${samples} of each); baselines: listings without leads, and POST /api/contact to the same listings\n`,
      );
      console.log(
        `${"case".padEnd(36)} ${"n".padStart(4)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"p99 ms".padStart(8)} ${"base p50".padStart(9)} ${"base p99".padStart(9)} ${"p50 x".padStart(6)} ${"p99 x".padStart(6)}`,
      );
      for (const r of rowsOut)
        console.log(
          `${r.case.padEnd(36)} ${String(r.samples).padStart(4)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)} ${r.baselineP50.toFixed(1).padStart(9)} ${r.baselineP99.toFixed(1).padStart(9)} ${r.ratio50.toFixed(2).padStart(6)} ${r.ratio.toFixed(2).padStart(6)}`,
        );
      return rowsOut;
    } finally {
      await db.end();
    }
  } finally {
    if (server) await stop(server);
    if (!database) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { values } = parseArgs({
    options: { professionals: { type: "string", default: "20000" }, samples: { type: "string", default: "40" }, database: { type: "string" } },
  });
  if (!process.env.DATABASE_URL) {
    console.error("npm run bench:leads needs DATABASE_URL: a PostgreSQL server where it may create (and drop) its own database.");
    process.exit(1);
  }
  await benchLeads(process.env.DATABASE_URL, { professionals: Number(values.professionals), samples: Number(values.samples), database: values.database });
}

/**
 * `npm run db:generate-data -- --professionals 1000000 [--businesses 50000]`
 *
 * Adds realistic synthetic listings (fictional names, 210-555-01xx phones, example.com) to the
 * configured database: DATABASE_URL, else the PGlite folder PGLITE_DIR. Existing rows are kept.
 *
 * Why INSERT ... SELECT FROM generate_series rather than COPY: the rows are built inside the
 * server by one set-based statement per batch, so nothing crosses the wire; COPY would need
 * the client to render and stream ~0.5 GB of TSV (and node-postgres needs pg-copy-streams for
 * COPY FROM STDIN). Both skip per-row round trips, parsing and planning; for this table the
 * time goes to maintaining the trigram GIN indexes, which COPY pays just the same; so on PostgreSQL
 * a load at least as large as the professionals already there drops the secondary indexes of the
 * tables it fills and rebuilds them once at its end, all in one transaction (bulk-load-indexes.ts).
 */
import { parseArgs } from "node:util";
import { count as countRows, max, sql, type SQL } from "drizzle-orm";
import { openDatabase } from "../server/db/client";
import { migrateDatabase } from "../server/db/migrate";
import { businesses, professionals } from "../server/db/schema";
import { loadSampleData } from "../server/db/load-sample-data";
import { exitOnStartupError } from "../server/db/startup-error";
import { SA_ZIPS } from "../shared/sa-places";
import type { OpeningHours } from "../shared/hours";
import { loadEnv } from "../server/env";
import * as words from "./synthetic-vocabulary";
import { BULK_TABLES, withoutSecondaryIndexes } from "./bulk-load-indexes";

const { values } = parseArgs({
  options: { professionals: { type: "string", default: "100000" }, businesses: { type: "string" }, batch: { type: "string", default: "100000" } },
});
const count = (name: string, text: string | undefined, fallback: number) => {
  const n = text === undefined ? fallback : Number(text);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number, got ${text}`);
  return n;
};
const professionalCount = count("professionals", values.professionals, 0);
const businessCount = count("businesses", values.businesses, Math.ceil(professionalCount / 20));
const batchSize = Math.max(1, count("batch", values.batch, 100_000));

/** A text[] built in SQL from one parameter (drizzle would spread a JS array into a list). */
const list = (items: string[]) => sql`string_to_array(${items.join("|")}, '|')`;
/** A random element of a text[] column of `w` or `voc`; random() is volatile, so once per row. */
const pick = (array: SQL) => sql`(${array})[1 + floor(random() * cardinality(${array}))::int]`;

const wordsCte = sql`w AS (SELECT ${list(words.firstNames)} AS firsts, ${list(words.lastNames)} AS lasts, ${list(words.places)} AS places,
  ${list(words.nouns)} AS nouns, ${list(words.streets)} AS streets, ${list(words.zipCodes)} AS zips, ${list(words.schools)} AS schools, ${list(words.awards)} AS awards)`;
const vocRows = sql.join(
  Object.entries(words.categoryWords).map(([slug, v]) => sql`(${slug}, ${list(v.titles)}, ${list(v.specialties)}, ${list(v.endings)})`),
  sql`, `,
);
const vocCte = sql`voc AS (SELECT c.id AS category_id, (row_number() OVER (ORDER BY c.slug))::int - 1 AS k, v.titles, v.specialties, v.endings
  FROM (VALUES ${vocRows}) AS v(slug, titles, specialties, endings) JOIN categories c ON c.slug = v.slug)`;
const vocSize = Object.keys(words.categoryWords).length;

// Near me (issue 18): a listing stands within ~2 km of its ZIP's centroid (shared/sa-places.json),
// so listings cluster where the city's ZIPs are, as real ones do; the sum of two random() gives
// more of them near the centroid than at the edge.
const zipCte = sql`zc AS (SELECT * FROM (VALUES ${sql.join(
  SA_ZIPS.map((z) => sql`(${z.zip}, ${z.lat}::float8, ${z.lng}::float8)`),
  sql`, `,
)}) AS v(zip, lat, lng))`;
const jitter = sql`(random() + random() - 1) * 0.02`;

/** Opening hours of synthetic listings, one pattern each (null: a listing that has not said). */
const weekdays = (open: string, close: string, days: number[]): OpeningHours => ({
  weekly: [0, 1, 2, 3, 4, 5, 6].map((d) => (days.includes(d) ? [{ open, close }] : [])) as OpeningHours["weekly"],
  special: [{ date: "2026-12-25", shifts: [], label: "Christmas Day" }],
});
const hourPatterns = [
  weekdays("09:00", "17:00", [1, 2, 3, 4, 5]),
  weekdays("09:00", "17:00", [1, 2, 3, 4, 5]),
  weekdays("08:00", "18:00", [1, 2, 3, 4, 5, 6]),
  weekdays("00:00", "24:00", [0, 1, 2, 3, 4, 5, 6]),
  weekdays("11:00", "02:00", [3, 4, 5, 6]),
  null,
];
const hoursPick = sql`(${sql.raw(`ARRAY[${hourPatterns.map((h) => (h ? `'${JSON.stringify(h)}'::jsonb` : "NULL::jsonb")).join(", ")}]`)})[1 + floor(random() * ${hourPatterns.length})::int]`;

function insertBusinesses(from: number, to: number) {
  return sql`WITH ${wordsCte}, ${vocCte}, ${zipCte}
  INSERT INTO businesses (name, description, address, phone, website, category_id, email, zip_code, services, social_media, latitude, longitude, hours)
  SELECT n.name, n.name || ' serves San Antonio clients with ' || lower(voc.specialties[1]) || ' and ' || lower(voc.specialties[2]) || '. (Synthetic listing.)',
    (100 + floor(random() * 19900))::int || ' ' || ${pick(sql`w.streets`)} || ', San Antonio, TX ' || n.zip,
    '210-555-01' || lpad((r.g % 100)::text, 2, '0'), 'https://www.example.com/business/' || r.g, voc.category_id,
    'hello' || r.g || '@example.com', n.zip, voc.specialties[1:3],
    CASE WHEN r.social THEN ARRAY['https://www.example.com/social/business-' || r.g] ELSE '{}'::text[] END,
    zc.lat + ${jitter}, zc.lng + ${jitter}, ${hoursPick}
  FROM (SELECT g, floor(random() * ${vocSize})::int AS k, random() < 0.4 AS social FROM generate_series(${from}::int, ${to}::int) AS g) r
  CROSS JOIN w JOIN voc ON voc.k = r.k
  -- The LATERAL picks mention r.g so that they are evaluated per row, not once for the whole batch.
  CROSS JOIN LATERAL (SELECT ${pick(sql`w.places`)} || ' ' || ${pick(sql`w.nouns`)} || ' ' || ${pick(sql`voc.endings`)} || CASE WHEN r.g > 0 THEN '' END AS name,
    ${pick(sql`w.zips`)} AS zip) n
  JOIN zc ON zc.zip = n.zip`;
}

function insertProfessionals(from: number, to: number, firstBusinessId: number, lastBusinessId: number) {
  const span = Math.max(0, lastBusinessId - firstBusinessId + 1);
  return sql`WITH ${wordsCte}, ${vocCte}, ${zipCte}
  INSERT INTO professionals (name, title, company, phone, email, address, bio, business_id, category_id, website, education, awards, specialties, social_media, gold_until,
    latitude, longitude, hours)
  SELECT p.first || CASE WHEN r.middle < 0.3 THEN ' ' || chr(65 + floor(r.middle * 86)::int) || '.' ELSE '' END || ' ' || p.last,
    ${pick(sql`v.titles`)}, coalesce(b.name, CASE WHEN r.own THEN p.last || ' ' || v.endings[1] END),
    '210-555-01' || lpad((r.g % 100)::text, 2, '0'), lower(replace(p.first || '.' || p.last, ' ', '')) || r.g || '@example.com',
    -- A member of a business works at its address (and point); others at their own.
    coalesce(b.address, (100 + floor(random() * 19900))::int || ' ' || ${pick(sql`w.streets`)} || ', San Antonio, TX ' || p.zip),
    p.first || ' has served San Antonio clients for ' || (2 + r.g % 30) || ' years, with a focus on ' || lower(v.specialties[1 + r.g % 6]) || '. (Synthetic listing.)',
    b.id, v.category_id, CASE WHEN r.own THEN 'https://www.example.com/pro/' || r.g END,
    ARRAY[${pick(sql`w.schools`)}], CASE WHEN r.middle > 0.95 THEN ARRAY[${pick(sql`w.awards`)}] ELSE '{}'::text[] END,
    ARRAY[v.specialties[1 + r.g % 6], v.specialties[1 + (r.g + 1) % 6]],
    CASE WHEN r.own THEN ARRAY['https://www.example.com/social/pro-' || r.g] ELSE '{}'::text[] END,
    CASE WHEN r.gold < 0.03 THEN now() + (1 + floor(r.gold * 12000)) * interval '1 day'
         WHEN r.gold < 0.05 THEN now() - (1 + floor(r.gold * 7000)) * interval '1 day' END,
    CASE WHEN b.id IS NOT NULL THEN b.latitude ELSE zc.lat + ${jitter} END, CASE WHEN b.id IS NOT NULL THEN b.longitude ELSE zc.lng + ${jitter} END, ${hoursPick}
  FROM (SELECT g, random() AS middle, random() AS gold, random() < 0.25 AS own, floor(random() * ${vocSize})::int AS k,
      CASE WHEN ${span} > 0 AND random() < 0.7 THEN ${firstBusinessId}::int + floor(random() * ${span})::int END AS business
    FROM generate_series(${from}::int, ${to}::int) AS g) r
  CROSS JOIN w
  LEFT JOIN businesses b ON b.id = r.business
  JOIN voc v ON v.category_id = coalesce(b.category_id, (SELECT category_id FROM voc WHERE voc.k = r.k))
  CROSS JOIN LATERAL (SELECT ${pick(sql`w.firsts`)} || CASE WHEN r.g > 0 THEN '' END AS first, ${pick(sql`w.lasts`)} AS last, ${pick(sql`w.zips`)} AS zip) p
  JOIN zc ON zc.zip = p.zip`;
}

const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR }).catch(exitOnStartupError);
await migrateDatabase(database);
const { db } = database;
type Db = typeof db;
const where = database.engine === "postgres" ? "PostgreSQL (DATABASE_URL)" : `PGlite at ${env.PGLITE_DIR}`;
console.log(`Generating ${businessCount.toLocaleString("en-US")} businesses and ${professionalCount.toLocaleString("en-US")} professionals into ${where}`);

// The sample data's categories with their Spanish names (a generated directory's /es pages named them in English).
await db.execute(
  sql`INSERT INTO categories (name, name_es, slug) VALUES ${sql.join(
    loadSampleData().categories.map((c) => sql`(${c.name}, ${c.nameEs ?? null}, ${c.slug})`),
    sql`, `,
  )} ON CONFLICT DO NOTHING`,
);
const started = performance.now();

/** Runs one INSERT ... SELECT per batch and prints its rate. */
async function inBatches(on: Db, label: string, total: number, build: (from: number, to: number) => SQL) {
  const t0 = performance.now();
  for (let from = 1; from <= total; from += batchSize) {
    const to = Math.min(total, from + batchSize - 1);
    await on.execute(build(from, to));
    const seconds = (performance.now() - t0) / 1000;
    console.log(`  ${label}: ${to.toLocaleString("en-US")} / ${total.toLocaleString("en-US")} (${Math.round(to / seconds).toLocaleString("en-US")} rows/s)`);
  }
}

/** The statement triggers keep one professional_search row per published professional: checked, not assumed. */
async function checkSearchRows(on: Db) {
  const { rows } = (await on.execute(
    sql`SELECT (SELECT count(*) FROM professionals WHERE unpublished_at IS NULL)::int AS published, (SELECT count(*) FROM professional_search)::int AS search`,
  )) as unknown as { rows: { published: number; search: number }[] };
  const { published, search } = rows[0]!;
  if (published !== search) throw new Error(`professional_search has ${search} rows for ${published} published professionals`);
}

async function load(on: Db) {
  await inBatches(on, "businesses", businessCount, insertBusinesses);
  const after = await lastBusinessId(on);
  await inBatches(on, "professionals", professionalCount, (from, to) => insertProfessionals(from, to, before + 1, after));
  await checkSearchRows(on);
}

const lastBusinessId = async (on: Db) => (await on.select({ id: max(businesses.id) }).from(businesses))[0]?.id ?? 0;
const before = await lastBusinessId(db);
const existing = (await db.select({ n: countRows() }).from(professionals))[0]?.n ?? 0;
// Rebuilding an index reads the whole table: worth it only when the load at least doubles it.
if (database.engine === "postgres" && professionalCount > 0 && professionalCount >= existing) {
  const { indexes, rebuildSeconds } = await withoutSecondaryIndexes(db, BULK_TABLES, load);
  console.log(`  ${indexes} secondary indexes dropped for the load and rebuilt in ${rebuildSeconds.toFixed(1)} s (one transaction)`);
} else {
  await load(db);
}
// Fresh planner statistics, so the very next query already picks the trigram indexes; and the new
// rows vacuumed (their visibility map set), so that autovacuum's own pass over them (the whole
// table: ~1.5 GB at 1,000,000 professionals) does not run beside the bench's first figures.
await db.execute(sql`VACUUM (ANALYZE) categories, businesses, professionals, professional_search, search_words`);
const seconds = (performance.now() - started) / 1000;
const rows = businessCount + professionalCount;
console.log(
  `Done: ${rows.toLocaleString("en-US")} rows in ${seconds.toFixed(1)} s (${Math.round(rows / seconds).toLocaleString("en-US")} rows/s, indexes and VACUUM ANALYZE included)`,
);
await database.close();

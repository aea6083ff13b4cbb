import { drizzle } from "drizzle-orm/node-postgres";
import { STARTUP_OPTIONS, type Db } from "../../server/db/client";
import { createPgPool } from "../../server/db/pg-pool";
import * as schema from "../../server/db/schema";
import { listProfessionals } from "../../server/features/directory/queries";

type Statement = { text: string; values: unknown[] };

/** The statements a first page of `term` sends, as the API sends them on a cache miss. */
async function statementsOf(pool: ReturnType<typeof createPgPool>, term: string): Promise<Statement[]> {
  const statements: Statement[] = [];
  const db = drizzle(pool, { schema, logger: { logQuery: (text, values) => statements.push({ text, values }) } }) as unknown as Db;
  await listProfessionals(db, { search: term, categoryIds: [], limit: 48 });
  return statements.filter((s) => s.text.includes("search_text") || s.text.includes("search_words"));
}

/** A ranked search's statement (ranked-search.ts): the one that selects a rank. */
const isRanked = (statement: Statement) => statement.text.includes(' as "rank"');

/** What a statement of a search does, for the summary. */
function labelOf(statement: Statement, all: Statement[]): string {
  if (statement.text.includes("search_words")) return "typo lookup";
  const ranked = all.filter(isRanked);
  if (ranked.includes(statement)) return ranked.indexOf(statement) === 0 ? "ranked page, counts and total" : "the correction's ranked page";
  if (/count\(/i.test(statement.text)) return "total";
  return all.filter((s) => !/count\(/i.test(s.text)).indexOf(statement) === 0 ? "Gold phase" : "the rest";
}

/**
 * The plans PostgreSQL picks on its own for the statements of a search (no planner settings
 * changed), summarized as the scans they use: the check that the trigram indexes serve
 * search at this size.
 */
export async function searchPlans(databaseUrl: string, terms: string[]): Promise<string[]> {
  // The app's session settings, so that these are the plans its connections get.
  const pool = createPgPool({ connectionString: databaseUrl, max: 1, options: STARTUP_OPTIONS });
  const lines: string[] = [];
  try {
    for (const term of terms) {
      const phases = await statementsOf(pool, term);
      for (const statement of phases) {
        const plan = (await pool.query(`EXPLAIN ${statement.text}`, statement.values)).rows.map((r: Record<string, string>) => r["QUERY PLAN"]).join("\n");
        const scans = [...plan.matchAll(/(Bitmap Index Scan on|Index Scan using|Index Only Scan using|Seq Scan on) (\w+)/g)]
          .map((m) => `${m[1]!.replace(/ (on|using)$/, "")} ${m[2]}`)
          .filter((s) => !s.includes("categories") && !s.includes("listing_photos"));
        lines.push(`  "${term}" ${labelOf(statement, phases)}: ${[...new Set(scans)].join(", ")}`);
      }
    }
  } finally {
    await pool.end();
  }
  return lines;
}

/** EXPLAIN (ANALYZE, BUFFERS) of a term's ranked first-page statement, whole: the plan the report shows. */
export async function rankedPlan(databaseUrl: string, term: string): Promise<string[]> {
  const pool = createPgPool({ connectionString: databaseUrl, max: 1, options: STARTUP_OPTIONS });
  try {
    const [ranked] = (await statementsOf(pool, term)).filter(isRanked);
    if (!ranked) return [`  "${term}": no ranked statement`];
    const result = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${ranked.text}`, ranked.values);
    return [`  EXPLAIN ANALYZE, "${term}":`, ...result.rows.map((r: Record<string, string>) => `    ${r["QUERY PLAN"]}`)];
  } finally {
    await pool.end();
  }
}

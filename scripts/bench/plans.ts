import { drizzle } from "drizzle-orm/node-postgres";
import { STARTUP_OPTIONS, type Db } from "../../server/db/client";
import { createPgPool } from "../../server/db/pg-pool";
import * as schema from "../../server/db/schema";
import { countRankedProfessionals, listProfessionals } from "../../server/features/directory/queries";

type Statement = { text: string; values: unknown[] };

/**
 * The statements a first page of `term` sends, as the API sends them on a cache miss for the
 * site's grid (counts=separate), then those of its counts (GET /api/professionals/counts).
 */
async function statementsOf(pool: ReturnType<typeof createPgPool>, term: string): Promise<Statement[]> {
  const statements: Statement[] = [];
  const db = drizzle(pool, { schema, logger: { logQuery: (text, values) => statements.push({ text, values }) } }) as unknown as Db;
  const query = { search: term, categoryIds: [], limit: 48, counts: "separate" as const };
  const page = await listProfessionals(db, query);
  if (page.countsSeparate) await countRankedProfessionals(db, query, page.searchedFor ?? term);
  return statements.filter((s) => s.text.includes("search_text") || s.text.includes("search_words"));
}

/** What a statement of a search does, for the summary (ranked-search.ts names its parts). */
function labelOf(statement: Statement): string {
  const text = statement.text;
  if (text.includes("search_words")) return "typo lookup";
  if (text.includes("json_agg")) return "counts and total";
  if (text.includes("with cand as")) return text.includes("array_agg(rank)") ? "every class, read whole when few" : "a class, read whole when few";
  if (text.includes("with m as")) return text.includes("> now()") ? "a class's Gold rows" : "the rest of a class, read whole";
  if (text.includes(') as "professional_search"')) return "a class in list order";
  return /count\(/i.test(text) ? "total" : /gold_until" > now\(\)/.test(text) ? "Gold phase" : "the rest";
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
        lines.push(`  "${term}" ${labelOf(statement)}: ${[...new Set(scans)].join(", ")}`);
      }
    }
  } finally {
    await pool.end();
  }
  return lines;
}

/** EXPLAIN (ANALYZE, BUFFERS) of each statement of a term's first page as the grid asks it, then of its counts: the plans the report shows. */
export async function rankedPlan(databaseUrl: string, term: string): Promise<string[]> {
  const pool = createPgPool({ connectionString: databaseUrl, max: 1, options: STARTUP_OPTIONS });
  try {
    const lines = [`  EXPLAIN ANALYZE, "${term}" (counts=separate: the page's statements, then the counts'):`];
    for (const statement of await statementsOf(pool, term)) {
      const result = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`, statement.values);
      lines.push(`   ${labelOf(statement)}:`, ...result.rows.map((r: Record<string, string>) => `    ${r["QUERY PLAN"]}`));
    }
    return lines;
  } finally {
    await pool.end();
  }
}

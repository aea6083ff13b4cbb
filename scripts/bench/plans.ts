import { drizzle } from "drizzle-orm/node-postgres";
import { STARTUP_OPTIONS, type Db } from "../../server/db/client";
import { createPgPool } from "../../server/db/pg-pool";
import * as schema from "../../server/db/schema";
import { listProfessionals } from "../../server/features/directory/queries";

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
      const statements: { text: string; values: unknown[] }[] = [];
      const db = drizzle(pool, { schema, logger: { logQuery: (text, values) => statements.push({ text, values }) } }) as unknown as Db;
      await listProfessionals(db, { search: term, categoryIds: [], limit: 48 });
      const phases = statements.filter((s) => s.text.includes("search_text") || s.text.includes("left(lower("));
      const pages = phases.filter((s) => !/count\(/i.test(s.text));
      for (const statement of phases) {
        const plan = (await pool.query(`EXPLAIN ${statement.text}`, statement.values)).rows.map((r: Record<string, string>) => r["QUERY PLAN"]).join("\n");
        const scans = [...plan.matchAll(/(Bitmap Index Scan on|Index Scan using|Index Only Scan using|Seq Scan on) (\w+)/g)]
          .map((m) => `${m[1]!.replace(/ (on|using)$/, "")} ${m[2]}`)
          .filter((s) => !s.includes("categories"));
        const what =
          phases.length === 1 ? "first page and total" : /count\(/i.test(statement.text) ? "total" : pages.indexOf(statement) === 0 ? "Gold phase" : "the rest";
        lines.push(`  "${term}" ${what}: ${[...new Set(scans)].join(", ")}`);
      }
    }
  } finally {
    await pool.end();
  }
  return lines;
}

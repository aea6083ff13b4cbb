/**
 * Issue 28 item 10 figures for `npm run bench`: the correction of a misspelt term by edit distance
 * (search-correction.ts, as served) against the trigram similarity it replaced (below, the
 * baseline of the same run), one client, each term's suggestion alone (the search around it is
 * the same either way), and what each corrects the bench's misspellings to.
 */
import { drizzle } from "drizzle-orm/node-postgres";
import { sql } from "drizzle-orm";
import pg from "pg";
import { STARTUP_OPTIONS, type Db } from "../../server/db/client";
import * as schema from "../../server/db/schema";
import { suggestTerm } from "../../server/features/directory/search-correction";
import { foldedTerm } from "../../server/features/directory/search-rank";
import { describeLatencies, summarizeLatencies } from "./search-limits";

/** The correction before issue 28 item 10: each unknown word becomes the vocabulary's most similar by trigrams (pg_trgm's %, similarity ≥ 0.3). */
async function trigramSuggestion(db: Db, term: string): Promise<string | undefined> {
  const result = (await db.execute(sql`select w.word,
      length(w.word) < 3 or exists (select 1 from search_words k where k.kind = 'professional' and k.word = w.word) as known,
      (select s.word from search_words s where s.kind = 'professional' and s.word % w.word order by similarity(s.word, w.word) desc, s.word limit 1) as suggestion
    from regexp_split_to_table(${foldedTerm(term)}, '[^[:alnum:]]+') with ordinality as w(word, position)
    where w.word <> '' order by w.position`)) as unknown as { rows: { word: string; known: boolean; suggestion: string | null }[] };
  const changed = result.rows.some((row) => !row.known && row.suggestion !== null);
  return changed ? result.rows.map((row) => (row.known || row.suggestion === null ? row.word : row.suggestion)).join(" ") : undefined;
}

export async function typoFigures(databaseUrl: string, terms: string[], rounds = 5): Promise<string[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1, options: STARTUP_OPTIONS });
  const db = drizzle(pool, { schema }) as unknown as Db;
  const times = { trigram: [] as number[], edit: [] as number[] };
  const answers = new Map<string, { trigram?: string | undefined; edit?: string | undefined }>();
  const timed = async <T>(into: number[], work: () => Promise<T>) => {
    const started = performance.now();
    const out = await work();
    into.push(performance.now() - started);
    return out;
  };
  try {
    for (let round = 0; round < rounds; round += 1) {
      for (const term of terms) {
        const trigram = await timed(times.trigram, () => trigramSuggestion(db, term));
        const edit = await timed(times.edit, () => suggestTerm(db, "professional", term));
        answers.set(term, { trigram, edit });
      }
    }
  } finally {
    await pool.end();
  }
  const trigram = summarizeLatencies(times.trigram);
  const edit = summarizeLatencies(times.edit);
  const changed = [...answers].filter(([, a]) => a.trigram !== a.edit).map(([t, a]) => `"${t}": ${a.trigram ?? "none"} → ${a.edit ?? "none"}`);
  return [
    `Issue 28 item 10, the correction of ${terms.length} misspellings alone, one client (query time):`,
    `  trigram similarity (baseline): ${describeLatencies(trigram)}`,
    `  edit distance (as served):     ${describeLatencies(edit)}  (p50 ${(edit.p50 / trigram.p50).toFixed(2)}x, p99 ${(edit.p99 / trigram.p99).toFixed(2)}x)`,
    `  corrections that differ: ${changed.length ? changed.join(", ") : "none"}`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { MISSPELLINGS } = await import("./terms");
  for (const line of await typoFigures(process.env.DATABASE_URL!, [...MISSPELLINGS, "gazra", "zepdea", "helath"])) console.log(line);
}

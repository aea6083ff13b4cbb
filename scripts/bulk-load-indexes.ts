/**
 * A bulk load with the secondary indexes of the tables it fills dropped, and rebuilt once at its end.
 *
 * Why: `db:generate-data` spends most of its time maintaining the trigram GIN indexes (and the
 * other secondary ones) row by row; building each once over the finished table is several times
 * faster (1,000,000 professionals took 52 minutes with the indexes in place). The definitions are
 * read from the catalog before dropping and recreated from the saved text, so the indexes come back
 * exactly as the migrations made them, and a later migration's index is covered without a change
 * here. Unique indexes (primary keys, external ids, search_words' key) stay: inserts, foreign keys
 * and the triggers' ON CONFLICT need them, and a btree costs little to maintain.
 *
 * The guard: everything (drop, load, rebuild) runs in one transaction, so a run interrupted at any
 * point (an error, Ctrl-C, kill -9: PostgreSQL aborts the transaction of a closed connection)
 * leaves the database as it was, indexes included. The transaction holds an exclusive lock on the
 * tables meanwhile, which is why the script refuses to run beside the server anyway.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../server/db/client";

/**
 * The tables `db:generate-data` fills, directly or through their statement triggers, in the order
 * a write takes their locks (a listing, then what its triggers write): locked in this order
 * first, so that a writer beside the load (a test file sharing the database) waits instead of
 * deadlocking with it.
 */
export const BULK_TABLES = ["professionals", "businesses", "professional_search", "search_words"];

/** Room for sorting a GIN build in memory (the server's default is 64 MB); this session only. */
const MAINTENANCE_WORK_MEM = "512MB";

interface SavedIndex {
  schema: string;
  name: string;
  definition: string;
}

/** The secondary (non-unique, no constraint behind it) indexes of `tables`, as pg_indexes defines them. */
export async function secondaryIndexes(db: Db, tables: string[]): Promise<SavedIndex[]> {
  const { rows } = (await db.execute(sql`
    SELECT i.schemaname AS schema, i.indexname AS name, i.indexdef AS definition
    FROM pg_indexes i JOIN pg_index x ON x.indexrelid = format('%I.%I', i.schemaname, i.indexname)::regclass
    WHERE i.schemaname = current_schema() AND i.tablename IN (${sql.join(
      tables.map((t) => sql`${t}`),
      sql`, `,
    )})
      AND NOT x.indisunique AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = x.indexrelid)
    ORDER BY i.tablename, i.indexname`)) as unknown as { rows: SavedIndex[] };
  return rows;
}

/**
 * Runs `load` in one transaction with the secondary indexes of `tables` dropped, then recreates
 * them and checks that the same set is back before committing. Returns the seconds spent rebuilding.
 */
export async function withoutSecondaryIndexes(db: Db, tables: string[], load: (tx: Db) => Promise<void>): Promise<{ indexes: number; rebuildSeconds: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SET LOCAL maintenance_work_mem = '${MAINTENANCE_WORK_MEM}'`));
    for (const table of tables) await tx.execute(sql`LOCK TABLE ${sql.identifier(table)} IN ACCESS EXCLUSIVE MODE`);
    const saved = await secondaryIndexes(tx, tables);
    for (const index of saved) await tx.execute(sql`DROP INDEX ${sql.identifier(index.schema)}.${sql.identifier(index.name)}`);
    await load(tx);
    const started = performance.now();
    for (const index of saved) await tx.execute(sql.raw(index.definition));
    const back = await secondaryIndexes(tx, tables);
    const key = (list: SavedIndex[]) => JSON.stringify(list.map((i) => [i.name, i.definition]));
    if (key(back) !== key(saved)) throw new Error("the rebuilt indexes differ from the ones dropped; rolled back");
    return { indexes: saved.length, rebuildSeconds: (performance.now() - started) / 1000 };
  });
}

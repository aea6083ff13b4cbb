import { sql } from "drizzle-orm";
import { isEmbedded, type Db } from "../../db/client";
import { HttpError } from "../../lib/http-error";
import { TIMEOUT_MESSAGE } from "../../middleware/request-timeout";

export interface SearchLimits {
  /**
   * Searches that query the database at once in this process (default 4). The others wait
   * without holding a connection, so the pool (10) always has room for cached pages and
   * single listings, which would otherwise queue behind a flood of uncached searches.
   */
  concurrency?: number | undefined;
  /** statement_timeout of a search's statements (default 3000 ms); PostgreSQL only, PGlite has none (see isEmbedded). */
  timeoutMs?: number | undefined;
}

export const DEFAULT_SEARCH_CONCURRENCY = 4;
export const DEFAULT_SEARCH_TIMEOUT_MS = 3000;
export const SEARCH_TIMEOUT_MESSAGE = "This search took too long. Please try a longer or more specific term.";

/** SQLSTATE query_canceled: statement_timeout (or a cancel request) stopped the statement. */
const QUERY_CANCELED = "57014";
function isCanceled(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1) {
    if ((e as { code?: unknown }).code === QUERY_CANCELED) return true;
  }
  return false;
}

export interface SearchGate {
  /**
   * Runs `work` once a slot is free, in a transaction whose statements time out after
   * timeoutMs (a 503 naming the search). `wanted` is asked when the slot comes: a request
   * that already had its answer (the request timeout's 503) does not query any more.
   */
  run<T>(work: (db: Db) => Promise<T>, wanted?: () => boolean): Promise<T>;
  /** Searches querying now and waiting for a slot. */
  load(): { running: number; waiting: number };
}

export function createSearchGate(db: Db, { concurrency = DEFAULT_SEARCH_CONCURRENCY, timeoutMs = DEFAULT_SEARCH_TIMEOUT_MS }: SearchLimits = {}): SearchGate {
  let running = 0;
  const timeout = isEmbedded(db) ? undefined : sql.raw(`SET LOCAL statement_timeout = ${Math.max(1, Math.round(timeoutMs))}`);
  const waiting: (() => void)[] = [];

  /** A slot is handed from the search that ends straight to the next in line (first come, first served). */
  const acquire = () => (running < concurrency ? ((running += 1), Promise.resolve()) : new Promise<void>((resolve) => waiting.push(resolve)));
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    load: () => ({ running, waiting: waiting.length }),
    async run(work, wanted = () => true) {
      await acquire();
      try {
        if (!wanted()) throw new HttpError(503, TIMEOUT_MESSAGE);
        // SET LOCAL lasts until the transaction ends, so the pooled connection goes back unchanged.
        return await db.transaction(async (tx) => {
          if (timeout) await tx.execute(timeout);
          return work(tx as unknown as Db);
        });
      } catch (err) {
        if (isCanceled(err)) throw new HttpError(503, SEARCH_TIMEOUT_MESSAGE);
        throw err;
      } finally {
        release();
      }
    },
  };
}

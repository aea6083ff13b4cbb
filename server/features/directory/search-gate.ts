import { sql } from "drizzle-orm";
import { isEmbedded, type Db } from "../../db/client";
import { HttpError } from "../../lib/http-error";
import { TIMEOUT_MESSAGE } from "../../middleware/request-timeout";
import { createFairQueue } from "./fair-queue";

export interface SearchLimits {
  /**
   * Searches that query the database at once in this process (default 4). The others wait
   * without holding a connection, so the pool (10) always has room for cached pages and
   * single listings, which would otherwise queue behind a flood of uncached searches.
   */
  concurrency?: number | undefined;
  /**
   * Searches of one client (clientKey: an IPv4 address or an IPv6 /64) querying at once (default 1):
   * its other searches wait behind its own, and other clients take the free slots first, so a
   * client's expensive searches cost that client (issue 26).
   */
  perClient?: number | undefined;
  /** Searches of one client waiting for its slot (default 8); past them 429 with Retry-After. */
  perClientQueue?: number | undefined;
  /** statement_timeout of a search's statements (default 3000 ms); PostgreSQL only, PGlite has none (see isEmbedded). */
  timeoutMs?: number | undefined;
}

export const DEFAULT_SEARCH_CONCURRENCY = 4;
export const DEFAULT_SEARCH_PER_CLIENT = 1;
export const DEFAULT_SEARCH_PER_CLIENT_QUEUE = 8;
export const DEFAULT_SEARCH_TIMEOUT_MS = 3000;
export const SEARCH_TIMEOUT_MESSAGE = "This search took too long. Please try a longer or more specific term.";
export const SEARCHES_QUEUED_MESSAGE = "Too many searches from your connection at once. Please wait for the ones under way.";

/** SQLSTATE query_canceled: statement_timeout (or a cancel request) stopped the statement. */
const QUERY_CANCELED = "57014";
function isCanceled(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1) {
    if ((e as { code?: unknown }).code === QUERY_CANCELED) return true;
  }
  return false;
}

/** Who asks a search and whether its answer is still wanted. */
export interface GateTicket {
  /** The client's key (middleware/client-key.ts); searches without one share the key "" (the server's own). */
  client?: string | undefined;
  /** Asked when the slot comes: a request that already had its answer (the request timeout's 503) does not query any more. */
  wanted?: () => boolean;
  /** Called with the seconds to wait before the 429 of a client whose queue is full (the API sets Retry-After). */
  retryAfter?: (seconds: number) => void;
}

export interface SearchGate {
  /** Runs `work` once the client's turn comes, in a transaction whose statements time out after timeoutMs (a 503 naming the search). */
  run<T>(work: (db: Db) => Promise<T>, ticket?: GateTicket): Promise<T>;
  /** Searches querying now and waiting for a slot. */
  load(): { running: number; waiting: number };
}

export function createSearchGate(
  db: Db,
  {
    concurrency = DEFAULT_SEARCH_CONCURRENCY,
    perClient = DEFAULT_SEARCH_PER_CLIENT,
    perClientQueue = DEFAULT_SEARCH_PER_CLIENT_QUEUE,
    timeoutMs = DEFAULT_SEARCH_TIMEOUT_MS,
  }: SearchLimits = {},
): SearchGate {
  const timeout = isEmbedded(db) ? undefined : sql.raw(`SET LOCAL statement_timeout = ${Math.max(1, Math.round(timeoutMs))}`);
  const queue = createFairQueue({ slots: concurrency, perKey: perClient, waitingPerKey: perClientQueue });
  // A full queue drains one search per slot of the client: at worst each takes the statement timeout.
  const retrySeconds = Math.max(1, Math.ceil((timeoutMs * perClientQueue) / perClient / 1000));

  return {
    load: () => queue.load(),
    async run(work, { client = "", wanted = () => true, retryAfter }: GateTicket = {}) {
      const release = await queue.acquire(client);
      if (!release) {
        retryAfter?.(retrySeconds);
        throw new HttpError(429, SEARCHES_QUEUED_MESSAGE);
      }
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

import pg from "pg";
import { fallbackLogger, type Logger } from "../lib/logger";

/**
 * Logs the first error of a connection ("terminating connection ..." is often followed by
 * "Connection terminated unexpectedly" for the same loss) and keeps listening for the rest.
 */
function logLoss(client: pg.Client, logger: Logger) {
  let logged = false;
  client.on("error", (err) => {
    if (logged) return;
    logged = true;
    logger.warn({ reason: err.message, code: (err as { code?: unknown }).code }, "postgres connection lost");
  });
}

/**
 * One statement at a time on a connection, in the order they were asked for. A connection runs
 * one statement at a time anyway; node-postgres queues the others itself, but that queue is
 * deprecated and goes in pg 9 ("Calling client.query() when the client is already executing a
 * query", a warning today). It is reached whenever statements share a connection: a transaction's
 * (the search gate's, a job's under its lock) running a Promise.all, as the directory's lists and
 * the monthly report do. Here the connection keeps the queue: a promise-returning query waits for
 * the one before it to settle, failed or not, and only then reaches node-postgres. Its time limit
 * (`queryTimeoutMs`, the pool's query_timeout) still counts from when it was asked, as it did in
 * node-postgres's queue: behind a statement that never answers, the rest of the queue and the
 * ROLLBACK after it fail when their own time is up, not one full limit after another. Queries with
 * a callback or a submittable (a pool's own single query, a cursor) are passed on as they come.
 */
function oneQueryAtATime(client: pg.Client, queryTimeoutMs?: number): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let previous: Promise<unknown> = Promise.resolve();
  client.query = ((...args: unknown[]) => {
    const [config, values, callback] = args;
    const promised =
      config !== null &&
      config !== undefined &&
      typeof (config as { submit?: unknown }).submit !== "function" &&
      typeof values !== "function" &&
      typeof callback !== "function";
    if (!promised) return query(...args);
    const asked = Date.now();
    const result = previous.then(() => {
      if (!queryTimeoutMs) return query(...args);
      const text = typeof config === "string" ? { text: config } : (config as object);
      // At least 1 ms: node-postgres reads 0 as "no limit".
      return query({ ...text, query_timeout: Math.max(1, asked + queryTimeoutMs - Date.now()) }, ...args.slice(1));
    });
    previous = result.catch(() => undefined);
    return result;
  }) as typeof client.query;
}

/**
 * A node-postgres pool that survives its server going away. node-postgres emits 'error' on a
 * Client when its connection ends unexpectedly ("terminating connection due to administrator
 * command", a reset socket), and an 'error' with no listener ends the process. pg-pool listens
 * only while a client is idle: it removes that listener on checkout (a transaction, a caller
 * that waited for a free connection), so every client gets its own listener at connect. The
 * query in flight on it still fails (the route answers 503), and the pool drops the client.
 */
export function createPgPool(config: pg.PoolConfig, logger: Logger = fallbackLogger()): pg.Pool {
  const pool = new pg.Pool(config);
  pool.on("connect", (client) => {
    logLoss(client, logger);
    oneQueryAtATime(client, config.query_timeout);
  });
  // Emitted for idle clients; the per-client listener above has logged it already.
  pool.on("error", () => {});
  return pool;
}

/** A single connected Client (admin statements in tests and scripts), with the same listener. */
export async function connectPgClient(config: string | pg.ClientConfig, logger: Logger = fallbackLogger()): Promise<pg.Client> {
  const client = new pg.Client(config);
  logLoss(client, logger);
  oneQueryAtATime(client, typeof config === "string" ? undefined : config.query_timeout);
  await client.connect();
  return client;
}

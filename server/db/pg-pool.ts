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
 * A node-postgres pool that survives its server going away. node-postgres emits 'error' on a
 * Client when its connection ends unexpectedly ("terminating connection due to administrator
 * command", a reset socket), and an 'error' with no listener ends the process. pg-pool listens
 * only while a client is idle: it removes that listener on checkout (a transaction, a caller
 * that waited for a free connection), so every client gets its own listener at connect. The
 * query in flight on it still fails (the route answers 503), and the pool drops the client.
 */
export function createPgPool(config: pg.PoolConfig, logger: Logger = fallbackLogger()): pg.Pool {
  const pool = new pg.Pool(config);
  pool.on("connect", (client) => logLoss(client, logger));
  // Emitted for idle clients; the per-client listener above has logged it already.
  pool.on("error", () => {});
  return pool;
}

/** A single connected Client (admin statements in tests and scripts), with the same listener. */
export async function connectPgClient(config: string | pg.ClientConfig, logger: Logger = fallbackLogger()): Promise<pg.Client> {
  const client = new pg.Client(config);
  logLoss(client, logger);
  await client.connect();
  return client;
}

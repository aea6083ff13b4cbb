import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import type { Db } from "./client";
import * as schema from "./schema";

/**
 * Drizzle over a pg Pool, whose transactions always give their connection back.
 *
 * drizzle-orm 0.45's pooled `transaction()` runs BEGIN before its try/finally, so a BEGIN that
 * fails (the connection died at checkout: a database restart) never releases the client, and
 * after ten such failures the pool is empty for good; it also releases a client whose
 * transaction failed as if it were healthy (upstream drizzle-orm issues 6023, 6114, 6241).
 * Here a transaction checks a client out itself, runs Drizzle's transaction on that one client,
 * and always releases it: with the error when anything failed, so pg-pool discards a
 * connection that may be dead or mid-statement instead of handing it to the next caller.
 */
export function drizzleOverPool(pool: pg.Pool): Db {
  const db = drizzle(pool, { schema }) as unknown as Db;
  // One Drizzle instance per pooled connection, made on its first transaction.
  const onClient = new WeakMap<pg.PoolClient, Db>();
  const transaction: Db["transaction"] = async (work, config) => {
    const client = await pool.connect();
    let failure: Error | undefined;
    try {
      let clientDb = onClient.get(client);
      if (!clientDb) onClient.set(client, (clientDb = drizzle(client, { schema }) as unknown as Db));
      return await clientDb.transaction(work, config);
    } catch (err) {
      failure = err instanceof Error ? err : new Error(String(err));
      throw err;
    } finally {
      client.release(failure);
    }
  };
  db.transaction = transaction;
  return db;
}

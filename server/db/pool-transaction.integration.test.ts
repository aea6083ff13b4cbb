import { sql } from "drizzle-orm";
import pg from "pg";
import type { Db } from "./client";
import { createPgPool } from "./pg-pool";
import { drizzleOverPool } from "./pool-transaction";

/**
 * A pool of one connection, so a single leaked client is enough to wedge it: the next query
 * waits for a connection until the pool's connect timeout. Each Client fails its next BEGIN
 * or ROLLBACK on demand, as a connection does when the database restarts under it.
 */
const fail = { begin: 0, rollback: 0 };
class FlakyClient extends pg.Client {
  override query(...args: unknown[]): never {
    const text = String((args[0] as { text?: unknown })?.text ?? args[0])
      .trim()
      .toLowerCase();
    for (const statement of ["begin", "rollback"] as const) {
      if (text.startsWith(statement) && fail[statement] > 0) {
        fail[statement] -= 1;
        return Promise.reject(Object.assign(new Error("Connection terminated unexpectedly"), { code: "57P01" })) as never;
      }
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}

/** The server process of the connection that ran the query. */
const backendPid = async (db: Pick<Db, "execute">) =>
  ((await db.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] }).rows[0]!.pid;

describe.skipIf(!process.env.DATABASE_URL)("transactions on a pooled connection (PostgreSQL)", () => {
  let pool: pg.Pool;
  beforeEach(() => {
    pool = createPgPool({ connectionString: process.env.DATABASE_URL, max: 1, connectionTimeoutMillis: 2000, Client: FlakyClient });
  });
  afterEach(() => pool.end());

  it("gives the connection back when BEGIN fails, so the pool is not left empty", async () => {
    const db = drizzleOverPool(pool);
    fail.begin = 1;
    await expect(db.transaction(async (tx) => tx.execute(sql`select 1`))).rejects.toThrow();
    expect(pool.totalCount - pool.idleCount).toBe(0);
    await expect(backendPid(db)).resolves.toBeGreaterThan(0);
  });

  it("discards a connection whose ROLLBACK failed instead of handing it out again", async () => {
    const db = drizzleOverPool(pool);
    const before = await backendPid(db);
    fail.rollback = 1;
    await expect(db.transaction(async () => Promise.reject(new Error("the work failed")))).rejects.toThrow();
    expect(await backendPid(db)).not.toBe(before);
  });

  it("keeps the connection of a transaction that committed", async () => {
    const db = drizzleOverPool(pool);
    const first = await db.transaction((tx) => backendPid(tx));
    const second = await db.transaction((tx) => backendPid(tx));
    expect(second).toBe(first);
  });
});

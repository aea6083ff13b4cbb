import { sql } from "drizzle-orm";
import pg from "pg";
import { createLogger } from "../lib/logger";
import { connectPgClient, createPgPool } from "./pg-pool";
import { drizzleOverPool } from "./pool-transaction";

/**
 * PostgreSQL ends connections on its own ("terminating connection due to administrator
 * command": a fast shutdown, DROP DATABASE ... WITH (FORCE), pg_terminate_backend). node-postgres
 * then emits 'error' on the Client, and on the pool for an idle one; with no listener there,
 * the process ends. Every pool and client we create must log it instead.
 */
const url = process.env.DATABASE_URL;

function capture() {
  const lines: { msg: string; code?: string; reason?: string }[] = [];
  const logger = createLogger("warn", { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describe.skipIf(!url)("pg pools and clients that lose their connection (PostgreSQL only)", () => {
  const terminate = async (pid: number) => {
    const admin = await connectPgClient(url!);
    try {
      await admin.query("select pg_terminate_backend($1)", [pid]);
    } finally {
      await admin.end();
    }
  };
  const ended = (client: { once: (event: "end", cb: () => void) => unknown }) => new Promise<void>((resolve) => client.once("end", () => resolve()));

  it("logs, and does not throw, when the server ends a checked-out connection and an idle one", async () => {
    const { logger, lines } = capture();
    const pool = createPgPool({ connectionString: url, max: 2 }, logger);
    try {
      const [checkedOut, idle] = [await pool.connect(), await pool.connect()];
      const pids = await Promise.all([checkedOut, idle].map(async (c) => (await c.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0]!.pid));
      idle.release();
      // The checked-out one is what a transaction holds between its statements.
      const gone = [ended(checkedOut), ended(idle)];
      for (const pid of pids) await terminate(pid);
      await Promise.all(gone);
      checkedOut.release(true);
      expect(lines.filter((l) => l.msg === "postgres connection lost").map((l) => l.code)).toEqual(["57P01", "57P01"]);
      // The pool opens a fresh connection by itself.
      expect((await pool.query<{ one: number }>("select 1 as one")).rows).toEqual([{ one: 1 }]);
    } finally {
      await pool.end();
    }
  });

  it("logs, and does not throw, when the server ends a single client's connection", async () => {
    const { logger, lines } = capture();
    const client = await connectPgClient(url!, logger);
    const { rows } = await client.query<{ pid: number }>("select pg_backend_pid() as pid");
    const gone = ended(client);
    await terminate(rows[0]!.pid);
    await gone;
    expect(lines).toEqual([
      expect.objectContaining({ msg: "postgres connection lost", code: "57P01", reason: "terminating connection due to administrator command" }),
    ]);
  });
});

describe.skipIf(!url)("statements that share a connection (PostgreSQL only)", () => {
  /**
   * Each statement as it reaches node-postgres, and whether node-postgres had to queue it behind
   * another on the same connection: its deprecated queue, gone in pg 9 (the warning "Calling
   * client.query() when the client is already executing a query").
   */
  function recordArrivals() {
    type Internals = { _activeQuery?: unknown; _queryQueue: unknown[] };
    const arrivals: { text: string; queuedByPg: boolean }[] = [];
    const original = pg.Client.prototype.query;
    const recording = function (this: pg.Client & Internals, ...args: unknown[]) {
      const config = args[0] as string | { text?: string };
      arrivals.push({ text: typeof config === "string" ? config : String(config?.text), queuedByPg: !!this._activeQuery || this._queryQueue.length > 0 });
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    };
    pg.Client.prototype.query = recording as typeof original;
    return { arrivals, restore: () => void (pg.Client.prototype.query = original) };
  }

  it("runs a transaction's statements asked for at once one after another, in order, never in node-postgres's own queue", async () => {
    const { arrivals, restore } = recordArrivals();
    const pool = createPgPool({ connectionString: url, max: 2 });
    try {
      const db = drizzleOverPool(pool);
      const answers = await db.transaction(async (tx) =>
        Promise.all(
          [1, 2, 3, 4, 5].map((n) => tx.execute<{ n: number }>(sql`select ${n}::int as n, pg_sleep(0.01) is null as slept /* shared-${sql.raw(String(n))} */`)),
        ),
      );
      expect(answers.map((a) => (a as unknown as { rows: { n: number }[] }).rows[0]!.n)).toEqual([1, 2, 3, 4, 5]);
      const shared = arrivals.filter((a) => a.text.includes("/* shared-"));
      expect(shared.map((a) => /shared-(\d)/.exec(a.text)![1])).toEqual(["1", "2", "3", "4", "5"]);
      expect(arrivals.filter((a) => a.queuedByPg)).toEqual([]);
    } finally {
      restore();
      await pool.end();
    }
  });

  it("goes on to the next statement after one fails, and a single client queues the same way", async () => {
    const { arrivals, restore } = recordArrivals();
    const client = await connectPgClient(url!);
    try {
      const settled = await Promise.allSettled([client.query("select 1 as one"), client.query("select 1/0"), client.query("select 3 as three")]);
      expect(settled.map((s) => s.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
      expect((settled[1] as PromiseRejectedResult).reason).toMatchObject({ code: "22012" });
      expect((settled[2] as PromiseFulfilledResult<pg.QueryResult>).value.rows).toEqual([{ three: 3 }]);
      expect(arrivals.map((a) => a.queuedByPg)).toEqual([false, false, false]);
    } finally {
      restore();
      await client.end();
    }
  });

  it("keeps each statement's time limit counted from when it was asked: behind one that never answers, the next fails when its own time is up", async () => {
    // 300 ms a statement; the first sleeps 500 ms. The second, asked at the same moment, is out of
    // time when the first gives up at 300 ms: it fails too. Given a full limit of its own from
    // then (to 600 ms), it would have run once the sleep ended and answered.
    const client = await connectPgClient({ connectionString: url!, query_timeout: 300 });
    try {
      const settled = await Promise.allSettled([client.query("select pg_sleep(0.5)"), client.query("select 2 as two")]);
      expect(settled.map((s) => s.status)).toEqual(["rejected", "rejected"]);
      expect(settled.map((s) => (s as PromiseRejectedResult).reason.message)).toEqual(["Query read timeout", "Query read timeout"]);
    } finally {
      await client.end();
    }
  });
});

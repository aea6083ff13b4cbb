import { createLogger } from "../lib/logger";
import { connectPgClient, createPgPool } from "./pg-pool";

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

import pg from "pg";
import type { Logger } from "../lib/logger";

/** The database did not answer within the start-up time: the process says so in one line and exits. */
export class DatabaseUnreachableError extends Error {
  override name = "DatabaseUnreachableError";
}

/** host:port/database of a connection string, without the user and password. */
export function describeDatabase(url: string): string {
  try {
    const parsed = new URL(url);
    const host = parsed.searchParams.get("host") ?? (parsed.hostname || "localhost");
    return `${host}:${parsed.port || 5432}${parsed.pathname}`;
  } catch {
    return "the DATABASE_URL database";
  }
}

/** ECONNREFUSED, ENOTFOUND, 57P03 (starting up)... with pg's message when it says more than the code. */
function describeCause(err: unknown): string {
  const { code, message } = err as { code?: string; message?: string };
  if (!message) return code ?? String(err); // e.g. an AggregateError of every address tried
  return code && !message.includes(code) ? `${code}: ${message}` : message;
}

export interface WaitOptions {
  /** Give up after this long in all (DB_STARTUP_TIMEOUT_MS); 0 tries once. */
  timeoutMs: number;
  /** Each attempt's own connect timeout (DB_CONNECT_TIMEOUT_MS). */
  connectTimeoutMs: number;
  logger: Pick<Logger, "warn" | "info">;
}

/**
 * A process may start before its database (a host's boot, a compose file, a restarted
 * cluster): try to connect, logging one line per failed attempt, with a backoff of 0.5 s
 * doubling to 5 s, until timeoutMs is spent; then throw DatabaseUnreachableError.
 */
export async function waitForDatabase(url: string, { timeoutMs, connectTimeoutMs, logger }: WaitOptions): Promise<void> {
  const database = describeDatabase(url);
  const started = Date.now();
  let delay = 500;
  for (let attempt = 1; ; attempt++) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs });
    client.on("error", () => {}); // a connection lost mid-check is just a failed attempt
    try {
      await client.connect();
      await client.query("select 1");
      await client.end();
      if (attempt > 1) logger.info({ database, attempt }, "database reachable");
      return;
    } catch (err) {
      void client.end().catch(() => {});
      const cause = describeCause(err);
      const elapsedMs = Date.now() - started;
      const retryInMs = Math.min(delay, timeoutMs - elapsedMs);
      if (retryInMs <= 0) {
        throw new DatabaseUnreachableError(
          `Database ${database} unreachable (${cause}); giving up after ${(elapsedMs / 1000).toFixed(1)} s and ${attempt} attempts (DB_STARTUP_TIMEOUT_MS=${timeoutMs})`,
        );
      }
      logger.warn({ database, cause, attempt, retryInMs }, "database unreachable at start, retrying");
      await new Promise((r) => setTimeout(r, retryInMs));
      delay = Math.min(delay * 2, 5000);
    }
  }
}

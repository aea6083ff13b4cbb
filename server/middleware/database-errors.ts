/** Socket-level failures: the database host refused, reset or never answered. */
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH", "ECONNABORTED"]);

/**
 * PostgreSQL SQLSTATEs meaning "not available right now": class 08 (connection exception),
 * 57P01-57P03 (shutting down, crashed, starting up) and 53300 (too many connections).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;

/** node-postgres and pg-pool raise these as plain Errors without a code. */
const DRIVER_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Query read timeout",
  "Client has encountered a connection error and is not queryable",
  "Client was closed and is not queryable",
  "Cannot use a pool after calling end on the pool",
  "the database system is",
];

/** The error and its causes: Drizzle wraps the driver's error in a DrizzleQueryError. */
function* chain(err: unknown): Generator<Error> {
  let current: unknown = err;
  for (let depth = 0; current instanceof Error && depth < 5; depth++) {
    yield current;
    current = current.cause;
  }
}

/** True when the database could not be reached, so the answer is 503 and not a 500. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of chain(err)) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true;
    if (DRIVER_MESSAGES.some((m) => e.message.startsWith(m))) return true;
  }
  return false;
}

/**
 * What a log may say about an error. A DrizzleQueryError's message lists the query's
 * parameters (names, emails, message text), so for it only the SQL and the cause are kept.
 */
export function describeError(err: unknown): { type: string; message: string; code?: string; query?: string; stack?: string } {
  if (!(err instanceof Error)) return { type: typeof err, message: String(err).slice(0, 500) };
  const query = (err as { query?: unknown }).query;
  if (typeof query === "string") {
    const cause = err.cause instanceof Error ? err.cause : undefined;
    const code = (cause as { code?: unknown } | undefined)?.code;
    return {
      type: cause?.name ?? "DatabaseError",
      message: cause?.message ?? "query failed",
      query: query.slice(0, 500),
      ...(typeof code === "string" && { code }),
      ...(cause?.stack && { stack: cause.stack }),
    };
  }
  const code = (err as { code?: unknown }).code;
  return { type: err.name, message: err.message, ...(typeof code === "string" && { code }), ...(err.stack && { stack: err.stack }) };
}

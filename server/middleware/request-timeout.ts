import type { RequestHandler, Response } from "express";
import { HttpError } from "../lib/http-error";

export const DEFAULT_REQUEST_TIMEOUT_MS = 20_000;
export const TIMEOUT_MESSAGE = "The server took too long to answer. Please try again.";

/**
 * An answer is due within `ms`, so a stuck dependency never leaves a visitor waiting forever.
 *
 * A read (GET, HEAD, OPTIONS) still open at the deadline is answered 503 {message}; the handler
 * may finish later, and its late answer is dropped (the error handler ignores errors once
 * headers are sent). A write is never answered 503 by the clock (issue 26 item 3: "please try
 * again" while the write went on and committed made the retry store it twice). At the deadline
 * its signal (requestSignal) aborts instead: a handler that has not started writing gives up at
 * its next check (throwIfGivenUp, the image queue) and answers 503 with nothing stored; one that
 * is already writing finishes and answers its true result, bounded by the database's own
 * statement and query timeouts.
 *
 * One sweep every `ms / 20` (at most once a second) checks the open requests, instead of
 * a timer made and cleared for each request: a cached read takes a few hundred microseconds,
 * and a timer per request cost ~4% of that. A request times out between `ms` and `ms + ms / 20`.
 */
/** Requests that may take longer than the timeout (see allowLongRequest). */
const longRequests = new WeakSet<Response>();
/** Each open write's signal, aborted at its deadline. */
const signals = new WeakMap<Response, AbortController>();
const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Lifts the timeout for one request whose work is known to be long and bounded, such as a CSV
 * import of 100,000 rows (~a minute): a 503 while the work went on would tell the person it
 * failed when it did not.
 */
export function allowLongRequest(res: Response): void {
  longRequests.add(res);
}

/** Aborted when a write's answer is overdue: work not yet begun should not begin. */
export function requestSignal(res: Response): AbortSignal | undefined {
  return signals.get(res)?.signal;
}

/** The 503 a write gives up with when its deadline passed before it wrote anything. */
export const givenUpError = () => new HttpError(503, TIMEOUT_MESSAGE);

/** Throws the 503 when the write's deadline has passed: call it only before the first write. */
export function throwIfGivenUp(res: Response): void {
  if (requestSignal(res)?.aborted) throw givenUpError();
}

export function requestTimeout(ms: number = DEFAULT_REQUEST_TIMEOUT_MS): RequestHandler {
  // Response → deadline. Insertion order is arrival order, so deadlines only grow along the map.
  const open = new Map<Response, number>();
  const every = Math.max(5, Math.min(1000, Math.round(ms / 20)));
  let sweeper: NodeJS.Timeout | undefined;

  const sweep = () => {
    const now = performance.now();
    for (const [res, deadline] of open) {
      if (deadline > now) break;
      open.delete(res);
      if (res.headersSent || longRequests.has(res)) continue;
      res.req.log?.warn({ timeoutMs: ms }, "request timed out");
      const write = signals.get(res);
      if (write) write.abort();
      else res.status(503).set({ Connection: "close", "Retry-After": "5" }).json({ message: TIMEOUT_MESSAGE });
    }
    if (open.size === 0) {
      clearInterval(sweeper);
      sweeper = undefined;
    }
  };

  return (req, res, next) => {
    open.set(res, performance.now() + ms);
    if (!READS.has(req.method)) signals.set(res, new AbortController());
    // 'close' follows every answer, and a connection cut before one.
    res.once("close", () => open.delete(res));
    if (!sweeper) {
      sweeper = setInterval(sweep, every);
      sweeper.unref();
    }
    next();
  };
}

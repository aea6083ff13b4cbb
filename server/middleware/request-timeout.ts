import type { RequestHandler, Response } from "express";

export const DEFAULT_REQUEST_TIMEOUT_MS = 20_000;
export const TIMEOUT_MESSAGE = "The server took too long to answer. Please try again.";

/**
 * Answers 503 {message} when a request has no answer after `ms`, so a stuck dependency
 * never leaves a visitor waiting forever. The handler may still finish later; its late
 * answer is dropped (the error handler ignores errors once headers are sent).
 *
 * One sweep every `ms / 20` (at most once a second) checks the open requests, instead of
 * a timer made and cleared for each request: a cached read takes a few hundred microseconds,
 * and a timer per request cost ~4% of that. A request times out between `ms` and `ms + ms / 20`.
 */
/** Requests that may take longer than the timeout (see allowLongRequest). */
const longRequests = new WeakSet<Response>();

/**
 * Lifts the timeout for one request whose work is known to be long and bounded, such as a CSV
 * import of 100,000 rows (~a minute): a 503 while the work went on would tell the person it
 * failed when it did not.
 */
export function allowLongRequest(res: Response): void {
  longRequests.add(res);
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
      res.status(503).set({ Connection: "close", "Retry-After": "5" }).json({ message: TIMEOUT_MESSAGE });
    }
    if (open.size === 0) {
      clearInterval(sweeper);
      sweeper = undefined;
    }
  };

  return (_req, res, next) => {
    open.set(res, performance.now() + ms);
    // 'close' follows every answer, and a connection cut before one.
    res.once("close", () => open.delete(res));
    if (!sweeper) {
      sweeper = setInterval(sweep, every);
      sweeper.unref();
    }
    next();
  };
}

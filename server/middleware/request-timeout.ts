import type { RequestHandler } from "express";

export const DEFAULT_REQUEST_TIMEOUT_MS = 20_000;
export const TIMEOUT_MESSAGE = "The server took too long to answer. Please try again.";

/**
 * Answers 503 {message} when a request has no answer after `ms`, so a stuck dependency
 * never leaves a visitor waiting forever. The handler may still finish later; its late
 * answer is dropped (the error handler ignores errors once headers are sent).
 */
export function requestTimeout(ms: number = DEFAULT_REQUEST_TIMEOUT_MS): RequestHandler {
  return (req, res, next) => {
    const timer = setTimeout(() => {
      if (res.headersSent) return;
      req.log?.warn({ timeoutMs: ms }, "request timed out");
      res.status(503).set("Connection", "close").json({ message: TIMEOUT_MESSAGE });
    }, ms);
    timer.unref();
    const clear = () => clearTimeout(timer);
    res.once("finish", clear);
    res.once("close", clear);
    next();
  };
}

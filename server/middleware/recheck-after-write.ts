import type { RequestHandler, Response } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Read your own writes: once a write request of this process answers (its transaction has
 * committed by then), the directory cache re-reads its change counter on the next request
 * instead of trusting a read up to checkEveryMs old. So the editor who saved a listing sees it
 * on their next public read; other processes still see it within checkEveryMs (cache.ts).
 *
 * The re-check is set when the answer's headers are written, before any byte of it leaves, so
 * no request sent after the answer arrived can be served from the counter read before it. `cache`
 * is the directory's ValueCache, named by its one method so middleware does not import a feature.
 */
export function recheckAfterWrites(cache: { recheck(): void }): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const writeHead = res.writeHead as (this: Response, ...args: unknown[]) => Response;
    res.writeHead = function (this: Response, ...args: unknown[]) {
      cache.recheck();
      return writeHead.apply(this, args);
    } as Response["writeHead"];
    // A client that went away before the answer: its write may have committed all the same.
    res.once("close", () => cache.recheck());
    next();
  };
}

import { sql } from "drizzle-orm";
import { Router } from "express";
import type { Db } from "../../db/client";

export interface HealthOptions {
  /** True while the process drains before exit: not ready for new traffic. */
  isDraining?: () => boolean;
  /** How long /readyz waits for the database before it says no. */
  timeoutMs?: number;
}

export const READY_TIMEOUT_MS = 1000;

/** Resolves to the error, or undefined when the database answered `select 1` in time. */
async function probe(db: Db, timeoutMs: number): Promise<string | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${timeoutMs} ms`), timeoutMs);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => undefined), timeout]);
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /healthz: the process is up and serving (for a restart-on-failure check; it never
 * touches the database, so an outage does not get healthy processes restarted).
 * GET /readyz: the database answers and we are not shutting down (for the load balancer).
 */
export function healthRouter(db: Db, options: HealthOptions = {}): Router {
  const router = Router();
  const timeoutMs = options.timeoutMs ?? READY_TIMEOUT_MS;
  router.use(["/healthz", "/readyz"], (_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  });

  router.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });

  router.get("/readyz", async (req, res) => {
    if (options.isDraining?.()) {
      res.status(503).json({ message: "Shutting down" });
      return;
    }
    const failure = await probe(db, timeoutMs);
    if (failure) {
      req.log?.warn({ reason: failure.slice(0, 200) }, "not ready: database unavailable");
      res.status(503).set("Retry-After", "5").json({ message: "The database is not available" });
      return;
    }
    res.json({ status: "ready" });
  });
  return router;
}

import express, { type Router } from "express";
import { statBeaconSchema } from "@shared/listing-stats";
import { HttpError } from "../../lib/http-error";
import { clientKey } from "../../middleware/client-key";
import { sameOriginCheck } from "../../middleware/same-origin";
import { isKnownBot } from "./bots";
import { memoryLimit, type MemoryLimitOptions } from "./client-limit";
import type { StatsRecorder } from "./recorder";

export interface BeaconOptions {
  /** null: statistics are off (STATS_COUNTING=false); beacons are still checked, and counted nowhere. */
  recorder: StatsRecorder | null;
  /** PUBLIC_ORIGIN: a beacon must come from our own pages (this origin or the request's own). */
  publicOrigin?: string | undefined;
  limit?: MemoryLimitOptions;
}

/**
 * POST /api/stats/events: a listing page's navigator.sendBeacon, one event as JSON sent as
 * text/plain (no cookie, no CORS preflight). app.ts mounts it before the API's JSON parser,
 * the shared POST limit and the read-your-writes re-check: a beacon writes nothing to the
 * database while it is answered, so it must cost no database round trip either. It answers 204
 * (also to a bot, which is simply not counted), 400 naming the field for junk, 403 from another
 * site's page, 429 past the per-client limit (client-limit.ts), never 5xx: nothing here can fail
 * on the database.
 */
export function statsBeaconRouter({ recorder, publicOrigin, limit }: BeaconOptions): Router {
  const router = express.Router();
  const check = memoryLimit(limit);
  router.post(
    "/stats/events",
    // A page elsewhere could make its visitors' browsers count views here: only our own pages may.
    sameOriginCheck(publicOrigin),
    (req, _res, next) => {
      check(clientKey(req.ip));
      next();
    },
    express.text({ type: () => true, limit: "1kb" }),
    (req, res) => {
      res.set("Cache-Control", "no-store");
      let body: unknown;
      try {
        body = JSON.parse(typeof req.body === "string" ? req.body : "");
      } catch {
        throw new HttpError(400, "The body must be one JSON event: {kind, id, event}.");
      }
      const beacon = statBeaconSchema.parse(body);
      const userAgent = req.get("user-agent");
      if (recorder && !isKnownBot(userAgent)) recorder.event(beacon, { ip: req.ip ?? "", userAgent: userAgent! });
      res.status(204).end();
    },
  );
  return router;
}

import express, { type Router } from "express";
import type { AdminListingStats } from "@shared/listing-stats";
import { idParamSchema } from "@shared/schema";
import { requireRole } from "../../auth/staff";
import type { Db } from "../../db/client";
import { addDays, sanAntonioDay } from "./day";
import { STATS_DAYS } from "./listing-stats";
import { totalCounts } from "./queries";

/**
 * GET /api/admin/professionals/:id/stats and /api/admin/businesses/:id/stats (issue 17 item 5):
 * a listing's totals over the last 30 days, for the back office's listing editor. Editors may
 * read them; read-only, so nothing to audit.
 */
export function adminStatsRouter({ db, now }: { db: Db; now: () => Date }): Router {
  const router = express.Router();
  for (const [plural, kind] of [
    ["professionals", "professional"],
    ["businesses", "business"],
  ] as const) {
    router.get(`/${plural}/:id/stats`, requireRole("editor"), async (req, res) => {
      const { id } = idParamSchema.parse(req.params);
      const to = sanAntonioDay(now());
      const from = addDays(to, -(STATS_DAYS - 1));
      const answer: AdminListingStats = { from, to, totals: await totalCounts(db, kind, id, from, to) };
      res.json(answer);
    });
  }
  return router;
}

import express, { type Router } from "express";
import { dashboardQuerySchema, type Dashboard } from "@shared/admin/dashboard";
import { currentStaff, requireRole } from "../../auth/staff";
import type { Db } from "../../db/client";
import { dashboardCounts } from "./dashboard-queries";

/** GET /api/admin/dashboard: what needs doing today, for every member; the payments' counts only for admins. */
export function dashboardRouter({ db, now }: { db: Db; now: () => Date }): Router {
  const router = express.Router();
  router.get("/dashboard", requireRole("editor"), async (req, res) => {
    dashboardQuerySchema.parse(req.query);
    const counts = await dashboardCounts(db, now());
    const admin = currentStaff(res).role === "admin";
    const answer: Dashboard = {
      ...counts,
      failedPayments: admin ? counts.failedPayments : null,
      goldRenewalsThisWeek: admin ? counts.goldRenewalsThisWeek : null,
    };
    res.json(answer);
  });
  return router;
}

import express, { type Router } from "express";
import { requireRole, currentStaff } from "../../auth/staff";
import { adminTwoFactorRequired } from "../../auth/two-factor-policy";
import type { Db } from "../../db/client";
import type { StaffMe } from "@shared/admin/auth";

/** GET /api/admin/me: who is signed in, for the admin shell (and whether two-factor is due). */
export function meRouter(db: Db): Router {
  const router = express.Router();
  router.get("/me", requireRole("editor"), async (_req, res) => {
    const staff = currentStaff(res);
    const me: StaffMe = {
      ...staff,
      twoFactorEnabled: res.locals.staffTwoFactorEnabled === true,
      twoFactorRequired: staff.role === "admin" && (await adminTwoFactorRequired(db)),
    };
    res.json(me);
  });
  return router;
}

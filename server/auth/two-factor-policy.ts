import { eq } from "drizzle-orm";
import type { RequestHandler } from "express";
import type { Db } from "../db/client";
import { settings } from "../db/schema";
import { HttpError } from "../lib/http-error";
import { TWO_FACTOR_REQUIRED } from "@shared/admin/auth";

/** The `settings` key: when true, admins must have two-factor sign-in enabled to use /api/admin. */
export const REQUIRE_ADMIN_TWO_FACTOR = "requireAdminTwoFactor";

export async function adminTwoFactorRequired(db: Db): Promise<boolean> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, REQUIRE_ADMIN_TWO_FACTOR));
  return row?.value === true;
}

/** /api/admin paths an admin without two-factor still reaches, to learn that it must set it up. */
const SET_UP_PATHS = new Set(["/me"]);

/**
 * While the setting is on, an admin whose account has no two-factor gets 403
 * `{ code: "two_factor_required" }` from every admin route but /me; the set-up itself runs at
 * /api/auth/two-factor/* (better-auth), outside this mount. Admins who have it enabled passed
 * the TOTP step at sign-in (better-auth asks for it), so they go through.
 */
export function enforceAdminTwoFactor(db: Db): RequestHandler {
  return async (req, res, next) => {
    const staff = res.locals.staff;
    if (staff?.role !== "admin" || res.locals.staffTwoFactorEnabled || SET_UP_PATHS.has(req.path)) return next();
    if (await adminTwoFactorRequired(db)) {
      throw new HttpError(403, "Set up two-factor sign-in for your account to continue.", TWO_FACTOR_REQUIRED);
    }
    next();
  };
}

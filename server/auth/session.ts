import { fromNodeHeaders } from "better-auth/node";
import type { RequestHandler } from "express";
import type { Auth } from "./auth";
import { isStaffRole, type StaffUser } from "./staff";

declare module "express-serve-static-core" {
  interface Locals {
    /** Whether the signed-in staff member has two-factor sign-in enabled (set with `staff`). */
    staffTwoFactorEnabled?: boolean;
  }
}

/**
 * Reads the better-auth session of the request's cookie and, when its user has a staff role,
 * puts the member on `res.locals.staff` (server/auth/staff.ts). It never refuses anything
 * itself: `requireRole`, the first handler of every admin route, answers 401/403. A session
 * that better-auth extends on use sends its refreshed cookie along with the answer.
 */
export function loadStaffSession(auth: Auth): RequestHandler {
  return async (req, res, next) => {
    if (!req.headers.cookie) return next();
    const { headers, response } = await auth.api.getSession({ headers: fromNodeHeaders(req.headers), returnHeaders: true });
    const refreshed = headers.getSetCookie();
    if (refreshed.length) res.append("Set-Cookie", refreshed);
    const user = response?.user as { id: string; email: string; name: string; role?: unknown; twoFactorEnabled?: boolean | null } | undefined;
    if (user && isStaffRole(user.role)) {
      const staff: StaffUser = { id: user.id, email: user.email, name: user.name, role: user.role };
      res.locals.staff = staff;
      res.locals.staffTwoFactorEnabled = user.twoFactorEnabled === true;
    }
    next();
  };
}

import type { RequestHandler, Response } from "express";
import { HttpError } from "../lib/http-error";

/** Who works in /admin: editors run listings, categories and the inbox; admins also staff accounts, payments and refunds. */
export const staffRoles = ["editor", "admin"] as const;
export type StaffRole = (typeof staffRoles)[number];
export const isStaffRole = (role: unknown): role is StaffRole => staffRoles.includes(role as StaffRole);

/** The signed-in staff member of a request, put on `res.locals.staff` by the session middleware (server/auth/session.ts). */
export interface StaffUser {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
}

declare module "express-serve-static-core" {
  interface Locals {
    staff?: StaffUser;
  }
}

/** The request's staff member; 401 when nobody is signed in (a guard normally answered before this). */
export function currentStaff(res: Response): StaffUser {
  const staff = res.locals.staff;
  if (!staff) throw new HttpError(401, "Sign in to continue.");
  return staff;
}

const rank: Record<StaffRole, number> = { editor: 1, admin: 2 };

/** Marks a guard, so the route-walking test can tell that every admin route starts with one. */
export const roleGuardMarker = Symbol("roleGuard");
export type RoleGuard = RequestHandler & { [roleGuardMarker]: StaffRole };

/**
 * The first handler of every /api/admin route: 401 without a staff session, 403 when the
 * member's role is below `role`. A route that forgets it fails server/admin/guards.integration.test.ts.
 */
export function requireRole(role: StaffRole): RoleGuard {
  const guard: RequestHandler = (_req, res, next) => {
    const staff = res.locals.staff;
    if (!staff) throw new HttpError(401, "Sign in to continue.");
    if (rank[staff.role] < rank[role]) throw new HttpError(403, "Your role does not allow this.");
    next();
  };
  return Object.assign(guard, { [roleGuardMarker]: role });
}

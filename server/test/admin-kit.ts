import type { Express } from "express";
import type { StaffRole, StaffUser } from "../auth/staff";
import type { Db } from "../db/client";
import type { Engine } from "./database";
import { staffSession } from "./staff-session";
import { setupTestApp } from "./test-app";
import { useWebhookKit } from "./webhook-kit";

/** A signed-in staff member of the given role (a real better-auth session of the app): the Cookie header to send, and who it is. */
export async function staffCookie(app: Express, db: Db, role: StaffRole): Promise<{ cookie: string; staff: StaffUser }> {
  const { cookie, staff } = await staffSession(app, db, role);
  return { cookie, staff };
}

/** The webhook kit (fake Stripe, signed events, test clock); its app serves /api/admin too. */
export const useAdminKit = (engine: Engine) => useWebhookKit(engine);

/** The app without Stripe. */
export const setupAdminApp = (engine: Engine) => setupTestApp(engine);

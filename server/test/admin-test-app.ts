import type { StaffRole } from "../auth/staff";
import type { Engine } from "./database";
import { seoTestApp } from "./seo-kit";
import { staffSession } from "./staff-session";
import { setupTestApp } from "./test-app";

/**
 * The real app (API, /api/admin behind the staff session, server-rendered pages) for a test
 * file, and a real better-auth session of a new staff member with `role`, signed in once before
 * the file's tests: send `session.cookie`; `session.email` is what the audit log records.
 */
export function setupAdminApp(engine: Engine, role: StaffRole = "editor") {
  const { database, app } = setupTestApp(engine, seoTestApp);
  const session = { cookie: "", email: "" };
  // Registered after setupTestApp's hooks, so the app is built when it runs.
  beforeAll(async () => {
    const signedIn = await staffSession(app, database.db, role);
    Object.assign(session, { cookie: signedIn.cookie, email: signedIn.staff.email });
  });
  return { database, app, session };
}

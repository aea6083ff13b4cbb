import express, { type Request, type Router } from "express";
import type Stripe from "stripe";
import type { Auth } from "../auth/auth";
import type { Db } from "../db/client";
import { adminPaymentsRouter } from "../features/payments/admin-routes";
import { auditRouter } from "./audit-routes";
import { dashboardRouter } from "./dashboard-routes";
import { inboxAdminRouter } from "../features/contact/admin-routes";
import { meRouter } from "./me-routes";
import { revertRegistry } from "./revert-registry";
import { settingsRouter } from "./settings-routes";
import { adminCategoriesRouter } from "../features/directory/admin-category-routes";
import { adminListingsRouter } from "../features/directory/admin-listing-routes";
import { staffDirectory } from "./staff-directory";
import { staffRouter } from "./staff-routes";
import { importAdminRouter } from "../features/import/admin-routes";
import { adminClaimsRouter } from "../features/owner-claim/admin-routes";
import { adminPendingChangesRouter } from "../features/directory/admin-pending-change-routes";
import { adminStatsRouter } from "../features/listing-stats/admin-routes";
import { outboxAdminRouter } from "../features/outbox/admin-routes";

/** What the back office's routers need; app.ts builds it from AppDeps. */
export interface AdminDeps {
  db: Db;
  stripe: Stripe | null;
  now: () => Date;
  /** Wakes the outbox worker after staff queue a mail (app.ts: contact.onQueued); else it is sent at the worker's next poll. */
  onMailQueued?: (() => void) | undefined;
  /** Staff invitations make better-auth set-up tokens (server/auth/staff-invite.ts); absent only where no route needs it (route listing). */
  auth?: Auth;
  /** Our site's origin for links in mails (claim approvals); the request's own when absent. */
  siteOf?: ((req: Request) => string) | undefined;
}

/**
 * Every /api/admin route, composed from the features' admin routers. app.ts mounts it behind
 * the staff session, the same-origin check and `Cache-Control: private, no-store`; each route
 * starts with `requireRole` (server/auth/staff.ts), which the guards test checks route by route.
 */
export function adminRouter(deps: AdminDeps): Router {
  const router = express.Router();
  router.use(meRouter(deps.db));
  router.use(dashboardRouter(deps));
  router.use(settingsRouter(deps));
  router.use(adminListingsRouter(deps.db), adminCategoriesRouter(deps.db));
  router.use(adminPaymentsRouter(deps));
  router.use(auditRouter({ db: deps.db, registry: revertRegistry(), now: deps.now }));
  router.use(inboxAdminRouter({ db: deps.db, onMailQueued: deps.onMailQueued, staff: staffDirectory(deps.db) }));
  router.use(staffRouter(deps));
  router.use(importAdminRouter(deps));
  router.use(adminClaimsRouter(deps));
  router.use(adminPendingChangesRouter(deps.db));
  router.use(adminStatsRouter(deps));
  router.use(outboxAdminRouter(deps.db));
  return router;
}

import express, { type Router } from "express";
import type { AdminDeps } from "./deps";
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
import { staffPhotoRouter } from "../features/media/staff-photo-routes";
import { adminReviewsRouter } from "../features/reviews/admin-routes";
import { adminPartnerKeysRouter } from "../features/partners/admin-routes";
import { adminLeadsRouter } from "../features/leads/admin-routes";

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
  router.use(staffPhotoRouter(deps.db));
  router.use(adminPaymentsRouter(deps));
  router.use(auditRouter({ db: deps.db, registry: revertRegistry(), now: deps.now }));
  router.use(inboxAdminRouter({ db: deps.db, onMailQueued: deps.onMailQueued, staff: staffDirectory(deps.db) }));
  router.use(staffRouter(deps));
  router.use(importAdminRouter(deps));
  router.use(adminClaimsRouter(deps));
  router.use(adminPendingChangesRouter(deps.db));
  router.use(adminStatsRouter(deps));
  router.use(outboxAdminRouter(deps.db));
  router.use(adminReviewsRouter(deps));
  router.use(adminPartnerKeysRouter(deps));
  router.use(adminLeadsRouter(deps));
  return router;
}

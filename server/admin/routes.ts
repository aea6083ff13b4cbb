import express, { type Router } from "express";
import type { RevertApplier } from "../audit/revert-applier";
import type { AdminDeps } from "./deps";
import { meRouter } from "../features/staff/admin-me-routes";
import { staffRouter } from "../features/staff/admin-routes";
import { staffDirectory } from "../features/staff/staff-directory";
import { dashboardRouter } from "../features/dashboard/admin-routes";
import { settingsRouter } from "../features/settings/admin-routes";
import { auditRouter } from "../features/audit-log/admin-routes";
import { revertRegistry } from "../features/audit-log/revert-registry";
import { adminPaymentsRouter } from "../features/payments/admin-routes";
import { goldApplier } from "../features/payments/admin-gold";
import { inboxAdminRouter } from "../features/contact/admin-routes";
import { adminCategoriesRouter } from "../features/directory/admin-category-routes";
import { adminListingsRouter } from "../features/directory/admin-listing-routes";
import { adminPendingChangesRouter } from "../features/directory/admin-pending-change-routes";
import { businessApplier, categoryApplier, professionalApplier } from "../features/directory/revert-appliers";
import { importAdminRouter } from "../features/import/admin-routes";
import { adminClaimsRouter } from "../features/owner-claim/admin-routes";
import { adminStatsRouter } from "../features/listing-stats/admin-routes";
import { outboxAdminRouter } from "../features/outbox/admin-routes";
import { staffPhotoRouter } from "../features/media/admin-routes";
import { adminReviewsRouter } from "../features/reviews/admin-routes";
import { reviewApplier } from "../features/reviews/revert-applier";
import { adminPartnerKeysRouter } from "../features/partners/admin-routes";
import { adminLeadsRouter } from "../features/leads/admin-routes";

/**
 * The entity types whose audit entries one click can revert, each with the feature's applier
 * (server/audit/revert-applier.ts). Another area registers its own here: one import, one line.
 */
const revertAppliers: readonly RevertApplier[] = [professionalApplier, businessApplier, categoryApplier, goldApplier, reviewApplier];

/**
 * Every /api/admin route, composed from the features' admin routers
 * (`server/features/<domain>/admin[-<topic>]-routes.ts`; server/test/route-homes.test.ts keeps
 * them there). app.ts mounts it behind the staff session, the same-origin check and
 * `Cache-Control: private, no-store`; each route starts with `requireRole` (server/auth/staff.ts),
 * which the guards test checks route by route.
 */
export function adminRouter(deps: AdminDeps): Router {
  const router = express.Router();
  router.use(meRouter(deps.db));
  router.use(dashboardRouter(deps));
  router.use(settingsRouter(deps));
  router.use(adminListingsRouter(deps.db), adminCategoriesRouter(deps.db));
  router.use(staffPhotoRouter(deps.db));
  router.use(adminPaymentsRouter(deps));
  router.use(auditRouter({ db: deps.db, registry: revertRegistry(revertAppliers), now: deps.now }));
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

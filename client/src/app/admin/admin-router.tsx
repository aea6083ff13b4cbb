import { lazy, Suspense, type ComponentType } from "react";
import { Route, Switch } from "wouter";
import type { StaffRoleName } from "@shared/admin/staff";
import { ACCOUNT_HREF, adminSections, roleAllows, type AdminSectionHref } from "./admin-nav";
import { AdminMessage, SectionLoading } from "./admin-states";
import Dashboard from "./dashboard";

/**
 * The screen of every section of admin-nav.ts (a Record: a section without one does not compile).
 * Each built section is its own lazy chunk; a section's screen is mounted as a nested router
 * (base /admin/<section>), so it may route its own sub-pages (/listings/12) with relative paths.
 */
const sectionScreens: Record<AdminSectionHref, ComponentType> = {
  "/": Dashboard,
  "/listings": lazy(() => import("@/app/routes/admin-listings")),
  "/categories": lazy(() => import("@/features/directory/admin-listings/components/categories-screen")),
  "/inbox": lazy(() => import("@/features/contact/admin-inbox/components/inbox-page")),
  "/leads": lazy(() => import("@/features/leads/admin/components/leads-page")),
  "/claims": lazy(() => import("@/features/owner-claim/admin/components/claims-page")),
  "/changes": lazy(() => import("@/features/directory/admin-pending-changes/components/pending-changes-page")),
  "/reviews": lazy(() => import("@/features/reviews/admin/components/reviews-page")),
  "/import": lazy(() => import("@/features/import/admin/components/import-screen")),
  "/payments": lazy(() => import("@/app/routes/admin-payments")),
  "/audit": lazy(() => import("@/features/audit-log/admin/components/audit-page")),
  "/mail": lazy(() => import("@/features/outbox/admin/components/outbox-page")),
  "/staff": lazy(() => import("@/features/staff/admin/components/staff-page")),
  "/partners": lazy(() => import("@/features/partners/admin/components/partner-keys-page")),
  "/settings": lazy(() => import("@/features/settings/admin/components/settings-page")),
};

const AccountPage = lazy(() => import("@/features/staff/admin-auth/components/account-page"));

function Forbidden() {
  return <AdminMessage title="Not available to your role" text="Ask an admin if you need this section." />;
}

function NotFound() {
  return <AdminMessage title="Page not found" text="There is no such page in the back office. Choose a section from the menu." />;
}

/** The nested <Switch> under /admin: the member's sections, their own account, else not-found. */
export function AdminRouter({ role }: { role: StaffRoleName }) {
  return (
    <Suspense fallback={<SectionLoading />}>
      <Switch>
        {adminSections.map(({ href, minRole }) => {
          const Screen = roleAllows(role, minRole) ? sectionScreens[href] : Forbidden;
          return href === "/" ? (
            <Route key={href} path="/" component={Screen} />
          ) : (
            <Route key={href} path={href} nest>
              <Screen />
            </Route>
          );
        })}
        <Route path={ACCOUNT_HREF} component={AccountPage} />
        <Route component={NotFound} />
      </Switch>
    </Suspense>
  );
}

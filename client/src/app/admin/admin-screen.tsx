import { lazy, Suspense } from "react";
import { Route, Router, Switch } from "wouter";
import { adminSeo } from "@shared/seo";
import { FormMessage } from "@/components/layout/admin-page";
import { SignInForm } from "@/features/staff/admin-auth/components/sign-in-form";
import { useSeo } from "@/lib/seo";
import { ApiError } from "@/lib/api-client";
import { AdminLayout } from "./admin-layout";
import { AdminRouter } from "./admin-router";
import { AdminMessage, SectionLoading } from "./admin-states";
import { StaffContext, useStaffQuery } from "@/lib/use-staff";

// Reached from an email link, signed in or not.
const ResetPasswordForm = lazy(() => import("@/features/staff/admin-auth/components/reset-password-form"));
const ForgotPasswordForm = lazy(() => import("@/features/staff/admin-auth/components/forgot-password-form"));
const AccountPage = lazy(() => import("@/features/staff/admin-auth/components/account-page"));

/** Signed in: the layout and the section; nobody: the sign-in form; a failed check: the reason inline. */
function SessionGate() {
  const { data: staff, isPending, error, refetch } = useStaffQuery();
  if (isPending) return <SectionLoading fullScreen />;
  if (error) {
    const forbidden = error instanceof ApiError && error.status === 403;
    return (
      <AdminMessage
        title={forbidden ? "No access to the back office" : "Could not check your sign-in"}
        text={forbidden ? (error.serverMessage ?? "This account is not a staff account.") : "The server did not answer. Please try again."}
        action={forbidden ? undefined : { label: "Try again", onClick: () => void refetch() }}
        signOut={forbidden}
      />
    );
  }
  if (!staff) return <SignInForm />;
  if (staff.twoFactorRequired && !staff.twoFactorEnabled) {
    // The server refuses every other admin route until this admin turns two-factor on.
    return (
      <StaffContext value={staff}>
        <AdminLayout staff={staff} sections={[]}>
          <div className="grid gap-6">
            <FormMessage kind="error">This site requires two-factor sign-in for admins. Turn it on below to continue.</FormMessage>
            <Suspense fallback={<SectionLoading />}>
              <AccountPage />
            </Suspense>
          </div>
        </AdminLayout>
      </StaffContext>
    );
  }
  return (
    <StaffContext value={staff}>
      <AdminLayout staff={staff}>
        <AdminRouter role={staff.role} />
      </AdminLayout>
    </StaffContext>
  );
}

/**
 * Every /admin address: the back office as one lazily loaded screen with its own nested router
 * (base /admin). Nothing here is part of the visitors' bundle (npm run budgets checks it).
 */
export default function AdminScreen() {
  useSeo(adminSeo);
  return (
    <Router base="/admin">
      <Suspense fallback={<SectionLoading fullScreen />}>
        <Switch>
          <Route path="/reset-password" component={ResetPasswordForm} />
          <Route path="/forgot-password" component={ForgotPasswordForm} />
          <Route>
            <SessionGate />
          </Route>
        </Switch>
      </Suspense>
    </Router>
  );
}

import type { ReactNode } from "react";
import { Link } from "wouter";
import type { StaffMe } from "@shared/admin/auth";
import { ACCOUNT_HREF, sectionsFor, type AdminSection } from "./admin-nav";
import { AdminNavMenu } from "./admin-nav-menu";
import { useSignOutAction } from "./use-sign-out-action";

const roleLabel = { admin: "Admin", editor: "Editor" } as const;

/**
 * The signed-in back office: a header with the member's email, role, account link and Sign out;
 * the sections as a sidebar from 1024 px and as a compact menu below; the section in <main>.
 */
export function AdminLayout({ staff, sections = sectionsFor(staff.role), children }: { staff: StaffMe; sections?: AdminSection[]; children: ReactNode }) {
  const signOut = useSignOutAction();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-brand-800"
      >
        Skip to content
      </a>
      <header className="bg-brand-900 text-white shadow">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
          <Link href="/" className="flex items-center gap-2 rounded font-bold" aria-label="Back office dashboard">
            <img src="/favicon.svg" alt="" width={32} height={32} className="h-8 w-8" />
            <span className="leading-tight">
              Business Directory <span className="font-normal text-brand-100">· Staff</span>
            </span>
          </Link>
          <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2 text-sm">
            <span className="min-w-0 truncate" data-testid="staff-email">
              {staff.email}
            </span>
            <span className="rounded bg-brand-800 px-2 py-0.5 text-xs font-semibold uppercase tracking-wide text-brand-50">{roleLabel[staff.role]}</span>
            <Link href={ACCOUNT_HREF} className="rounded px-2 py-1 font-medium text-brand-50 underline-offset-2 hover:underline">
              My account
            </Link>
            <button
              type="button"
              onClick={signOut.run}
              disabled={signOut.pending}
              className="rounded-md border border-brand-100/50 px-3 py-1.5 font-semibold hover:bg-brand-800 disabled:opacity-60"
            >
              {signOut.pending ? "Signing out..." : "Sign out"}
            </button>
          </div>
        </div>
      </header>
      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-6 px-4 py-6 lg:flex-row lg:gap-8">
        {sections.length > 0 && <AdminNavMenu sections={sections} />}
        <main id="admin-main" className="min-w-0 flex-1">
          {children}
        </main>
      </div>
    </div>
  );
}

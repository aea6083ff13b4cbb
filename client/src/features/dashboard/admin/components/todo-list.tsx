import { Link } from "wouter";
import { DASHBOARD_WEEK_DAYS, UNCHECKED_AFTER_DAYS, type Dashboard } from "@shared/admin/dashboard";
import { cn } from "@/lib/cn";
import { useDashboard } from "../api/get-dashboard";

interface Todo {
  key: keyof Dashboard;
  label: string;
  /** Under the back office's base (/admin). */
  href: string;
  action: string;
}

/** The dashboard's items in the order staff work through them. */
const todos: Todo[] = [
  { key: "newMessages", label: "New messages", href: "/inbox", action: "Open the inbox" },
  { key: "changeReports", label: "Reports of changes", href: "/inbox", action: "Read the reports" },
  { key: "claimsWaiting", label: "Claims waiting", href: "/claims", action: "Decide the claims" },
  { key: "ownerChangesWaiting", label: "Owner changes waiting", href: "/changes", action: "Review the changes" },
  { key: "uncheckedListings", label: `Listings unchecked for ${UNCHECKED_AFTER_DAYS} days`, href: "/listings", action: "Check listings" },
  { key: "failedPayments", label: `Payments that failed (last ${DASHBOARD_WEEK_DAYS} days)`, href: "/payments", action: "See the payments" },
  { key: "goldRenewalsThisWeek", label: "Gold renewals this week", href: "/payments", action: "See the payments" },
];

/** What needs doing today: a count per kind of work, each linking to its section; nothing to do is said too. */
export function TodoList() {
  const dashboard = useDashboard();
  if (dashboard.isPending)
    return (
      <p aria-busy="true" className="min-h-64 text-sm text-slate-600">
        Loading what needs doing...
      </p>
    );
  if (dashboard.isError)
    return (
      <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        Could not load what needs doing. Reload the page to try again.
      </p>
    );
  // Payments' counts are null for editors: their role does not open Payments.
  const shown = todos.flatMap((t) => {
    const count = dashboard.data[t.key];
    return count === null ? [] : [{ ...t, count }];
  });
  const waiting = shown.reduce((sum, t) => sum + t.count, 0);
  return (
    <div className="grid gap-4">
      <p className="text-slate-700">{waiting === 0 ? "Nothing is waiting. Well done." : "Waiting for someone on the team:"}</p>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label="What needs doing today">
        {shown.map((t) => (
          <li key={t.key}>
            <Link
              href={t.href}
              aria-label={`${t.label}: ${t.count.toLocaleString("en-US")}. ${t.action}`}
              className={cn(
                "flex h-full items-start gap-4 rounded-lg border bg-white p-4 shadow-sm hover:border-brand-600 hover:bg-brand-50",
                t.count > 0 ? "border-gold-400" : "border-slate-200",
              )}
            >
              <span className={cn("min-w-12 text-3xl font-bold tabular-nums", t.count > 0 ? "text-brand-800" : "text-slate-400")} data-testid={`todo-${t.key}`}>
                {t.count.toLocaleString("en-US")}
              </span>
              <span className="grid gap-1">
                <span className="font-semibold text-slate-900">{t.label}</span>
                <span className="text-sm font-medium text-brand-700">{t.action} →</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

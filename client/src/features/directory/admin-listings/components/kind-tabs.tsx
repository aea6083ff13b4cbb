import { Link } from "wouter";
import { cn } from "@/lib/cn";
import type { ListingPath } from "../api/admin-keys";

/** Professionals | Businesses: each kind's list has its own address (/admin/listings, /admin/listings/businesses). */
export function KindTabs({ kind }: { kind: ListingPath }) {
  const tab = (href: string, label: string, active: boolean) => (
    <Link
      href={href}
      aria-current={active ? "page" : undefined}
      className={cn(
        "min-h-11 border-b-2 px-4 py-2.5 text-sm font-semibold",
        active ? "border-brand-700 text-brand-800" : "border-transparent text-slate-600 hover:text-slate-900",
      )}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label="Kind of listing" className="flex border-b border-slate-200">
      {tab("/", "Professionals", kind === "professionals")}
      {tab("/businesses", "Businesses", kind === "businesses")}
    </nav>
  );
}

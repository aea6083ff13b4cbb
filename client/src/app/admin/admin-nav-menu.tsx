import { useState } from "react";
import { Link, useLocation } from "wouter";
import { cn } from "@/lib/cn";
import type { AdminSection } from "./admin-nav";

/** The section a back-office address belongs to: the dashboard only at /, the others with anything under them. */
export const isCurrentSection = (location: string, href: string) => (href === "/" ? location === "/" : location === href || location.startsWith(`${href}/`));

/**
 * The sections the member may open: a sidebar from 1024 px; below, a "Menu" button that shows
 * the same list (closed again on a choice), with the current section named on the button.
 */
export function AdminNavMenu({ sections }: { sections: AdminSection[] }) {
  const [location] = useLocation();
  const [open, setOpen] = useState(false);
  const current = sections.find((s) => isCurrentSection(location, s.href));
  return (
    <nav aria-label="Back office" className="lg:w-56 lg:shrink-0">
      <button
        type="button"
        className="flex min-h-11 w-full items-center justify-between rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-900 lg:hidden"
        aria-expanded={open}
        aria-controls="admin-sections"
        onClick={() => setOpen((o) => !o)}
      >
        <span>Menu{current ? `: ${current.label}` : ""}</span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className={cn("h-4 w-4 transition-transform", open && "rotate-180")} fill="currentColor">
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
      <ul
        id="admin-sections"
        className={cn("mt-2 flex-col gap-1 rounded-md border border-slate-200 bg-white p-2 lg:sticky lg:top-6 lg:mt-0 lg:flex", open ? "flex" : "hidden")}
      >
        {sections.map((section) => {
          const active = isCurrentSection(location, section.href);
          return (
            <li key={section.href}>
              <Link
                href={section.href}
                aria-current={active ? "page" : undefined}
                onClick={() => setOpen(false)}
                className={cn(
                  "block rounded px-3 py-2 text-sm font-medium",
                  active ? "bg-brand-700 text-white" : "text-slate-800 hover:bg-brand-50 hover:text-brand-900",
                )}
              >
                {section.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

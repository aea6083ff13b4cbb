import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** A back-office screen's heading, optional one-line description and actions, above its content. */
export function AdminPage({ title, description, actions, children }: { title: string; description?: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
        </div>
        {actions}
      </div>
      {children}
    </div>
  );
}

/** A white card with a border: one block of a back-office screen. */
export function AdminPanel({ title, children, className }: { title?: string; children: ReactNode; className?: string }) {
  return (
    <section className={cn("rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6", className)} aria-label={title}>
      {title && <h2 className="mb-4 text-lg font-semibold text-slate-900">{title}</h2>}
      {children}
    </section>
  );
}

/** An inline message inside a form or panel: an error (role alert) or a plain notice (role status). */
export function FormMessage({ kind, children }: { kind: "error" | "notice"; children: ReactNode }) {
  return (
    <p
      role={kind === "error" ? "alert" : "status"}
      className={cn(
        "rounded-md border px-3 py-2 text-sm",
        kind === "error" ? "border-red-300 bg-red-50 text-red-800" : "border-brand-100 bg-brand-50 text-brand-900",
      )}
    >
      {children}
    </p>
  );
}

import { lazy, Suspense, useId, useState, type ComponentProps } from "react";
import type { ListingType } from "@shared/magazine-links";
import { Skeleton } from "@/components/ui/skeleton";
import { useT } from "@/i18n/use-t";

// The form is its own chunk: a listing page loads it only when a visitor opens it.
const ReportChangeForm = lazy(() => import("./report-change-form"));

/**
 * "Report a change" on every listing page: a link-styled toggle that opens the short form in place.
 * A boundary of its own: while its catalog loads (issue 29) it waits alone, not the listing page.
 */
export function ReportChange(props: ComponentProps<typeof ReportChangeSection>) {
  return (
    <Suspense fallback={null}>
      <ReportChangeSection {...props} />
    </Suspense>
  );
}

function ReportChangeSection({ type, id, name }: { type: ListingType; id: number; name: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const t = useT("contact");
  return (
    <section aria-label={t("contact.report.label")} className="mt-10 border-t border-slate-200 pt-6">
      <p className="text-sm text-slate-600">
        {t("contact.report.wrong")}{" "}
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
          className="min-h-11 font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {t("contact.report.label")}
        </button>
      </p>
      <div id={panelId} hidden={!open} className="max-w-xl">
        {open && (
          <Suspense fallback={<Skeleton className="mt-4 h-64 w-full" />}>
            <ReportChangeForm type={type} id={id} name={name} />
          </Suspense>
        )}
      </div>
    </section>
  );
}

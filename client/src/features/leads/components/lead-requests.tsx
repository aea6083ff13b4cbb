import { lazy, Suspense, useId, useState } from "react";
import type { ListingKind } from "@shared/listing-kind";
import type { ResponseFigures } from "@shared/leads";
import { Skeleton } from "@/components/ui/skeleton";
import { useT } from "@/i18n/use-t";
import { responseLines } from "../lib/response-text";

// The form is its own chunk: a listing page loads it only when a visitor opens it.
const LeadRequestForm = lazy(() => import("./lead-request-form"));

interface Props {
  kind: ListingKind;
  id: number;
  name: string;
  acceptsAppointments: boolean;
  figures: ResponseFigures | null | undefined;
}

/** "Request a quote" (and "Request an appointment" where the listing takes them) with the listing's response figures. */
export function LeadRequests(props: Props) {
  return (
    <Suspense fallback={null}>
      <LeadRequestsSection {...props} />
    </Suspense>
  );
}

function LeadRequestsSection({ kind, id, name, acceptsAppointments, figures }: Props) {
  const t = useT("leadRequests");
  const [open, setOpen] = useState<"quote" | "appointment" | null>(null);
  const panelId = useId();
  const lines = responseLines(t, figures);
  const toggle = (which: "quote" | "appointment") => setOpen((o) => (o === which ? null : which));
  const button = (which: "quote" | "appointment", label: string) => (
    <button
      type="button"
      aria-expanded={open === which}
      aria-controls={panelId}
      onClick={() => toggle(which)}
      className="inline-flex min-h-11 items-center rounded-md border border-brand-700 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
    >
      {label}
    </button>
  );
  return (
    <section aria-labelledby={`${panelId}-heading`} className="mt-10 rounded-lg border border-slate-200 bg-white p-5">
      <h2 id={`${panelId}-heading`} className="text-2xl font-bold text-slate-900">
        {t("leadRequests.heading", { appointments: acceptsAppointments ? "yes" : "no" })}
      </h2>
      {lines.length > 0 && (
        <ul className="mt-2 text-sm text-slate-700" data-testid="response-figures">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        {button("quote", t("leadRequests.quote"))}
        {acceptsAppointments && button("appointment", t("leadRequests.appointment"))}
      </div>
      <div id={panelId} hidden={!open} className="max-w-xl">
        {open && (
          <Suspense fallback={<Skeleton className="mt-4 h-96 w-full" />}>
            <LeadRequestForm key={open} kind={open} listings={[{ kind, id }]} name={name} onSent={() => setOpen(null)} />
          </Suspense>
        )}
      </div>
    </section>
  );
}

import { lazy, Suspense, useId, useRef, useState, type ReactNode } from "react";
import type { ListingKind } from "@shared/listing-kind";
import { MAX_MULTI_REQUEST } from "@shared/leads";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useT } from "@/i18n/use-t";

const LeadRequestForm = lazy(() => import("./lead-request-form"));

export interface PickableListing {
  kind: ListingKind;
  id: number;
  name: string;
}

export interface QuotePickerProps {
  /** The results shown: the ones the visitor may tick. */
  listings: PickableListing[];
  /** h3 under a section's h2 (the home page), h2 under a page's h1 (/businesses). */
  headingLevel?: 2 | 3;
  /** The results, given each card's checkbox by listing id. */
  children: (pick: (id: number) => ReactNode) => ReactNode;
}

const same = (a: PickableListing, b: PickableListing) => a.kind === b.kind && a.id === b.id;

/**
 * "Request quotes from up to 3" (issue 31) over a category's results: the visitor ticks up to
 * three cards and sends them one request (POST /api/leads/multi), which each listing receives as
 * its own lead. Nothing is ticked for them: the site never picks. The list page loads this chunk
 * only once a category is chosen.
 */
export default function MultiQuotePicker({ listings, headingLevel = 3, children }: QuotePickerProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const t = useT("leadRequests");
  const uid = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [chosen, setChosen] = useState<PickableListing[]>([]);
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const [round, setRound] = useState(0);
  const full = chosen.length >= MAX_MULTI_REQUEST;
  const names = chosen.map((l) => l.name).join(", ");
  const count = t("leadRequests.multi_count", { count: chosen.length, max: MAX_MULTI_REQUEST });

  function toggle(listing: PickableListing, on: boolean) {
    if (sent && on) {
      // A new request after one was sent: a fresh form.
      setSent(false);
      setOpen(false);
      setRound((r) => r + 1);
    }
    setChosen((c) => (on ? (c.length >= MAX_MULTI_REQUEST || c.some((x) => same(x, listing)) ? c : [...c, listing]) : c.filter((x) => !same(x, listing))));
  }

  const pick = (id: number) => {
    const listing = listings.find((l) => l.id === id);
    if (!listing) return null;
    const checked = chosen.some((x) => same(x, listing));
    return (
      <label className="mt-2 flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:text-slate-600">
        <input
          type="checkbox"
          className="h-5 w-5 shrink-0 accent-brand-700"
          checked={checked}
          disabled={!checked && full}
          aria-describedby={`${uid}-count`}
          onChange={(e) => toggle(listing, e.target.checked)}
        />
        {/* The card names the listing beside it; a screen reader hears which one it is. */}
        <span>
          {t("leadRequests.multi_add")}
          <span className="sr-only"> ({listing.name})</span>
        </span>
      </label>
    );
  };

  const openForm = () => {
    setOpen(true);
    // Optional call: jsdom (component tests) has no scrollIntoView.
    headingRef.current?.scrollIntoView?.({ block: "start" });
    headingRef.current?.focus();
  };

  return (
    // On a phone the results come first (issue 28 item 7) and the panel follows them; from 1024 px it leads.
    <div className="flex flex-col">
      <section
        aria-labelledby={`${uid}-heading`}
        className="order-last mt-6 scroll-mt-32 lg:order-first lg:mt-0 lg:mb-6 rounded-lg border border-brand-700/30 bg-brand-50 p-4"
        data-testid="multi-quote"
      >
        <Heading id={`${uid}-heading`} ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900 outline-none">
          {t("leadRequests.multi")}
        </Heading>
        <p className="mt-1 text-sm text-slate-700">{t("leadRequests.multi_hint", { max: MAX_MULTI_REQUEST })}</p>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <p id={`${uid}-count`} aria-live="polite" className="text-sm font-semibold text-slate-900">
            {count}
            {full && <span className="block font-normal text-slate-700">{t("leadRequests.multi_full", { max: MAX_MULTI_REQUEST })}</span>}
          </p>
          <Button
            variant="primary"
            aria-expanded={open}
            aria-controls={`${uid}-panel`}
            disabled={chosen.length === 0 && !open}
            onClick={() => (open ? setOpen(false) : openForm())}
          >
            {t("leadRequests.multi_send")}
          </Button>
        </div>
        <div id={`${uid}-panel`} hidden={!open} className="max-w-xl">
          {open && (
            <>
              {chosen.length > 0 && <p className="mt-4 text-sm text-slate-800">{t("leadRequests.multi_to", { names })}</p>}
              <Suspense fallback={<Skeleton className="mt-4 h-96 w-full" />}>
                <LeadRequestForm
                  key={round}
                  kind="quote"
                  listings={chosen.map(({ kind, id }) => ({ kind, id }))}
                  name={names}
                  multi
                  onSent={() => {
                    setSent(true);
                    setChosen([]);
                  }}
                />
              </Suspense>
            </>
          )}
        </div>
      </section>
      {children(pick)}
      {chosen.length > 0 && !open && (
        // While the visitor scrolls the results: how many are ticked, and the way to the form.
        <div className="sticky bottom-0 z-10 mt-4 flex flex-wrap items-center justify-between gap-3 rounded-t-lg border border-slate-200 bg-white p-3 shadow-lg">
          <p className="text-sm font-semibold text-slate-900">{count}</p>
          <Button variant="primary" onClick={openForm}>
            {t("leadRequests.multi_send")}
          </Button>
        </div>
      )}
    </div>
  );
}

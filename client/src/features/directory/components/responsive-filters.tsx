import { lazy, Suspense, useRef, useState, type ReactNode } from "react";
import type { FilterState } from "@shared/filters";
import { useT } from "@/i18n/use-t";
import { useMediaQuery, WIDE_SCREEN } from "../hooks/use-media-query";
import { activeFilterCount } from "../lib/active-filters";
import { SearchField, type FilterSubject } from "./search-field";

// The sheet (Radix Dialog, focus trap, scroll lock) is a chunk of its own: the home page's first
// JavaScript stays within its budget, and the chunk is fetched when the button is pointed at or focused.
const loadSheet = () => import("./filters-sheet");
const FiltersSheet = lazy(loadSheet);

interface Props {
  filters: FilterState;
  onChange: (next: FilterState, options?: { replace?: boolean }) => void;
  /** The sheet's closing button, e.g. "Show 12 results". */
  resultsLabel: string;
  /** The filter sidebar: as it is on a wide screen, in the sheet on a phone. */
  children: ReactNode;
  /** The list the search box searches (the home page's professionals unless told). */
  subject?: FilterSubject;
  /** The id of the element holding the results (focusable, tabIndex -1): the sheet's results button lands there. */
  resultsId: string;
}

/**
 * The filters on a wide screen: the sidebar beside the results. On a phone (issue 18): the results
 * come first, under a bar that stays in reach while they scroll, with the search box and a
 * "Filters (n)" button opening the sidebar in a sheet.
 */
export function ResponsiveFilters({ filters, onChange, resultsLabel, children, subject, resultsId }: Props) {
  const t = useT("directory");
  const wide = useMediaQuery(WIDE_SCREEN);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  if (wide) return children;
  const count = activeFilterCount(filters);
  const preload = () => void loadSheet();
  return (
    <div className="sticky top-[3.875rem] z-30 -mx-4 -mt-2 flex items-center gap-2 border-b border-slate-200 bg-white px-4 py-2">
      <SearchField filters={filters} onChange={onChange} compact className="min-w-0 flex-1" subject={subject} />
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-md border border-brand-700 px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
          <path d="M4 6h16M7 12h10M10 18h4" />
        </svg>
        {t("directory.filters")}
        {count > 0 && ` (${count})`}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <FiltersSheet open={open} onOpenChange={setOpen} returnFocus={button} resultsLabel={resultsLabel} resultsId={resultsId}>
            {children}
          </FiltersSheet>
        </Suspense>
      )}
    </div>
  );
}

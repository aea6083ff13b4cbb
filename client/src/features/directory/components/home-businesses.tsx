import { useLayoutEffect, useRef } from "react";
import { Link } from "wouter";
import { filtersToQuery } from "@shared/filters";
import { useT } from "@/i18n/use-t";
import { useFilterState } from "../hooks/use-filter-state";
import { BusinessList } from "./business-list";

/**
 * The home page's "San Antonio Businesses": SPEC's home page filters only the professionals
 * (its businesses come from GET /api/businesses with no query), so while the visitor searches or
 * picks categories this section says it is not filtered and offers the same words on /businesses.
 */
export function HomeBusinesses() {
  const t = useT("directory");
  const [filters] = useFilterState();
  const filtered = filters.search.trim() !== "" || filters.categories.length > 0;
  const words = filters.search.trim();
  const section = useRef<HTMLElement>(null);
  // The home page loads this section as a chunk of its own, after its first render: a /#industries or
  // /#news target below it was scrolled to before this section took its height, so back to it.
  useLayoutEffect(() => {
    const target = document.getElementById(window.location.hash.slice(1).split("?")[0] ?? "");
    if (target && section.current && section.current.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING) target.scrollIntoView();
  }, []);
  return (
    <section ref={section} id="businesses" aria-labelledby="businesses-heading" className="mx-auto max-w-7xl scroll-mt-24 px-4 py-10">
      <h2 id="businesses-heading" className="mb-2 text-2xl font-bold text-slate-900 sm:text-3xl">
        {t("directory.biz.heading")}
      </h2>
      {filtered && (
        <p className="mb-6 rounded-md border border-brand-100 bg-brand-50 px-4 py-3 text-slate-800" data-testid="businesses-not-filtered">
          {t("directory.biz.not_filtered")}{" "}
          <Link
            href={`/businesses${filtersToQuery({ categories: filters.categories, search: filters.search })}`}
            className="font-semibold text-brand-700 underline"
          >
            {words ? t("directory.biz.search_for", { words }) : t("directory.biz.same_categories")}
          </Link>
        </p>
      )}
      <BusinessList limit={6} />
    </section>
  );
}

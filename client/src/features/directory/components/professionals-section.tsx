import { pageText } from "@shared/i18n/page-text";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { formatNumber } from "@/i18n/format";
import { useLocale, useT } from "@/i18n/use-t";
import { useCategories } from "../api/get-categories";
import { useProfessionalCounts, useProfessionals } from "../api/get-professionals";
import { activeFilterCount } from "../lib/active-filters";
import { formatTotal } from "../lib/format-total";
import { useFilterState } from "../hooks/use-filter-state";
import { useSettledValue } from "../hooks/use-settled-value";
import { CardGrid, CardGridSkeleton } from "./card-grid";
import { FilterSidebar } from "./filter-sidebar";
import { FilterEmptyStateSlot } from "./filter-empty-state-slot";
import { InlineMessage } from "./inline-message";
import { ResultsSlot } from "./near-me-slots";
import { LoadMore } from "./load-more";
import { ProfessionalCard } from "./professional-card";
import { PickerSlot, type ResultsPicker } from "./results-picker";
import { ResponsiveFilters } from "./responsive-filters";
import { LeftOut } from "./left-out";
import { SearchedFor } from "./searched-for";

const professionalHref = (p: { id: number }) => `/professional/${p.id}`;
const RESULTS_ID = "professionals-results";

/** `quotePicker`: "Request quotes from up to 3" over a category's results, when the page offers it. */
export function ProfessionalsSection({ quotePicker }: { quotePicker?: ResultsPicker } = {}) {
  const t = useT("directory");
  const tl = useT("layout");
  const locale = useLocale();
  const [filters, setFilters, request] = useFilterState();
  const categories = useCategories();
  // The API takes the address's category slugs: the grid asks at once, beside the category list.
  const professionals = useProfessionals(request);
  const loading = professionals.isPending;
  const rows = professionals.data?.pages.flatMap((p) => p.rows) ?? [];
  const page = professionals.data?.pages[0];
  // A search's page comes first, its total and counts just after (issue 26 item 1).
  const separate = useProfessionalCounts(request, page?.countsSeparate === true);
  const first = page?.countsSeparate ? separate.data : page;
  const counting = loading || (page?.countsSeparate === true && separate.isPending);
  // While a search's counts are on their way: "48 of … shown".
  const total = first ? formatTotal(locale, first) : "…";
  const countValues = { count: first?.total ?? 0, shown: total };
  const languageCounts = useSettledValue(first?.languageCounts, counting);
  const counts = useSettledValue(first?.categoryCounts, counting);
  const categoryName = (slug: string) => {
    const c = categories.data?.find((c) => c.slug === slug);
    return c ? pageText(locale, c.name, c.nameEs).text : slug;
  };
  const filtered = filters.search.trim() !== "" || activeFilterCount(filters) > 0;

  return (
    <section id="professionals" aria-labelledby="professionals-heading" className="mx-auto max-w-7xl scroll-mt-24 px-4 py-10">
      <Breadcrumb items={[{ label: tl("layout.nav.home"), href: "/" }, { label: tl("layout.nav.professionals") }]} />
      <div className="mt-6 grid gap-8 lg:grid-cols-[16rem_1fr]">
        <ResponsiveFilters
          filters={filters}
          onChange={setFilters}
          resultsLabel={counting || !first ? t("directory.show_results") : t("directory.show_count", countValues)}
          resultsId={RESULTS_ID}
        >
          <FilterSidebar
            filters={filters}
            onChange={setFilters}
            categories={categories.data}
            categoriesLoading={categories.isPending}
            categoriesFailed={categories.isError}
            onRetryCategories={() => void categories.refetch()}
            counts={counts}
            languageCounts={languageCounts}
          />
        </ResponsiveFilters>
        {/* A column as tall as the sidebar: the empty state can stay in view (sticky) beside it. */}
        <div className="flex flex-col">
          <h2 id="professionals-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {t("directory.pros.heading")}
          </h2>
          {/* Where "Show N results" in the phone's Filters sheet lands: the count, then the first card. */}
          <div id={RESULTS_ID} tabIndex={-1} className="flex-1 scroll-mt-32 outline-none">
            <div aria-live="polite">
              {page?.countsSeparate && separate.isError ? (
                // The cards came, their count did not (a refusal or an outage): say so, offer to count again.
                <p className="mb-6 mt-1 text-slate-600">
                  {t("directory.counts_failed")}{" "}
                  {/* A 44 px tall target that does not make its line taller: the padding reaches out, the margin takes it back. */}
                  <button type="button" className="-my-3 inline-block py-3 font-medium text-brand-700 underline" onClick={() => void separate.refetch()}>
                    {t("directory.count_again")}
                  </button>
                </p>
              ) : (
                <p className="mb-6 mt-1 text-slate-600">{counting ? t("directory.loading") : first ? t("directory.pros.found", countValues) : ""}</p>
              )}
              {!loading && <SearchedFor searchedFor={page?.searchedFor} typed={filters.search} />}
              {!loading && <LeftOut count={page?.unplaced} />}
            </div>
            {loading ? (
              <CardGridSkeleton />
            ) : professionals.isError ? (
              <InlineMessage tone="error" title={t("directory.pros.error")} text={professionals.error.message} />
            ) : rows.length === 0 ? (
              filtered ? (
                <FilterEmptyStateSlot
                  title={t("directory.pros.none")}
                  noun="directory.noun.professionals"
                  filters={filters}
                  onChange={setFilters}
                  categoryName={categoryName}
                />
              ) : (
                <InlineMessage title={t("directory.pros.none")} text={t("directory.pros.none_listed")} />
              )
            ) : (
              <ResultsSlot rows={rows} href={professionalHref}>
                <PickerSlot
                  key={filters.categories.join(",")}
                  picker={quotePicker}
                  active={filters.categories.length > 0}
                  listings={rows.map((p) => ({ kind: "professional" as const, id: p.id, name: p.name }))}
                >
                  {(pick) => (
                    <CardGrid>
                      {rows.map((p) => (
                        <ProfessionalCard key={p.id} professional={p}>
                          {pick?.(p.id)}
                        </ProfessionalCard>
                      ))}
                    </CardGrid>
                  )}
                </PickerSlot>
                <LoadMore
                  hasMore={professionals.hasNextPage}
                  loading={professionals.isFetchingNextPage}
                  onLoadMore={() => !professionals.isFetchingNextPage && void professionals.fetchNextPage()}
                  label={t("directory.load_more", { shown: formatNumber(locale, rows.length), total })}
                />
              </ResultsSlot>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

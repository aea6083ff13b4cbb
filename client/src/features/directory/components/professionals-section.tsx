import { Breadcrumb } from "@/components/layout/breadcrumb";
import { useCategories } from "../api/get-categories";
import { useProfessionals } from "../api/get-professionals";
import { formatTotal } from "../lib/format-total";
import { useFilterState } from "../hooks/use-filter-state";
import { useSettledValue } from "../hooks/use-settled-value";
import { CardGrid, CardGridSkeleton } from "./card-grid";
import { FilterSidebar } from "./filter-sidebar";
import { InlineMessage } from "./inline-message";
import { ResultsSlot } from "./near-me-slots";
import { LoadMore } from "./load-more";
import { ProfessionalCard } from "./professional-card";
import { ResponsiveFilters } from "./responsive-filters";
import { SearchedFor } from "./searched-for";

const professionalHref = (p: { id: number }) => `/professional/${p.id}`;

export function ProfessionalsSection() {
  const [filters, setFilters, request] = useFilterState();
  const categories = useCategories();
  // The API takes the address's category slugs: the grid asks at once, beside the category list.
  const professionals = useProfessionals(request);
  const loading = professionals.isPending;
  const rows = professionals.data?.pages.flatMap((p) => p.rows) ?? [];
  const first = professionals.data?.pages[0];
  const total = first ? formatTotal(first) : "0";
  const counts = useSettledValue(first?.categoryCounts, loading);

  return (
    <section id="professionals" aria-labelledby="professionals-heading" className="mx-auto max-w-7xl scroll-mt-24 px-4 py-10">
      <Breadcrumb items={[{ label: "Home", href: "/" }, { label: "Professionals" }]} />
      <div className="mt-6 grid gap-8 lg:grid-cols-[16rem_1fr]">
        <ResponsiveFilters filters={filters} onChange={setFilters} resultsLabel={loading ? "Show results" : `Show ${total} results`}>
          <FilterSidebar
            filters={filters}
            onChange={setFilters}
            categories={categories.data}
            categoriesLoading={categories.isPending}
            categoriesFailed={categories.isError}
            onRetryCategories={() => void categories.refetch()}
            counts={counts}
          />
        </ResponsiveFilters>
        <div>
          <h2 id="professionals-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            San Antonio Professionals
          </h2>
          <div aria-live="polite">
            <p className="mb-6 mt-1 text-slate-600">
              {loading ? "Loading..." : professionals.data ? `${total} professionals found in San Antonio, Texas` : ""}
            </p>
            {!loading && <SearchedFor searchedFor={first?.searchedFor} typed={filters.search} />}
          </div>
          {loading ? (
            <CardGridSkeleton />
          ) : professionals.isError ? (
            <InlineMessage tone="error" title="Error Loading Professionals" text={professionals.error.message} />
          ) : rows.length === 0 ? (
            <InlineMessage title="No Professionals Found" text="No professionals match your search. Try other words or fewer categories." />
          ) : (
            <ResultsSlot rows={rows} href={professionalHref}>
              <CardGrid>
                {rows.map((p) => (
                  <ProfessionalCard key={p.id} professional={p} />
                ))}
              </CardGrid>
              <LoadMore
                hasMore={professionals.hasNextPage}
                loading={professionals.isFetchingNextPage}
                onLoadMore={() => !professionals.isFetchingNextPage && void professionals.fetchNextPage()}
                label={`Load more (${rows.length} of ${total} shown)`}
              />
            </ResultsSlot>
          )}
        </div>
      </div>
    </section>
  );
}

import { pageText } from "@shared/i18n/page-text";
import { useCategories } from "../api/get-categories";
import { useBusinesses } from "../api/get-businesses";
import { formatTotal } from "../lib/format-total";
import { useFilterState } from "../hooks/use-filter-state";
import { useSettledValue } from "../hooks/use-settled-value";
import { BusinessResults } from "./business-results";
import { FilterSidebar, type FilterSubject } from "./filter-sidebar";
import { ResponsiveFilters } from "./responsive-filters";
import type { ResultsPicker } from "./results-picker";
import { useLocale, useT } from "@/i18n/use-t";

const RESULTS_ID = "businesses-results";
const BUSINESSES: FilterSubject = {
  label: "directory.filter.businesses",
  searchId: "business-search",
  placeholder: "directory.filter.businesses_hint",
  idPrefix: "businesses",
};

/**
 * /businesses' list with the home page's tools (issue 18): search, categories with their counts,
 * near me and open now, the filter in the address (?category=…&search=…&near=…), Load more, and
 * on a phone the results first under a search bar and a Filters sheet. The grid, its count line
 * and its states keep the SPEC's texts (BusinessResults).
 */
export function BusinessesSection({ quotePicker }: { quotePicker?: ResultsPicker } = {}) {
  const t = useT("directory");
  const locale = useLocale();
  const [filters, setFilters, request] = useFilterState("businesses", "/businesses");
  const categories = useCategories();
  // The same query as BusinessResults' (one request): its first page has the counts.
  const businesses = useBusinesses(request);
  const first = businesses.data?.pages[0];
  const languageCounts = useSettledValue(first?.languageCounts, businesses.isPending);
  const counts = useSettledValue(first?.categoryCounts, businesses.isPending);
  const categoryName = (slug: string) => {
    const c = categories.data?.find((c) => c.slug === slug);
    return c ? pageText(locale, c.name, c.nameEs).text : slug;
  };
  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-[16rem_1fr]">
      <ResponsiveFilters
        filters={filters}
        onChange={setFilters}
        subject={BUSINESSES}
        resultsLabel={
          businesses.isPending || !first ? t("directory.show_results") : t("directory.show_count", { count: first.total, shown: formatTotal(locale, first) })
        }
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
          subject={BUSINESSES}
        />
      </ResponsiveFilters>
      {/* Where "Show N results" in the phone's Filters sheet lands; as tall as the sidebar, so an empty state can stay in view beside it. */}
      <div id={RESULTS_ID} tabIndex={-1} className="scroll-mt-32 outline-none">
        <BusinessResults filters={filters} request={request} onChange={setFilters} categoryName={categoryName} quotePicker={quotePicker} />
      </div>
    </div>
  );
}

import { useMemo } from "react";
import type { FilterState, ListRequest } from "@shared/filters";
import { formatDistance } from "@shared/geo";
import { useBusinesses } from "../api/get-businesses";
import { activeFilterCount } from "../lib/active-filters";
import { formatTotal } from "../lib/format-total";
import { useLocale, useT } from "@/i18n/use-t";
import { BusinessCard } from "./business-card";
import { CardGrid, CardGridSkeleton } from "./card-grid";
import { FilterEmptyStateSlot } from "./filter-empty-state-slot";
import { InlineMessage } from "./inline-message";
import { LoadMore } from "./load-more";
import { ResultsSlot } from "./near-me-slots";
import { PickerSlot, type ResultsPicker } from "./results-picker";
import { LeftOut } from "./left-out";
import { SearchedFor } from "./searched-for";

const businessHref = (b: { id: number }) => `/business/${b.id}`;

/**
 * /businesses's results (issue 18): the business grid of BusinessList with the count line, the
 * corrected term, distances on the cards and a List | Map toggle when a Maps key is set. Its own
 * component, in the /businesses chunk, so none of it weighs on the home page's bundle.
 */
interface Props {
  filters: FilterState;
  request: ListRequest;
  /** Drops a filter from the empty state. */
  onChange: (next: FilterState) => void;
  categoryName: (slug: string) => string;
  quotePicker?: ResultsPicker | undefined;
}

export function BusinessResults({ filters, request, onChange, categoryName, quotePicker }: Props) {
  const t = useT("directory");
  const locale = useLocale();
  const businesses = useBusinesses(request);
  const all = useMemo(() => businesses.data?.pages.flatMap((p) => p.rows) ?? [], [businesses.data]);
  if (businesses.isPending) return <CardGridSkeleton />;
  if (businesses.isError) return <InlineMessage tone="error" title={t("directory.biz.error")} text={t("directory.biz.error_text")} />;
  const first = businesses.data.pages[0];
  const total = first?.total ?? all.length;
  const filtered = filters.search.trim() !== "" || activeFilterCount(filters) > 0;
  // "1,000+ Businesses Found" when a near-me count stopped at 1,000.
  const count = t("directory.biz.found", { count: total, shown: first ? formatTotal(locale, first) : String(total) });
  // A filter that matches nothing still says "0 Businesses Found" (as the home page's count does); an empty directory only says it is empty.
  const header = (
    <div aria-live="polite">
      <p className="mb-6 text-slate-600">{count}</p>
      <SearchedFor searchedFor={first?.searchedFor} typed={filters.search} />
      <LeftOut count={first?.unplaced} />
    </div>
  );
  if (all.length === 0)
    return filtered ? (
      <div className="h-full">
        {header}
        <FilterEmptyStateSlot
          title={t("directory.biz.none")}
          noun="directory.noun.businesses"
          filters={filters}
          onChange={onChange}
          categoryName={categoryName}
        />
      </div>
    ) : (
      <InlineMessage title={t("directory.biz.none")} text={t("directory.biz.none_listed")} />
    );
  return (
    <div>
      {header}
      <ResultsSlot rows={all} href={businessHref}>
        <PickerSlot
          key={filters.categories.join(",")}
          picker={quotePicker}
          active={filters.categories.length > 0}
          headingLevel={2}
          listings={all.map((b) => ({ kind: "business" as const, id: b.id, name: b.name }))}
        >
          {(pick) => (
            <CardGrid>
              {all.map((b) => (
                <BusinessCard key={b.id} business={b} headingLevel={2}>
                  {b.distance != null && <p className="text-sm font-medium text-slate-700">{t("directory.away", { distance: formatDistance(b.distance) })}</p>}
                  {pick?.(b.id)}
                </BusinessCard>
              ))}
            </CardGrid>
          )}
        </PickerSlot>
        <LoadMore
          hasMore={businesses.hasNextPage}
          loading={businesses.isFetchingNextPage}
          onLoadMore={() => !businesses.isFetchingNextPage && void businesses.fetchNextPage()}
          label={t("directory.load_more", { shown: all.length, total })}
        />
      </ResultsSlot>
    </div>
  );
}

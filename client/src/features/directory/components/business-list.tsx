import { Link } from "wouter";
import type { ListRequest } from "@shared/filters";
import { useBusinesses } from "../api/get-businesses";
import { BusinessCard } from "./business-card";
import { CardGrid, CardGridSkeleton } from "./card-grid";
import { InlineMessage } from "./inline-message";
import { LoadMore } from "./load-more";
import { countOf } from "@shared/plural";

export const businessCountText = (n: number) => `${countOf(n, "Business", "Businesses", String(n))} Found`;

interface Props {
  limit?: number;
  showCount?: boolean;
  cardHeadingLevel?: 2 | 3;
  /** /businesses' filter (issue 18; it shows the count itself); the unfiltered list when absent (the home page's section). */
  request?: ListRequest;
  /** The empty state's text when a filter matches nothing. */
  emptyText?: string;
}

/** The business grid with its loading, error and empty states, each with its own text. */
export function BusinessList({ limit, showCount = true, cardHeadingLevel = 3, request, emptyText = "No business listings are currently available." }: Props) {
  const businesses = useBusinesses(request);
  if (businesses.isPending) return <CardGridSkeleton />;
  if (businesses.isError)
    return <InlineMessage tone="error" title="Error Loading Businesses" text="Unable to load business listings. Please try again later." />;
  const all = businesses.data.pages.flatMap((p) => p.rows);
  const total = businesses.data.pages[0]?.total ?? all.length;
  if (all.length === 0) return <InlineMessage title="No Businesses Found" text={emptyText} />;
  const shown = limit ? all.slice(0, limit) : all;
  return (
    <div>
      {showCount && <p className="mb-6 text-slate-600">{businessCountText(total)}</p>}
      <CardGrid>
        {shown.map((b) => (
          <BusinessCard key={b.id} business={b} headingLevel={cardHeadingLevel} />
        ))}
      </CardGrid>
      {limit ? (
        total > limit && (
          <p className="mt-8 text-center">
            <Link href="/businesses" className="font-semibold text-brand-700 hover:underline">
              View all {countOf(total, "business", "businesses")} →
            </Link>
          </p>
        )
      ) : (
        <LoadMore
          hasMore={businesses.hasNextPage}
          loading={businesses.isFetchingNextPage}
          onLoadMore={() => !businesses.isFetchingNextPage && void businesses.fetchNextPage()}
          label={`Load more (${all.length} of ${total} shown)`}
        />
      )}
    </div>
  );
}

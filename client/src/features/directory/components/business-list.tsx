import { Link } from "wouter";
import type { ListRequest } from "@shared/filters";
import { useBusinesses } from "../api/get-businesses";
import { BusinessCard } from "./business-card";
import { CardGrid, CardGridSkeleton } from "./card-grid";
import { InlineMessage } from "./inline-message";
import { LoadMore } from "./load-more";
import type { MessageKey } from "@/i18n/catalogs";
import { useT } from "@/i18n/use-t";

interface Props {
  limit?: number;
  showCount?: boolean;
  cardHeadingLevel?: 2 | 3;
  /** /businesses' filter (issue 18; it shows the count itself); the unfiltered list when absent (the home page's section). */
  request?: ListRequest;
  /** The empty state's text when a filter matches nothing (a "directory" catalog key). */
  emptyText?: MessageKey<"directory">;
}

/** The business grid with its loading, error and empty states, each with its own text. */
export function BusinessList({ limit, showCount = true, cardHeadingLevel = 3, request, emptyText = "directory.biz.none_listed" }: Props) {
  const t = useT("directory");
  const businesses = useBusinesses(request);
  if (businesses.isPending) return <CardGridSkeleton />;
  if (businesses.isError) return <InlineMessage tone="error" title={t("directory.biz.error")} text={t("directory.biz.error_text")} />;
  const all = businesses.data.pages.flatMap((p) => p.rows);
  const total = businesses.data.pages[0]?.total ?? all.length;
  if (all.length === 0) return <InlineMessage title={t("directory.biz.none")} text={t(emptyText)} />;
  const shown = limit ? all.slice(0, limit) : all;
  return (
    <div>
      {showCount && <p className="mb-6 text-slate-600">{t("directory.biz.found", { count: total, shown: String(total) })}</p>}
      <CardGrid>
        {shown.map((b) => (
          <BusinessCard key={b.id} business={b} headingLevel={cardHeadingLevel} />
        ))}
      </CardGrid>
      {limit ? (
        total > limit && (
          <p className="mt-8 text-center">
            <Link href="/businesses" className="font-semibold text-brand-700 hover:underline">
              {t("directory.biz.view_all", { count: total })}
            </Link>
          </p>
        )
      ) : (
        <LoadMore
          hasMore={businesses.hasNextPage}
          loading={businesses.isFetchingNextPage}
          onLoadMore={() => !businesses.isFetchingNextPage && void businesses.fetchNextPage()}
          label={t("directory.load_more", { shown: all.length, total })}
        />
      )}
    </div>
  );
}

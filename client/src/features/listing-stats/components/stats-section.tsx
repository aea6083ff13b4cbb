import { useId } from "react";
import { statCountKeys, type ListingStats } from "@shared/listing-stats";
import { formatNumber } from "@/i18n/format";
import { useLocale, useT } from "@/i18n/use-t";
import { useListingStats } from "../api/get-listing-stats";
import { ResponseTable } from "./response-table";
import { EmbedsTable } from "./embeds-table";
import { DailyTable, TotalsTable } from "./stats-tables";
import { ViewsChart } from "./views-chart";

const isEmpty = (stats: ListingStats) => statCountKeys.every((key) => stats.totals[key] === 0);

/**
 * The Statistics section of an owned listing in /account (issue 17 item 5): the last 30 days as a
 * chart and as tables, beside the median of the listing's category, and the searches that showed it.
 */
export function StatsSection({ kind, id }: { kind: string; id: number }) {
  const t = useT("listingStats");
  const locale = useLocale();
  const uid = useId();
  const stats = useListingStats(kind, id);
  return (
    <section aria-labelledby={`${uid}-title`} className="grid min-w-0 gap-4 rounded-lg border border-gray-200 bg-white p-4">
      <h3 id={`${uid}-title`} className="text-lg font-semibold">
        {t("listingStats.title")}
      </h3>
      <p className="text-sm text-gray-600">{t("listingStats.intro")}</p>
      {stats.isPending ? (
        <p className="text-sm text-gray-600" aria-busy="true">
          {t("listingStats.loading")}
        </p>
      ) : stats.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {t("listingStats.load_error")}
        </p>
      ) : (
        <>
          {isEmpty(stats.data) ? (
            <p className="text-sm text-gray-700">{t("listingStats.empty")}</p>
          ) : (
            <ViewsChart stats={stats.data} tableId={`${uid}-daily`} />
          )}
          <TotalsTable stats={stats.data} />
          {stats.data.category === null && <p className="text-sm text-gray-600">{t("listingStats.no_category")}</p>}
          <ResponseTable responses={stats.data.responses} />
          {stats.data.terms.length > 0 && (
            <div className="grid gap-1 text-sm">
              <h4 className="font-semibold">{t("listingStats.searches")}</h4>
              <ul className="flex flex-wrap gap-2">
                {stats.data.terms.map((term) => (
                  <li key={term.term} className="rounded-full bg-slate-100 px-3 py-1 text-slate-800">
                    {term.term} <span className="text-slate-600">× {formatNumber(locale, term.appearances)}</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {!isEmpty(stats.data) && <DailyTable stats={stats.data} id={`${uid}-daily`} />}
          <EmbedsTable embeds={stats.data.embeds} />
        </>
      )}
    </section>
  );
}

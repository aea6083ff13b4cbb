import { useId } from "react";
import { OwnerQueryStates, OwnerSection } from "@/components/layout/owner-section";
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
    <OwnerSection title={t("listingStats.title")} intro={t("listingStats.intro")} className="gap-4">
      <OwnerQueryStates query={stats} loading={t("listingStats.loading")} error={t("listingStats.load_error")}>
        {(data) => (
          <>
            {isEmpty(data) ? <p className="text-sm text-gray-700">{t("listingStats.empty")}</p> : <ViewsChart stats={data} tableId={`${uid}-daily`} />}
            <TotalsTable stats={data} />
            {data.category === null && <p className="text-sm text-gray-600">{t("listingStats.no_category")}</p>}
            <ResponseTable responses={data.responses} />
            {data.terms.length > 0 && (
              <div className="grid gap-1 text-sm">
                <h4 className="font-semibold">{t("listingStats.searches")}</h4>
                <ul className="flex flex-wrap gap-2">
                  {data.terms.map((term) => (
                    <li key={term.term} className="rounded-full bg-slate-100 px-3 py-1 text-slate-800">
                      {term.term} <span className="text-slate-600">× {formatNumber(locale, term.appearances)}</span>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {!isEmpty(data) && <DailyTable stats={data} id={`${uid}-daily`} />}
            <EmbedsTable embeds={data.embeds} />
          </>
        )}
      </OwnerQueryStates>
    </OwnerSection>
  );
}

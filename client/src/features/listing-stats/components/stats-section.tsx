import { useId } from "react";
import { statCountKeys, type ListingStats } from "@shared/listing-stats";
import { useListingStats } from "../api/get-listing-stats";
import { DailyTable, TotalsTable } from "./stats-tables";
import { ViewsChart } from "./views-chart";

const isEmpty = (stats: ListingStats) => statCountKeys.every((key) => stats.totals[key] === 0);

/**
 * The Statistics section of an owned listing in /account (issue 17 item 5): the last 30 days as a
 * chart and as tables, beside the median of the listing's category, and the searches that showed it.
 */
export function StatsSection({ kind, id }: { kind: string; id: number }) {
  const uid = useId();
  const stats = useListingStats(kind, id);
  return (
    <section aria-labelledby={`${uid}-title`} className="grid min-w-0 gap-4 rounded-lg border border-gray-200 bg-white p-4">
      <h3 id={`${uid}-title`} className="text-lg font-semibold">
        Statistics
      </h3>
      <p className="text-sm text-gray-600">
        Visits to your listing&apos;s page, taps on its buttons and the searches that showed it, over the last 30 days (San Antonio time). Counted on our own
        server, without cookies; search engines&apos; robots are left out. Today&apos;s numbers may lag a few seconds.
      </p>
      {stats.isPending ? (
        <p className="text-sm text-gray-600" aria-busy="true">
          Loading your statistics…
        </p>
      ) : stats.isError ? (
        <p role="alert" className="text-sm text-red-800">
          Could not load your statistics. Please try again in a moment.
        </p>
      ) : (
        <>
          {isEmpty(stats.data) ? (
            <p className="text-sm text-gray-700">
              Nothing counted in the last 30 days yet. When visitors open your listing or find it in a search, it shows here.
            </p>
          ) : (
            <ViewsChart stats={stats.data} tableId={`${uid}-daily`} />
          )}
          <TotalsTable stats={stats.data} />
          {stats.data.category === null && <p className="text-sm text-gray-600">Your listing has no category, so there is no median to compare with.</p>}
          {stats.data.terms.length > 0 && (
            <div className="grid gap-1 text-sm">
              <h4 className="font-semibold">Searches that showed your listing</h4>
              <ul className="flex flex-wrap gap-2">
                {stats.data.terms.map((t) => (
                  <li key={t.term} className="rounded-full bg-slate-100 px-3 py-1 text-slate-800">
                    {t.term} <span className="text-slate-600">× {t.appearances}</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {!isEmpty(stats.data) && <DailyTable stats={stats.data} id={`${uid}-daily`} />}
        </>
      )}
    </section>
  );
}

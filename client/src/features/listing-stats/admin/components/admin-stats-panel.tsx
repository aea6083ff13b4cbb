import { statCountKeys, statCountLabels } from "@shared/listing-stats";
import { useAdminListingStats } from "../api/get-admin-listing-stats";

/** The back office's view of a listing's statistics (issue 17): its totals over the last 30 days. */
export function AdminStatsPanel({ kind, id }: { kind: "professionals" | "businesses"; id: number }) {
  const stats = useAdminListingStats(kind, id);
  return (
    <section aria-label="Statistics, last 30 days" className="grid gap-2 rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="text-base font-semibold text-slate-900">Statistics, last 30 days</h2>
      {stats.isPending ? (
        <p className="text-sm text-slate-600" aria-busy="true">
          Loading…
        </p>
      ) : stats.isError ? (
        <p role="alert" className="text-sm text-red-800">
          Could not load the statistics.
        </p>
      ) : (
        <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
          {statCountKeys.map((key) => (
            <div key={key} className="flex justify-between gap-2 border-b border-slate-100 py-1">
              <dt className="text-slate-700">{statCountLabels[key]}</dt>
              <dd className="font-semibold tabular-nums" data-testid={`admin-stat-${key}`}>
                {stats.data.totals[key].toLocaleString("en-US")}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

import { statCountKeys, statCountLabels, type ListingStats } from "@shared/listing-stats";

const longDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" });
const number = (n: number) => (Number.isInteger(n) ? n.toLocaleString("en-US") : n.toLocaleString("en-US", { maximumFractionDigits: 1 }));

/** The 30-day totals beside the category's median, one row per counter. */
export function TotalsTable({ stats }: { stats: ListingStats }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Your totals for the last 30 days{stats.category ? ` and the median of ${stats.category.name} listings` : ""}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-slate-700">
          <th scope="col" className="py-2 pr-3 font-semibold">
            Last 30 days
          </th>
          <th scope="col" className="py-2 pr-3 text-right font-semibold">
            Your listing
          </th>
          {stats.category && (
            <th scope="col" className="py-2 text-right font-semibold">
              Median, {stats.category.name}
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {statCountKeys.map((key) => (
          <tr key={key} className="border-b border-slate-100">
            <th scope="row" className="py-1.5 pr-3 font-normal">
              {statCountLabels[key]}
            </th>
            <td className="py-1.5 pr-3 text-right font-semibold tabular-nums" data-testid={`stat-${key}`}>
              {number(stats.totals[key])}
            </td>
            {stats.category && <td className="py-1.5 text-right tabular-nums">{number(stats.category.totals[key])}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Every day's numbers: the chart's text alternative, folded away by default. Scrolls sideways on a phone (a focusable region). */
export function DailyTable({ stats, id }: { stats: ListingStats; id: string }) {
  return (
    <details className="min-w-0">
      <summary className="min-h-11 cursor-pointer content-center text-sm font-semibold text-brand-800">Day by day (the chart&apos;s numbers)</summary>
      <div
        role="region"
        aria-label="Day by day"
        tabIndex={0}
        className="overflow-x-auto rounded-md border border-slate-200 focus:ring-2 focus:ring-brand-600 focus:outline-none"
      >
        <table id={id} className="min-w-[40rem] text-left text-sm">
          <caption className="px-3 py-2 text-left font-semibold text-slate-800">Day by day</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-700">
              <th scope="col" className="px-3 py-2 font-semibold">
                Day
              </th>
              {statCountKeys.map((key) => (
                <th key={key} scope="col" className="px-2 py-2 text-right font-semibold">
                  {statCountLabels[key]}
                </th>
              ))}
              {stats.category && (
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Median views, {stats.category.name}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {[...stats.days].reverse().map((day) => (
              <tr key={day.day} className="border-b border-slate-100">
                <th scope="row" className="px-3 py-1 font-normal whitespace-nowrap">
                  {longDay(day.day)}
                </th>
                {statCountKeys.map((key) => (
                  <td key={key} className="px-2 py-1 text-right tabular-nums">
                    {number(day[key])}
                  </td>
                ))}
                {stats.category && <td className="px-3 py-1 text-right tabular-nums">{number(stats.category.dailyViews[stats.days.indexOf(day)] ?? 0)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

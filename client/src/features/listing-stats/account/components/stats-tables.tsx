import type { Locale } from "@shared/i18n/locale";
import { statCountKeys, type ListingStats } from "@shared/listing-stats";
import { formatDate, formatNumber } from "@/i18n/format";
import { useLocale, useT } from "@/i18n/use-t";

const longDay = (locale: Locale, day: string) =>
  formatDate(locale, new Date(`${day}T12:00:00Z`), { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" });
/** A count, or a median with at most one decimal. */
const number = (locale: Locale, n: number) => formatNumber(locale, n, { maximumFractionDigits: 1 });

/** The 30-day totals beside the category's median, one row per counter. */
export function TotalsTable({ stats }: { stats: ListingStats }) {
  const t = useT("listingStats");
  const locale = useLocale();
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">
        {stats.category ? t("listingStats.totals_caption_median", { category: stats.category.name }) : t("listingStats.totals_caption")}
      </caption>
      <thead>
        <tr className="border-b border-slate-200 text-slate-700">
          <th scope="col" className="py-2 pr-3 font-semibold">
            {t("listingStats.last_30")}
          </th>
          <th scope="col" className="py-2 pr-3 text-right font-semibold">
            {t("listingStats.your_listing")}
          </th>
          {stats.category && (
            <th scope="col" className="py-2 text-right font-semibold">
              {t("listingStats.median", { category: stats.category.name })}
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {statCountKeys.map((key) => (
          <tr key={key} className="border-b border-slate-100">
            <th scope="row" className="py-1.5 pr-3 font-normal">
              {t("listingStats.count", { key })}
            </th>
            <td className="py-1.5 pr-3 text-right font-semibold tabular-nums" data-testid={`stat-${key}`}>
              {number(locale, stats.totals[key])}
            </td>
            {stats.category && <td className="py-1.5 text-right tabular-nums">{number(locale, stats.category.totals[key])}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Every day's numbers: the chart's text alternative, folded away by default. Scrolls sideways on a phone (a focusable region). */
export function DailyTable({ stats, id }: { stats: ListingStats; id: string }) {
  const t = useT("listingStats");
  const locale = useLocale();
  return (
    <details className="min-w-0">
      <summary className="min-h-11 cursor-pointer content-center text-sm font-semibold text-brand-800">{t("listingStats.day_by_day_summary")}</summary>
      <div
        role="region"
        aria-label={t("listingStats.day_by_day")}
        tabIndex={0}
        className="overflow-x-auto rounded-md border border-slate-200 focus:ring-2 focus:ring-brand-600 focus:outline-none"
      >
        <table id={id} className="min-w-[40rem] text-left text-sm">
          <caption className="px-3 py-2 text-left font-semibold text-slate-800">{t("listingStats.day_by_day")}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-700">
              <th scope="col" className="px-3 py-2 font-semibold">
                {t("listingStats.day")}
              </th>
              {statCountKeys.map((key) => (
                <th key={key} scope="col" className="px-2 py-2 text-right font-semibold">
                  {t("listingStats.count", { key })}
                </th>
              ))}
              {stats.category && (
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  {t("listingStats.median_views", { category: stats.category.name })}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {[...stats.days].reverse().map((day) => (
              <tr key={day.day} className="border-b border-slate-100">
                <th scope="row" className="px-3 py-1 font-normal whitespace-nowrap">
                  {longDay(locale, day.day)}
                </th>
                {statCountKeys.map((key) => (
                  <td key={key} className="px-2 py-1 text-right tabular-nums">
                    {number(locale, day[key])}
                  </td>
                ))}
                {stats.category && (
                  <td className="px-3 py-1 text-right tabular-nums">{number(locale, stats.category.dailyViews[stats.days.indexOf(day)] ?? 0)}</td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

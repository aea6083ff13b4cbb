import type { Locale } from "@shared/i18n/locale";
import type { ListingStats } from "@shared/listing-stats";
import { formatDate, formatNumber } from "@/i18n/format";
import { useLocale, useT } from "@/i18n/use-t";

const WIDTH = 600;
const HEIGHT = 160;
const TOP = 4;
const BOTTOM = 2;

const shortDay = (locale: Locale, day: string) => formatDate(locale, new Date(`${day}T12:00:00Z`), { month: "short", day: "numeric", timeZone: "UTC" });

/**
 * Daily page views as bars, the category's daily median as a dashed line: inline SVG, no chart
 * library. It is a picture only (role img, with a one-line summary); the day-by-day table beside it
 * (`tableId`) carries every number for screen readers and for anyone who prefers text.
 */
export function ViewsChart({ stats, tableId }: { stats: ListingStats; tableId: string }) {
  const t = useT("listingStats");
  const locale = useLocale();
  const views = stats.days.map((d) => d.views);
  const median = stats.category?.dailyViews;
  const max = Math.max(1, ...views, ...(median ?? []));
  const step = WIDTH / views.length;
  const y = (value: number) => TOP + (HEIGHT - TOP - BOTTOM) * (1 - value / max);
  const values = { from: shortDay(locale, stats.from), to: shortDay(locale, stats.to), total: stats.totals.views, max: Math.max(0, ...views) };
  const summary = median ? t("listingStats.chart_median", { ...values, category: stats.category!.name }) : t("listingStats.chart", values);
  return (
    <figure className="grid gap-1">
      <div className="flex gap-2">
        <span className="flex w-6 flex-col justify-between text-right text-xs text-slate-600 tabular-nums" aria-hidden="true">
          <span>{formatNumber(locale, max)}</span>
          <span>0</span>
        </span>
        {/* Stretched to the box (no fixed aspect): bars and the dashed line stay readable on a phone. */}
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" className="h-40 w-full" role="img" aria-label={summary} aria-describedby={tableId}>
          <line x1={0} x2={WIDTH} y1={y(0)} y2={y(0)} className="stroke-slate-300" strokeWidth={1} vectorEffect="non-scaling-stroke" />
          {views.map((value, i) => (
            <rect key={stats.days[i]!.day} x={i * step + step * 0.15} width={step * 0.7} y={y(value)} height={y(0) - y(value)} className="fill-brand-600" />
          ))}
          {median && (
            <polyline
              points={median.map((value, i) => `${i * step + step / 2},${y(value)}`).join(" ")}
              fill="none"
              className="stroke-amber-600"
              strokeWidth={2}
              strokeDasharray="6 4"
              vectorEffect="non-scaling-stroke"
            />
          )}
        </svg>
      </div>
      <div className="flex justify-between pl-8 text-xs text-slate-600" aria-hidden="true">
        <span>{shortDay(locale, stats.from)}</span>
        <span>{shortDay(locale, stats.to)}</span>
      </div>
      <figcaption className="flex flex-wrap gap-x-4 gap-y-1 pl-8 text-sm text-slate-700">
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm bg-brand-600" /> {t("listingStats.your_views")}
        </span>
        {median && (
          <span className="inline-flex items-center gap-2">
            <span aria-hidden="true" className="inline-block h-0.5 w-5 border-t-2 border-dashed border-amber-600" />{" "}
            {t("listingStats.median_of", { category: stats.category!.name })}
          </span>
        )}
      </figcaption>
    </figure>
  );
}

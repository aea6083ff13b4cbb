import { addDays, chicagoClock, hoursState, upcomingSpecial, type OpeningHours } from "@shared/hours";
import { useLocale, useT } from "@/i18n/use-t";
import { cn } from "@/lib/cn";
import { holidayName, shiftsText, shortDate, statusLine, weekdayName } from "../lib/hours-text";
import { useListingNow } from "../hooks/use-listing-now";

/** "Lunes" at the start of a table row (Spanish writes day names in lower case in a sentence). */
const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** Monday first, as a week is read here. */
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;

function ClockIcon({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.8" className={className}>
      <circle cx="10" cy="10" r="7.5" />
      <path d="M10 5.5V10l3 2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * A listing's hours: today's status line ("Open now · closes 5 PM"), the week with today marked,
 * and the next special dates. The line is computed from the server's instant on the first
 * render, then refreshed each minute (hooks/use-listing-now.ts); its box keeps one height.
 */
export function ListingHours({ hours }: { hours: OpeningHours }) {
  const t = useT("listing");
  const locale = useLocale();
  const now = useListingNow();
  const status = hoursState(hours, now);
  const { date, day } = chicagoClock(now);
  // The dates of this week's days, for their names in the page's language.
  const dayDate = (d: number) => addDays(date, d - day);
  const special = upcomingSpecial(hours, date);
  return (
    <section aria-labelledby="hours-heading" className="mt-10">
      <h2 id="hours-heading" className="text-2xl font-bold text-slate-900">
        {t("listing.hours.heading")}
      </h2>
      <p
        className={cn("mt-3 flex min-h-7 items-center gap-2 text-lg font-semibold", status.open ? "text-green-800" : "text-slate-800")}
        data-testid="hours-status"
      >
        <ClockIcon className="h-5 w-5 shrink-0" />
        <span aria-live="polite">{statusLine(t, locale, status)}</span>
      </p>
      <p className="mt-1 text-sm text-slate-600">{t("listing.hours.zone")}</p>
      <table className="mt-4 w-full max-w-md text-left text-slate-800">
        <caption className="sr-only">{t("listing.hours.caption")}</caption>
        <tbody>
          {WEEK.map((d) => (
            <tr key={d} className={cn("border-b border-slate-200", d === day && "font-semibold text-slate-900")} aria-current={d === day ? "date" : undefined}>
              <th scope="row" className="py-1.5 pr-4 font-medium">
                {capitalized(weekdayName(locale, dayDate(d)))}
                {d === day && <span className="sr-only">{t("listing.hours.today")}</span>}
              </th>
              <td className="py-1.5">{shiftsText(t, locale, hours.weekly[d])}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {special.length > 0 && (
        <div className="mt-4 max-w-md">
          <h3 className="text-base font-semibold text-slate-900">{t("listing.hours.special")}</h3>
          <ul className="mt-1 text-slate-800">
            {special.map((s) => (
              <li key={s.date} className="py-0.5">
                {capitalized(weekdayName(locale, s.date, "short"))}, {shortDate(locale, s.date)}
                {s.label && ` (${holidayName(t, s.label)})`}: {shiftsText(t, locale, s.shifts)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

import type { Locale } from "@shared/i18n/locale";
import type { PublicReview } from "@shared/reviews-schema";
import { formatDate } from "@/i18n/format";
import { useLocale, useT } from "@/i18n/use-t";
import { Stars } from "./stars";

export const monthName = (locale: "en" | "es", month: string) =>
  formatDate(locale, new Date(`${month}-15T12:00:00Z`), { month: "long", year: "numeric", timeZone: "UTC" });

/**
 * A review's or reply's text, marked with its language when that is not the page's (issue 29: a
 * screen reader then reads it in its own language) and said in words beside it. A text whose
 * language was never asked (written before it was) is shown as it is.
 */
function WrittenText({ text, language, className }: { text: string; language: Locale | null; className: string }) {
  const t = useT("reviews");
  const locale = useLocale();
  const other = language !== null && language !== locale ? language : undefined;
  return (
    <>
      <p className={className} lang={other}>
        {text}
      </p>
      {other && <p className="mt-1 text-xs text-slate-600">{t(`reviews.written_in.${other}`)}</p>}
    </>
  );
}

/** One review with the owner's reply under it. */
export function ReviewItem({ review }: { review: PublicReview }) {
  const t = useT("reviews");
  const locale = useLocale();
  return (
    <li className="border-t border-slate-200 py-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars value={review.stars} />
        <span className="font-semibold text-slate-900">{review.shownName}</span>
        <span className="text-sm text-slate-600">{t("reviews.visited", { month: monthName(locale, review.visitMonth) })}</span>
      </div>
      <WrittenText text={review.body} language={review.language} className="mt-2 whitespace-pre-line leading-relaxed text-slate-800" />
      {review.reply && (
        <div className="mt-3 rounded-md border-l-4 border-brand-700 bg-slate-50 p-3">
          <p className="text-sm font-semibold text-slate-900">{t("reviews.reply")}</p>
          <WrittenText text={review.reply.body} language={review.reply.language} className="mt-1 whitespace-pre-line text-slate-800" />
        </div>
      )}
    </li>
  );
}

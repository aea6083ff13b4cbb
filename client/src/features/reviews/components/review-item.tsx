import type { PublicReview } from "@shared/reviews-schema";
import { formatDate } from "@/i18n/format";
import { useLocale, useT } from "@/i18n/use-t";
import { Stars } from "./stars";

export const monthName = (locale: "en" | "es", month: string) =>
  formatDate(locale, new Date(`${month}-15T12:00:00Z`), { month: "long", year: "numeric", timeZone: "UTC" });

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
      <p className="mt-2 whitespace-pre-line leading-relaxed text-slate-800">{review.body}</p>
      {review.reply && (
        <div className="mt-3 rounded-md border-l-4 border-brand-700 bg-slate-50 p-3">
          <p className="text-sm font-semibold text-slate-900">{t("reviews.reply")}</p>
          <p className="mt-1 whitespace-pre-line text-slate-800">{review.reply.body}</p>
        </div>
      )}
    </li>
  );
}

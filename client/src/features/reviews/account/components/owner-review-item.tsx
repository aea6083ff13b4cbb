import type { Locale } from "@shared/i18n/locale";
import type { OwnerReview } from "@shared/reviews-schema";
import { formatDate } from "@/i18n/format";
import { useLocale, useT } from "@/i18n/use-t";
import { FlagForm } from "./flag-form";
import { ReplyForm } from "./reply-form";

const monthOf = (locale: Locale, month: string) => formatDate(locale, new Date(`${month}-15T12:00:00Z`), { timeZone: "UTC", month: "long", year: "numeric" });
const dayOf = (locale: Locale, iso: string) =>
  formatDate(locale, new Date(iso), { timeZone: "America/Chicago", month: "short", day: "numeric", year: "numeric" });

/** One review as its listing's owner sees it: the stars, the text, where it is shown, the reply and the flag. */
export function OwnerReviewItem({ kind, id, review }: { kind: string; id: number; review: OwnerReview }) {
  const t = useT("ownerReviews");
  const locale = useLocale();
  return (
    <li className="grid gap-2 rounded-md border border-gray-200 p-3" data-testid="owner-review">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span role="img" aria-label={t("ownerReviews.stars", { stars: review.stars })} className="text-amber-700">
          {"★".repeat(review.stars)}
          <span className="text-gray-300">{"★".repeat(5 - review.stars)}</span>
        </span>
        <span className="font-semibold">{review.shownName}</span>
        <span className="text-sm text-gray-600">{dayOf(locale, review.createdAt)}</span>
        <span
          data-testid="owner-review-status"
          className={
            review.status === "published"
              ? "ml-auto rounded bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-800"
              : "ml-auto rounded bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900"
          }
        >
          {t(`ownerReviews.status.${review.status}`)}
        </span>
      </div>
      <p className="text-sm text-gray-600">{t("ownerReviews.visited", { month: monthOf(locale, review.visitMonth) })}</p>
      <p className="whitespace-pre-line break-words text-gray-900">{review.body}</p>
      {review.status === "not_recommended" && <p className="text-sm text-gray-600">{t("ownerReviews.not_recommended_note")}</p>}
      <ReplyForm kind={kind} id={id} review={review} />
      <FlagForm kind={kind} id={id} review={review} />
    </li>
  );
}

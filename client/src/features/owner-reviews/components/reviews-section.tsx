import { useId } from "react";
import { useLocalizedHref } from "@/i18n/links";
import { useT } from "@/i18n/use-t";
import { useOwnerReviews } from "../api/owner-reviews";
import { InviteLink } from "./invite-link";
import { OwnerReviewItem } from "./owner-review-item";

/**
 * The Reviews section of an owned listing in /account (issue 30): the neutral invitation link, then
 * the listing's published and not recommended reviews, each with its one public reply (editable)
 * and a flag for staff. Owners never see a writer's email and cannot remove or hide a review.
 */
export function ReviewsSection({ kind, id, href }: { kind: string; id: number; href: string }) {
  const t = useT("ownerReviews");
  const uid = useId();
  const localized = useLocalizedHref();
  const list = useOwnerReviews(kind, id);
  return (
    <section aria-labelledby={`${uid}-title`} className="grid min-w-0 gap-3 rounded-lg border border-gray-200 bg-white p-4" data-testid="owner-reviews">
      <h3 id={`${uid}-title`} className="text-lg font-semibold">
        {t("ownerReviews.title")}
      </h3>
      <p className="text-sm text-gray-600">
        {t("ownerReviews.intro")}{" "}
        <a href={localized("/review-guidelines")} className="text-blue-800 underline">
          {t("ownerReviews.guidelines")}
        </a>
      </p>
      <InviteLink href={href} />
      {list.isPending ? (
        <p className="text-sm text-gray-600" aria-busy="true">
          {t("ownerReviews.loading")}
        </p>
      ) : list.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {t("ownerReviews.load_error")}
        </p>
      ) : list.data.length === 0 ? (
        <p className="text-sm text-gray-600">{t("ownerReviews.empty")}</p>
      ) : (
        <ul className="grid gap-3" aria-label={t("ownerReviews.list")}>
          {list.data.map((review) => (
            <OwnerReviewItem key={review.id} kind={kind} id={id} review={review} />
          ))}
        </ul>
      )}
    </section>
  );
}

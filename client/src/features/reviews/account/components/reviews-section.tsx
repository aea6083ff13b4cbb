import { useLocalizedHref } from "@/i18n/links";
import { OwnerQueryStates, OwnerSection } from "@/components/layout/owner-section";
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
  const localized = useLocalizedHref();
  const list = useOwnerReviews(kind, id);
  return (
    <OwnerSection
      title={t("ownerReviews.title")}
      intro={
        <>
          {t("ownerReviews.intro")}{" "}
          <a href={localized("/review-guidelines")} className="text-blue-800 underline">
            {t("ownerReviews.guidelines")}
          </a>
        </>
      }
      testId="owner-reviews"
    >
      <InviteLink href={href} />
      <OwnerQueryStates
        query={list}
        loading={t("ownerReviews.loading")}
        error={t("ownerReviews.load_error")}
        empty={t("ownerReviews.empty")}
        isEmpty={(reviews) => reviews.length === 0}
      >
        {(reviews) => (
          <ul className="grid gap-3" aria-label={t("ownerReviews.list")}>
            {reviews.map((review) => (
              <OwnerReviewItem key={review.id} kind={kind} id={id} review={review} />
            ))}
          </ul>
        )}
      </OwnerQueryStates>
    </OwnerSection>
  );
}

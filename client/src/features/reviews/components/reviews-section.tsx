import { useState } from "react";
import { Link } from "wouter";
import type { ListingKind } from "@shared/listing-kind";
import { reviewSorts, type ReviewSort } from "@shared/reviews";
import { NativeSelect } from "@/components/ui/field";
import { formatNumber } from "@/i18n/format";
import { useLocale, useT } from "@/i18n/use-t";
import { useReviews } from "../api/get-reviews";
import { ReviewFormSlot } from "./review-form";
import { ReviewItem } from "./review-item";
import { Stars } from "./stars";

/** A listing's reviews (issue 30): average, count, distribution, the list with owner replies, the form. */
export function ReviewsSection({ kind, id }: { kind: ListingKind; id: number }) {
  const t = useT("reviews");
  const locale = useLocale();
  const [sort, setSort] = useState<ReviewSort>("newest");
  const [showHidden, setShowHidden] = useState(false);
  const query = useReviews(kind, id, sort, showHidden);
  const data = query.data;
  return (
    <section aria-labelledby="reviews-heading" className="mt-10">
      <h2 id="reviews-heading" className="text-2xl font-bold text-slate-900">
        {t("reviews.heading")}
      </h2>
      {query.isPending && <p className="mt-3 text-slate-700">{t("reviews.loading")}</p>}
      {query.isError && (
        <p role="alert" className="mt-3 text-red-800">
          {t("reviews.error")}
        </p>
      )}
      {data && (
        <>
          <div className="mt-3 flex flex-wrap items-center gap-4">
            {data.average !== null && (
              <p className="flex items-center gap-2 text-lg">
                <Stars value={data.average} />
                <span className="font-semibold text-slate-900">{t("reviews.average", { average: formatNumber(locale, data.average) })}</span>
              </p>
            )}
            <p className="text-slate-700">{t("reviews.count", { count: data.count })}</p>
          </div>
          {data.burstNotice && (
            <p role="status" className="mt-3 rounded-md bg-amber-50 p-3 text-amber-900">
              {t("reviews.burst")}
            </p>
          )}
          {data.count > 0 && (
            <>
              <dl aria-label={t("reviews.distribution")} className="mt-3 grid max-w-xs gap-1 text-sm">
                {[5, 4, 3, 2, 1].map((stars) => (
                  <div key={stars} className="flex items-center gap-2">
                    <dt className="w-20 text-slate-700">{t("reviews.stars", { stars })}</dt>
                    <dd className="flex flex-1 items-center gap-2">
                      <span className="h-2 flex-1 rounded bg-slate-200">
                        <span className="block h-2 rounded bg-amber-500" style={{ width: `${(data.distribution[stars - 1]! / data.count) * 100}%` }} />
                      </span>
                      <span className="w-8 text-right text-slate-800">{data.distribution[stars - 1]}</span>
                    </dd>
                  </div>
                ))}
              </dl>
              <label className="mt-4 flex max-w-xs items-center gap-2 text-sm text-slate-800">
                {t("reviews.sort")}
                <NativeSelect value={sort} onChange={(e) => setSort(e.target.value as ReviewSort)}>
                  {reviewSorts.map((s) => (
                    <option key={s} value={s}>
                      {t(`reviews.sort.${s}`)}
                    </option>
                  ))}
                </NativeSelect>
              </label>
            </>
          )}
          {data.count === 0 && <p className="mt-3 text-slate-700">{t("reviews.empty")}</p>}
          <ul className="mt-3">
            {data.reviews.map((r) => (
              <ReviewItem key={r.id} review={r} />
            ))}
          </ul>
          {data.notRecommendedCount > 0 && (
            <div className="mt-2">
              <button type="button" className="text-brand-700 underline" aria-expanded={showHidden} onClick={() => setShowHidden((v) => !v)}>
                {t("reviews.not_recommended", { count: data.notRecommendedCount })}
              </button>
              {showHidden && data.notRecommended && (
                <>
                  <p className="mt-2 text-sm text-slate-700">{t("reviews.not_recommended_note")}</p>
                  <ul className="mt-1 opacity-90">
                    {data.notRecommended.map((r) => (
                      <ReviewItem key={r.id} review={r} />
                    ))}
                  </ul>
                </>
              )}
            </div>
          )}
        </>
      )}
      <ReviewFormSlot kind={kind} id={id} />
      <p className="mt-4 text-sm">
        <Link href="/review-guidelines" className="text-brand-700 underline">
          {t("reviews.guidelines")}
        </Link>
      </p>
    </section>
  );
}

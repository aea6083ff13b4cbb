import { useId } from "react";
import { replyRate, type ResponseComparison } from "@shared/listing-stats";
import { replyWithin, repliedPerTen } from "@shared/response-lines";
import { useT } from "@/i18n/use-t";

/**
 * Replies to requests (issue 31): the listing's figures of the last 90 days, as its page shows
 * them, beside the median of its category's listings that have figures. Gold plays no part.
 */
export function ResponseTable({ responses }: { responses: ResponseComparison }) {
  const t = useT("listingStats");
  const uid = useId();
  const { own, category } = responses;
  const time = (minutes: number | null) => {
    if (minutes === null) return t("listingStats.no_reply");
    const { unit, count } = replyWithin(minutes);
    return unit === "days" ? t("listingStats.within_days", { count }) : t("listingStats.within_hours", { count });
  };
  const rate = (value: number | null) => (value === null ? "—" : t("listingStats.rate", { replied: repliedPerTen(value) }));
  const ownRate = replyRate(own);
  return (
    <div className="grid gap-2 text-sm">
      <h4 id={`${uid}-title`} className="font-semibold">
        {t("listingStats.responses")}
      </h4>
      <p className="text-gray-600">{t("listingStats.responses_intro")}</p>
      {!own && <p className="text-gray-700">{t("listingStats.not_enough")}</p>}
      {own || category ? (
        <table className="w-full text-left" aria-labelledby={`${uid}-title`}>
          <thead>
            <tr className="border-b border-slate-200 text-slate-700">
              <th scope="col" className="py-2 pr-3 font-semibold">
                {t("listingStats.last_90")}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                {t("listingStats.your_listing")}
              </th>
              {category && (
                <th scope="col" className="py-2 text-right font-semibold">
                  {t("listingStats.median", { category: category.name })}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            <tr className="border-b border-slate-100">
              <th scope="row" className="py-1.5 pr-3 font-normal">
                {t("listingStats.reply_time")}
              </th>
              <td className="py-1.5 pr-3 text-right font-semibold" data-testid="response-time">
                {own ? time(own.medianMinutes) : "—"}
              </td>
              {category && (
                <td className="py-1.5 text-right" data-testid="median-response-time">
                  {time(category.medianMinutes)}
                </td>
              )}
            </tr>
            <tr className="border-b border-slate-100">
              <th scope="row" className="py-1.5 pr-3 font-normal">
                {t("listingStats.reply_rate")}
              </th>
              <td className="py-1.5 pr-3 text-right font-semibold tabular-nums" data-testid="response-rate">
                {rate(ownRate)}
              </td>
              {category && (
                <td className="py-1.5 text-right tabular-nums" data-testid="median-response-rate">
                  {rate(category.rate)}
                </td>
              )}
            </tr>
          </tbody>
        </table>
      ) : null}
      {category && <p className="text-gray-600">{t("listingStats.median_listings", { count: category.listings, category: category.name })}</p>}
    </div>
  );
}

import { useId, useState } from "react";
import type { ListingStats } from "@shared/listing-stats";
import { RadioChoices } from "@/components/ui/radio-choices";
import { formatNumber } from "@/i18n/format";
import { useLocale, useT } from "@/i18n/use-t";

const periods = [30, 90] as const;

/**
 * The listing's badge on other sites (issue 32), in the Statistics section: the sites that showed
 * it over the last 30 or 90 days, most first. Counted from the image request's referring site
 * (its name only), so an owner sees where the badge is without any tracking on those sites.
 */
export function EmbedsTable({ embeds }: { embeds: ListingStats["embeds"] }) {
  const t = useT("listingStats");
  const locale = useLocale();
  const uid = useId();
  const [days, setDays] = useState<(typeof periods)[number]>(30);
  const shown = days === 30 ? embeds.last30 : embeds.last90;
  return (
    <div className="grid gap-2 text-sm">
      <h4 id={`${uid}-title`} className="font-semibold">
        {t("listingStats.embeds_title")}
      </h4>
      <p className="text-gray-600">{t("listingStats.embeds_intro")}</p>
      <RadioChoices
        name={`${uid}-days`}
        legend={t("listingStats.embeds_period")}
        options={periods.map((value) => ({ value, label: t("listingStats.embeds_days", { days: value }) }))}
        value={days}
        onChange={setDays}
      />
      {shown.sites.length === 0 ? (
        <p className="text-gray-700">{t("listingStats.embeds_none", { days })}</p>
      ) : (
        <>
          <table className="w-full max-w-md text-left" aria-labelledby={`${uid}-title`}>
            <thead>
              <tr className="border-b border-slate-200 text-slate-700">
                <th scope="col" className="py-1 pr-4 font-semibold">
                  {t("listingStats.embeds_site")}
                </th>
                <th scope="col" className="py-1 text-right font-semibold">
                  {t("listingStats.embeds_views")}
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.sites.map((s) => (
                <tr key={s.site} className="border-b border-slate-100">
                  <td className="py-1 pr-4 [overflow-wrap:anywhere]">{s.site}</td>
                  <td className="py-1 text-right tabular-nums">{formatNumber(locale, s.views)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="text-gray-700" data-testid="embeds-total">
            {t("listingStats.embeds_total", { count: shown.total, days })}
          </p>
        </>
      )}
    </div>
  );
}

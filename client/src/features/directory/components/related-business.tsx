import { Link } from "wouter";
import { GONE } from "@shared/listing";
import { FallbackImage } from "@/components/ui/fallback-image";
import { Skeleton } from "@/components/ui/skeleton";
import { pageText } from "@shared/i18n/page-text";
import { useLocale, useT } from "@/i18n/use-t";
import { OnlyNote } from "@/i18n/page-text";
import { useBusiness } from "../api/get-business";
import { businessMonogram } from "../lib/photos";
import { formatAddress } from "../lib/format-address";

/** The professional's business (fetched only when there is a businessId). */
export function RelatedBusiness({ businessId }: { businessId: number }) {
  const t = useT("listing");
  const locale = useLocale();
  const business = useBusiness(businessId);
  // The business was removed (404) or withdrawn (410): say nothing rather than show a heading over an empty space.
  if (business.isSuccess && (business.data === null || business.data === GONE)) return null;
  const about = business.data && business.data !== GONE ? pageText(locale, business.data.description, business.data.descriptionEs) : null;
  return (
    <section aria-labelledby="related-business-heading" className="mt-10">
      <h2 id="related-business-heading" className="text-2xl font-bold text-slate-900">
        {t("listing.related")}
      </h2>
      {business.isPending ? (
        <Skeleton className="mt-3 h-32 w-full" />
      ) : business.isError ? (
        <p className="mt-3 text-slate-600">{t("listing.related_failed")}</p>
      ) : business.data && business.data !== GONE ? (
        <article className="mt-3 flex flex-col gap-4 rounded-lg border border-slate-200 p-4 sm:flex-row">
          <FallbackImage
            sources={[business.data.logoUrl, businessMonogram(business.data.name)]}
            alt={t("listing.logo_of", { name: business.data.name })}
            width={160}
            height={120}
            className="h-24 w-32 shrink-0 rounded object-cover"
          />
          <div>
            <h3 className="text-lg font-semibold">{business.data.name}</h3>
            {about?.text && (
              <p className="mt-1 text-sm text-slate-700">
                <span lang={about.lang} className="line-clamp-3">
                  {about.text}
                </span>
                <OnlyNote lang={about.lang} className="text-xs text-slate-600" />
              </p>
            )}
            {business.data.address && <p className="mt-1 text-sm text-slate-600">{formatAddress(business.data.address)}</p>}
            <Link href={`/business/${business.data.id}`} className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline">
              {t("listing.view_business")}
            </Link>
          </div>
        </article>
      ) : null}
    </section>
  );
}

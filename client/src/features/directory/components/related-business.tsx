import { Link } from "wouter";
import { GONE } from "@shared/listing";
import { FallbackImage } from "@/components/ui/fallback-image";
import { Skeleton } from "@/components/ui/skeleton";
import { useT } from "@/i18n/use-t";
import { useBusiness } from "../api/get-business";
import { businessMonogram } from "../lib/photos";
import { formatAddress } from "../lib/format-address";

/** The professional's business (fetched only when there is a businessId). */
export function RelatedBusiness({ businessId }: { businessId: number }) {
  const t = useT("listing");
  const business = useBusiness(businessId);
  // The business was removed (404) or withdrawn (410): say nothing rather than show a heading over an empty space.
  if (business.isSuccess && (business.data === null || business.data === GONE)) return null;
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
            {business.data.description && <p className="mt-1 line-clamp-3 text-sm text-slate-700">{business.data.description}</p>}
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

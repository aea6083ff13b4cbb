import { LISTING_PICTURE_SIZES } from "@shared/listing-picture";
import { hasHours } from "@shared/hours";
import type { ReactNode } from "react";
import type { MagazineFeature } from "@shared/magazine-links";
import { lazy, Suspense } from "react";
import type { Business } from "@shared/schema";
import type { ReviewSummary } from "@shared/reviews-schema";
import { businessSeo } from "@shared/listing-seo";

import { Skeleton } from "@/components/ui/skeleton";
import { useT } from "@/i18n/use-t";
import { clientEnv } from "@/lib/env";
import { useSeo } from "@/lib/seo";
import { OnlyNote, SpeaksSpanish, usePageText } from "@/i18n/page-text";
import { BusinessProfessionals } from "./business-professionals";
import { ListingHours } from "./listing-hours";
import { ContactCard } from "./contact-card";
import { DetailLayout } from "./detail-layout";
import { ListingPicture } from "./listing-picture";
import { LocationCard, MAP_HEIGHT } from "./location-card";
import { businessMonogram } from "../lib/photos";

// The Google Maps code is its own chunk, loaded only here and only with a key.
const BusinessMap = lazy(() => import("./business-map"));

/**
 * `features`: the magazine articles that feature it (its JSON-LD `subjectOf`); `children`: the
 * page's own sections after the listing's (the route composes "Featured in the magazine" and
 * "Report a change" from their features).
 */
export function BusinessDetail({
  business: b,
  features,
  reviews,
  children,
}: {
  business: Business;
  features?: readonly MagazineFeature[];
  /** Its first reviews answer: the published reviews' rating in its JSON-LD. */
  reviews?: ReviewSummary | undefined;
  children?: ReactNode;
}) {
  const t = useT("listing");
  const tl = useT("layout");
  const category = usePageText(b.category, b.categoryEs);
  const description = usePageText(b.description, b.descriptionEs);
  const services = usePageText(b.services, b.servicesEs);
  const mapsKey = clientEnv.VITE_GOOGLE_MAPS_API_KEY;
  useSeo(businessSeo, b, features, reviews);

  // The map when a key is set (its skeleton keeps the room), else the card that stands in for it.
  const location =
    b.address &&
    (mapsKey ? (
      <Suspense fallback={<Skeleton className={`${MAP_HEIGHT} w-full`} />}>
        <BusinessMap address={b.address} apiKey={mapsKey} />
      </Suspense>
    ) : (
      <LocationCard address={b.address} reason="notSetUp" />
    ));
  const contactHref = b.email ? `/contact?${new URLSearchParams({ professional: b.name, email: b.email, listing: `business:${b.id}` }).toString()}` : null;

  return (
    <DetailLayout
      breadcrumb={[{ label: tl("layout.nav.home"), href: "/" }, { label: tl("layout.nav.businesses"), href: "/businesses" }, { label: b.name }]}
      header={
        <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
          <ListingPicture
            image={b.image}
            fallbackSources={[b.logoUrl, businessMonogram(b.name)]}
            fallbackAlt={t("listing.logo_of", { name: b.name })}
            width={400}
            height={300}
            sizes={LISTING_PICTURE_SIZES.business}
            className="aspect-[4/3] w-full max-w-64 shrink-0 rounded-lg object-cover shadow sm:w-48"
          />
          <div className="min-w-0">
            {category.text && (
              <p lang={category.lang} className="text-sm uppercase tracking-wide text-brand-700">
                {category.text}
              </p>
            )}
            <h1 className="mt-1 text-3xl font-bold text-slate-900 sm:text-4xl">{b.name}</h1>
            <SpeaksSpanish languages={b.languages} />
          </div>
        </div>
      }
      card={
        <ContactCard
          name={b.name}
          phone={b.phone}
          address={b.address}
          contactHref={contactHref}
          website={b.website}
          hours={b.hours}
          location={location || undefined}
        />
      }
    >
      {description.text && (
        <section aria-labelledby="about-heading" className="mt-10">
          <h2 id="about-heading" className="text-2xl font-bold text-slate-900">
            {t("listing.about")}
          </h2>
          <OnlyNote lang={description.lang} className="mt-1 block text-sm text-slate-600" />
          <p lang={description.lang} className="mt-3 leading-relaxed text-slate-800">
            {description.text}
          </p>
        </section>
      )}
      {services.text.length > 0 && (
        <section aria-labelledby="services-heading" className="mt-10">
          <h2 id="services-heading" className="text-2xl font-bold text-slate-900">
            {t("listing.services")}
          </h2>
          <OnlyNote lang={services.lang} className="mt-1 block text-sm text-slate-600" />
          <ul lang={services.lang} className="mt-3 flex flex-wrap gap-2">
            {services.text.map((s, i) => (
              <li key={i} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900">
                {s}
              </li>
            ))}
          </ul>
        </section>
      )}
      {hasHours(b.hours) && <ListingHours hours={b.hours} />}
      <BusinessProfessionals businessId={b.id} />
      {children}
    </DetailLayout>
  );
}

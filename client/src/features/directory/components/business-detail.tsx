import { hasHours } from "@shared/hours";
import type { ReactNode } from "react";
import type { MagazineFeature } from "@shared/magazine-links";
import { lazy, Suspense } from "react";
import type { Business } from "@shared/schema";
import { businessSeo } from "@shared/listing-seo";

import { Breadcrumb } from "@/components/layout/breadcrumb";
import { ButtonAnchor } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { clientEnv } from "@/lib/env";
import { useSeo } from "@/lib/seo";
import { BusinessProfessionals } from "./business-professionals";
import { ListingHours } from "./listing-hours";
import { ContactFacts } from "./contact-facts";
import { ListingPicture } from "./listing-picture";
import { LocationCard, MAP_NOT_SET_UP } from "./location-card";
import { PLACEHOLDER_WEBSITE } from "./professional-detail";
import { businessMonogram } from "../lib/photos";
import { statTarget } from "@shared/listing-stats-events";
import { formatAddress } from "../lib/format-address";

// The Google Maps code is its own chunk, loaded only here and only with a key.
const BusinessMap = lazy(() => import("./business-map"));

/**
 * `features`: the magazine articles that feature it (its JSON-LD `subjectOf`); `children`: the
 * page's own sections after the listing's (the route composes "Featured in the magazine" and
 * "Report a change" from their features).
 */
export function BusinessDetail({ business: b, features, children }: { business: Business; features?: readonly MagazineFeature[]; children?: ReactNode }) {
  const mapsKey = clientEnv.VITE_GOOGLE_MAPS_API_KEY;
  useSeo(businessSeo(window.location.origin, b, features));

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <Breadcrumb items={[{ label: "Home", href: "/" }, { label: "Businesses", href: "/businesses" }, { label: b.name }]} />
      <div className="mt-8 grid gap-8 md:grid-cols-[16rem_1fr]">
        <ListingPicture
          image={b.image}
          fallbackSources={[b.logoUrl, businessMonogram(b.name)]}
          fallbackAlt={`${b.name} logo`}
          width={400}
          height={300}
          sizes="(min-width: 768px) 256px, min(256px, 100vw - 2rem)"
          className="aspect-[4/3] w-full max-w-64 rounded-lg object-cover shadow"
        />
        <div>
          {b.category && <p className="text-sm uppercase tracking-wide text-brand-700">{b.category}</p>}
          <h1 className="mt-1 text-3xl font-bold text-slate-900 sm:text-4xl">{b.name}</h1>
          {b.description && <p className="mt-3 leading-relaxed text-slate-800">{b.description}</p>}
          <ContactFacts
            facts={[
              { label: "Phone", value: b.phone },
              { label: "Address", value: b.address && formatAddress(b.address) },
              {
                label: "Website",
                value: b.website && (
                  <a href={PLACEHOLDER_WEBSITE} target="_blank" rel="noopener noreferrer" className="text-brand-700 hover:underline" {...statTarget("website")}>
                    {b.website.replace(/^https?:\/\//, "")}
                  </a>
                ),
              },
            ]}
          />
          <div className="mt-6 flex flex-wrap gap-3">
            {b.phone && (
              <ButtonAnchor href={`tel:${b.phone}`} {...statTarget("phone")}>
                Call Now
              </ButtonAnchor>
            )}
            <ButtonAnchor href={PLACEHOLDER_WEBSITE} target="_blank" rel="noopener noreferrer" variant="outline" {...statTarget("website")}>
              Visit Website
            </ButtonAnchor>
          </div>
        </div>
      </div>
      {hasHours(b.hours) && <ListingHours hours={b.hours} />}
      {b.address && (
        <section aria-labelledby="location-heading" className="mt-10">
          <h2 id="location-heading" className="mb-3 text-2xl font-bold text-slate-900">
            Location
          </h2>
          {mapsKey ? (
            <Suspense fallback={<Skeleton className="h-80 w-full" />}>
              <BusinessMap address={b.address} apiKey={mapsKey} />
            </Suspense>
          ) : (
            <LocationCard address={b.address} reason={MAP_NOT_SET_UP} />
          )}
        </section>
      )}
      <BusinessProfessionals businessId={b.id} />
      {children}
    </div>
  );
}

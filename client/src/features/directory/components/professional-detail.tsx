import { hasHours } from "@shared/hours";
import type { ReactNode } from "react";
import type { MagazineFeature } from "@shared/magazine-links";
import { Link } from "wouter";
import { paragraphs } from "@shared/listing";
import type { Professional } from "@shared/schema";
import { professionalSeo } from "@shared/listing-seo";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { ButtonAnchor, ButtonLink } from "@/components/ui/button";
import { useSeo } from "@/lib/seo";
import { personMonogram, professionalPhoto } from "../lib/photos";
import { ListingHours } from "./listing-hours";
import { ContactFacts } from "./contact-facts";
import { ProfileFacts } from "./profile-facts";
import { GoldBadge } from "./gold-badge";
import { ListingPicture } from "./listing-picture";
import { RelatedBusiness } from "./related-business";
import { mapsSearchUrl } from "./location-card";
import { statTarget } from "@shared/listing-stats-events";
import { formatAddress } from "../lib/format-address";

/** 'Visit Website' opens a placeholder link; no real website is used. */
export const PLACEHOLDER_WEBSITE = "https://www.example.com/";

export function contactHref(p: Pick<Professional, "id" | "name" | "email">): string {
  return `/contact?${new URLSearchParams({ professional: p.name, email: p.email ?? "", listing: `professional:${p.id}` }).toString()}`;
}

/** `features` and `children`: as BusinessDetail's. */
export function ProfessionalDetail({
  professional: p,
  features,
  children,
}: {
  professional: Professional;
  features?: readonly MagazineFeature[];
  children?: ReactNode;
}) {
  const photo = professionalPhoto(p);
  const bio = paragraphs(p.bio);
  useSeo(professionalSeo(window.location.origin, p, features));

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <Breadcrumb items={[{ label: "Home", href: "/" }, { label: "Professionals", href: "/" }, { label: p.name }]} />
      <div className="mt-8 grid gap-8 md:grid-cols-[16rem_1fr]">
        <ListingPicture
          image={p.image}
          fallbackSources={[photo, personMonogram(p.name)]}
          fallbackAlt={`Photo of ${p.name}`}
          width={400}
          height={400}
          sizes="(min-width: 768px) 256px, min(256px, 100vw - 2rem)"
          className="aspect-square w-full max-w-64 rounded-lg object-cover shadow"
        />
        <div>
          {p.goldUntil && <GoldBadge />}
          <h1 className="mt-1 text-3xl font-bold text-slate-900 sm:text-4xl">{p.name}</h1>
          <p className="mt-1 text-lg text-slate-700">{p.title}</p>
          {p.company && <p className="text-slate-600">{p.company}</p>}
          <ContactFacts
            facts={[
              { label: "Phone", value: p.phone },
              {
                label: "Address",
                value: p.address && (
                  <>
                    {formatAddress(p.address)}{" "}
                    <a
                      href={mapsSearchUrl(p.address)}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="font-semibold whitespace-nowrap text-brand-700 hover:underline"
                      {...statTarget("map")}
                    >
                      Get directions
                    </a>
                  </>
                ),
              },
            ]}
          />
          <div className="mt-6 flex flex-wrap gap-3">
            {p.phone && (
              <ButtonAnchor href={`tel:${p.phone}`} {...statTarget("phone")}>
                Call Now
              </ButtonAnchor>
            )}
            {p.email && (
              <span className="contents" {...statTarget("contact")}>
                <ButtonLink href={contactHref(p)} variant="outline">
                  Contact
                </ButtonLink>
              </span>
            )}
            <ButtonAnchor href={PLACEHOLDER_WEBSITE} target="_blank" rel="noopener noreferrer" variant="outline" {...statTarget("website")}>
              Visit Website
            </ButtonAnchor>
          </div>
        </div>
      </div>
      {hasHours(p.hours) && <ListingHours hours={p.hours} />}
      {bio.length > 0 && (
        <section aria-labelledby="about-heading" className="mt-10">
          <h2 id="about-heading" className="text-2xl font-bold text-slate-900">
            About {p.name}
          </h2>
          <div className="mt-3 space-y-4 leading-relaxed text-slate-800">
            {bio.map((text, i) => (
              <p key={i}>{text}</p>
            ))}
          </div>
        </section>
      )}
      <ProfileFacts professional={p} />
      {p.businessId !== null && <RelatedBusiness businessId={p.businessId} />}
      {children}
      <p className="mt-10">
        <Link href="/" className="font-semibold text-brand-700 hover:underline">
          ← Back to all professionals
        </Link>
      </p>
    </div>
  );
}

import { LISTING_PICTURE_SIZES } from "@shared/listing-picture";
import { hasHours } from "@shared/hours";
import type { ReactNode } from "react";
import type { MagazineFeature } from "@shared/magazine-links";
import { Link } from "wouter";
import { paragraphs } from "@shared/listing";
import type { Professional } from "@shared/schema";
import { professionalSeo } from "@shared/listing-seo";
import { useT } from "@/i18n/use-t";
import { useSeo } from "@/lib/seo";
import { OnlyNote, SpeaksSpanish, usePageText } from "@/i18n/page-text";
import { personMonogram, professionalPhoto } from "../lib/photos";
import { ListingHours } from "./listing-hours";
import { ContactCard } from "./contact-card";
import { DetailLayout } from "./detail-layout";
import { ProfileFacts } from "./profile-facts";
import { GoldBadge } from "./gold-badge";
import { ListingPicture } from "./listing-picture";
import { RelatedBusiness } from "./related-business";

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
  const t = useT("listing");
  const tl = useT("layout");
  const photo = professionalPhoto(p);
  const title = usePageText(p.title, p.titleEs);
  const bioText = usePageText(p.bio, p.bioEs);
  const bio = paragraphs(bioText.text);
  useSeo(professionalSeo, p, features);

  return (
    <DetailLayout
      breadcrumb={[{ label: tl("layout.nav.home"), href: "/" }, { label: tl("layout.nav.professionals"), href: "/" }, { label: p.name }]}
      header={
        <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
          <ListingPicture
            image={p.image}
            fallbackSources={[photo, personMonogram(p.name)]}
            fallbackAlt={t("listing.photo_of", { name: p.name })}
            width={400}
            height={400}
            sizes={LISTING_PICTURE_SIZES.professional}
            className="aspect-square w-full max-w-64 shrink-0 rounded-lg object-cover shadow sm:w-40"
          />
          <div className="min-w-0">
            {p.goldUntil && <GoldBadge label={t("listing.gold")} />}
            <h1 className="mt-1 text-3xl font-bold text-slate-900 sm:text-4xl">{p.name}</h1>
            <p className="mt-1 text-lg text-slate-700">
              <span lang={title.lang}>{title.text}</span>
              <OnlyNote lang={title.lang} className="ml-2 text-sm text-slate-600" />
            </p>
            {p.company && <p className="text-slate-600">{p.company}</p>}
            <SpeaksSpanish languages={p.languages} />
          </div>
        </div>
      }
      card={<ContactCard name={p.name} phone={p.phone} address={p.address} contactHref={p.email ? contactHref(p) : null} hours={p.hours} />}
    >
      {bio.length > 0 && (
        <section aria-labelledby="about-heading" className="mt-10">
          <h2 id="about-heading" className="text-2xl font-bold text-slate-900">
            {t("listing.about_person", { name: p.name })}
          </h2>
          <OnlyNote lang={bioText.lang} className="mt-1 block text-sm text-slate-600" />
          <div lang={bioText.lang} className="mt-3 space-y-4 leading-relaxed text-slate-800">
            {bio.map((text, i) => (
              <p key={i}>{text}</p>
            ))}
          </div>
        </section>
      )}
      <ProfileFacts professional={p} />
      {hasHours(p.hours) && <ListingHours hours={p.hours} />}
      {p.businessId !== null && <RelatedBusiness businessId={p.businessId} />}
      {children}
      <p className="mt-10">
        <Link href="/" className="font-semibold text-brand-700 hover:underline">
          {t("listing.back")}
        </Link>
      </p>
    </DetailLayout>
  );
}

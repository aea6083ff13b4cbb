import { businessLd, personLd } from "./listing-structured-data";
import type { Locale } from "./i18n/locale";
import { pageText } from "./i18n/page-text";
import { BUSINESS_PLACEHOLDER, PERSON_PLACEHOLDER } from "./listing";
import type { MagazineFeature } from "./magazine-links";
import { largestImageUrl } from "./media-url";
import type { ReviewSummary } from "./reviews-schema";
import type { Business, Professional } from "./schema";
import { crumbs, firstParagraph, suffixed, type HeadContext, type PageSeo } from "./seo";
import { breadcrumbLd } from "./structured-data";

/**
 * The photo in structured data and the preview image: the owner's uploaded main photo
 * (/media/…, served to crawlers too), else the record's own URL or the stand-in: the few bundled
 * photos are inlined into the bundle as data: URIs, which are no address for a crawler.
 */
/** A listing's texts in the page's language (issue 29), else the other's, as the page shows them: the head and JSON-LD say what the page says. */
const professionalIn = (locale: Locale, p: Professional): Professional => ({
  ...p,
  title: pageText(locale, p.title, p.titleEs).text,
  bio: pageText(locale, p.bio, p.bioEs).text,
  specialties: pageText(locale, p.specialties, p.specialtiesEs).text,
});
const businessIn = (locale: Locale, b: Business): Business => ({
  ...b,
  description: pageText(locale, b.description, b.descriptionEs).text,
  services: pageText(locale, b.services, b.servicesEs).text,
});

/** `_reviews`: taken for the same call as businessSeo's, unused (a Person carries no rating: see reviewsLd). */
export function professionalSeo(ctx: HeadContext, listing: Professional, features: readonly MagazineFeature[] = [], _reviews?: ReviewSummary | null): PageSeo {
  const { origin, t } = ctx;
  const p = professionalIn(ctx.locale, listing);
  const path = `/professional/${p.id}`;
  const image = (p.image && largestImageUrl(p.image.variants)) || p.photoUrl || PERSON_PLACEHOLDER;
  return {
    title: suffixed(ctx, `${p.name}, ${p.title}`),
    description:
      `${p.company ? t("heads.professional.description_at", { name: p.name, title: p.title, company: p.company }) : t("heads.professional.description", { name: p.name, title: p.title })} ${firstParagraph(p.bio) ?? ""}`.slice(
        0,
        160,
      ),
    path,
    type: "profile",
    image,
    jsonLd: [
      personLd(origin, p, image, features),
      breadcrumbLd(origin, crumbs(ctx, [t("heads.crumb.home"), "/"], [t("heads.crumb.professionals"), "/"], [p.name, path])),
    ],
  };
}

/** `reviews`: the page's first reviews answer (its published reviews' rating in the JSON-LD), when known. */
export function businessSeo(ctx: HeadContext, listing: Business, features: readonly MagazineFeature[] = [], reviews?: ReviewSummary | null): PageSeo {
  const { origin, t } = ctx;
  const b = businessIn(ctx.locale, listing);
  const path = `/business/${b.id}`;
  return {
    title: suffixed(ctx, b.name),
    description: (b.description ?? t("heads.business.description", { name: b.name })).slice(0, 160),
    path,
    image: (b.image && largestImageUrl(b.image.variants)) || b.logoUrl || BUSINESS_PLACEHOLDER,
    jsonLd: [
      businessLd(origin, b, features, reviews),
      breadcrumbLd(origin, crumbs(ctx, [t("heads.crumb.home"), "/"], [t("heads.crumb.businesses"), "/businesses"], [b.name, path])),
    ],
  };
}

import { DAY_NAMES, isAllDay, type OpeningHours, type Shift } from "./hours";
import { articleLdId, listingLdId, type MagazineFeature } from "./magazine-links";
import type { Business, Professional } from "./schema";
import { compact } from "./structured-data";
import { isLanguageCode, LANGUAGE_NAMES } from "./languages";
import type { ReviewSummary } from "./reviews-schema";

/** A listing's languages as schema.org Language items: the English name and the ISO 639-1 code (issue 29). */
export const languagesLd = (codes: readonly string[]) =>
  codes.map((code) => compact({ "@type": "Language", name: isLanguageCode(code) ? LANGUAGE_NAMES[code] : undefined, alternateName: code }));

/** A listing page's JSON-LD (schema.org): the Person of a professional, a business by its category, opening hours. */

export type BusinessSchemaType = "Attorney" | "Dentist" | "AccountingService" | "MedicalOrganization" | "ProfessionalService" | "LocalBusiness";

/** The schema.org type of a business, chosen from its category text. */
export function businessSchemaType(category: string | null | undefined): BusinessSchemaType {
  const text = (category ?? "").toLowerCase();
  if (text.includes("legal")) return "Attorney";
  if (text.includes("dental")) return "Dentist";
  if (text.includes("accounting")) return "AccountingService";
  // The sample category is named "Health Care"; the original rule keyed on "medical".
  if (text.includes("medical") || text.includes("health")) return "MedicalOrganization";
  if (text.includes("consulting")) return "ProfessionalService";
  return "LocalBusiness";
}

/** A listing's `subjectOf`: the magazine articles that feature it, each by its NewsArticle's @id. */
export const subjectOfLd = (origin: string, features: readonly MagazineFeature[]) =>
  features.map((f) => ({ "@type": "NewsArticle", "@id": articleLdId(origin, f.slug), headline: f.title, url: `${origin}/articles/${f.slug}` }));

export function personLd(origin: string, p: Professional, photo: string, features: readonly MagazineFeature[] = []) {
  return compact({
    "@context": "https://schema.org",
    "@type": "Person",
    "@id": listingLdId(origin, "professional", p.id),
    name: p.name,
    jobTitle: p.title,
    worksFor: p.company ? { "@type": "Organization", name: p.company } : undefined,
    telephone: p.phone,
    email: p.email,
    address: p.address ?? undefined,
    image: photo.startsWith("http") ? photo : `${origin}${photo}`,
    url: `${origin}/professional/${p.id}`,
    sameAs: [...(p.website ? [p.website] : []), ...p.socialMedia],
    alumniOf: p.education.map((name) => ({ "@type": "EducationalOrganization", name })),
    award: p.awards,
    knowsAbout: p.specialties,
    knowsLanguage: languagesLd(p.languages),
    description: p.bio?.split(/\n\s*\n/)[0],
    subjectOf: subjectOfLd(origin, features),
  });
}

/**
 * A business's published reviews as Google's review snippets read them (issue 30): its
 * `aggregateRating` (the average and count of published reviews, on a 1-5 scale) and each review
 * of the page's first list (newest first) with its author's shown name, date, stars and text; the
 * item reviewed is the page's entity (they are nested in it). Nothing when it has no published
 * review. Not-recommended, held and removed reviews are never in it, as they are not in the average.
 * These are third-party reviews (members of the public, on a site the business does not run), not
 * the self-serving kind Google ignores. A Person (a professional's page) is not a type Google's
 * review snippets or schema.org's aggregateRating take, so professionals' pages carry none.
 */
export function reviewsLd(summary: ReviewSummary | null | undefined) {
  if (!summary || summary.count === 0 || summary.average === null) return {};
  return {
    aggregateRating: { "@type": "AggregateRating", ratingValue: summary.average, reviewCount: summary.count, bestRating: 5, worstRating: 1 },
    review: summary.reviews.map((r) => ({
      "@type": "Review",
      author: { "@type": "Person", name: r.shownName },
      datePublished: r.createdAt.slice(0, 10),
      reviewBody: r.body,
      reviewRating: { "@type": "Rating", ratingValue: r.stars, bestRating: 5, worstRating: 1 },
    })),
  };
}

export function businessLd(origin: string, b: Business, features: readonly MagazineFeature[] = [], reviews?: ReviewSummary | null) {
  return compact({
    "@context": "https://schema.org",
    "@type": businessSchemaType(b.category),
    "@id": listingLdId(origin, "business", b.id),
    name: b.name,
    description: b.description,
    telephone: b.phone,
    email: b.email,
    url: b.website ?? `${origin}/business/${b.id}`,
    address: b.address
      ? compact({
          "@type": "PostalAddress",
          streetAddress: b.address,
          postalCode: b.zipCode,
          addressLocality: "San Antonio",
          addressRegion: "TX",
          addressCountry: "US",
        })
      : undefined,
    image: b.logoUrl,
    sameAs: b.socialMedia,
    // The languages it serves in (issue 29) on its contact point, as Google reads a business's.
    contactPoint: b.languages.length
      ? compact({ "@type": "ContactPoint", contactType: "customer service", telephone: b.phone, email: b.email, availableLanguage: languagesLd(b.languages) })
      : undefined,
    makesOffer: b.services.map((name) => ({ "@type": "Offer", itemOffered: { "@type": "Service", name } })),
    ...openingHoursLd(b.hours),
    subjectOf: subjectOfLd(origin, features),
    ...reviewsLd(reviews),
  });
}

/** Google's times: 00:00–23:59 for 24 hours, 23:59 for a closing at midnight, a closing before the opening past midnight. */
function ldTimes(shift: Shift): { opens: string; closes: string } {
  if (isAllDay(shift)) return { opens: "00:00", closes: "23:59" };
  return { opens: shift.open, closes: shift.close === "24:00" ? "23:59" : shift.close };
}

/**
 * `openingHoursSpecification` (the weekly hours, days with the same shift listed together, closed
 * days left out) and `specialOpeningHoursSpecification` (each special date's shifts, a closure as
 * opens/closes 00:00, valid from and through the date), as Google reads them; none without hours.
 */
export function openingHoursLd(hours: OpeningHours | null | undefined) {
  if (!hours) return {};
  const weekly = new Map<string, { opens: string; closes: string; days: string[] }>();
  // Monday first, as people read a week.
  for (const day of [1, 2, 3, 4, 5, 6, 0]) {
    for (const shift of hours.weekly[day] ?? []) {
      const times = ldTimes(shift);
      const key = `${times.opens}-${times.closes}`;
      const entry = weekly.get(key) ?? { ...times, days: [] };
      entry.days.push(DAY_NAMES[day]!);
      weekly.set(key, entry);
    }
  }
  const special = hours.special.flatMap((s) =>
    (s.shifts.length ? s.shifts.map(ldTimes) : [{ opens: "00:00", closes: "00:00" }]).map((times) => ({
      "@type": "OpeningHoursSpecification",
      ...times,
      validFrom: s.date,
      validThrough: s.date,
    })),
  );
  return compact({
    openingHoursSpecification: [...weekly.values()].map(({ days, opens, closes }) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: days,
      opens,
      closes,
    })),
    specialOpeningHoursSpecification: special,
  });
}

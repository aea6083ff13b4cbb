import type { Locale } from "@shared/i18n/locale";

type Loader = () => Promise<{ default: Record<string, string> }>;

/**
 * Every message catalog of the visitor's and the owner's pages (issue 29), one per folder that
 * speaks: its texts in ICU MessageFormat, in `<folder>/locales/en.json` and `es.json` (the same
 * keys: catalogs.test.ts checks), compiled at build time (scripts/vite-catalog-plugin.ts). Each
 * language of each catalog is a chunk of its own, so a page loads only its language and only the
 * catalogs its components ask for (useT). Keys start with the catalog's name.
 */
export const catalogs = {
  layout: { en: () => import("@/components/layout/locales/en.json"), es: () => import("@/components/layout/locales/es.json") },
  heads: { en: () => import("@shared/i18n/locales/en.json"), es: () => import("@shared/i18n/locales/es.json") },
  ownerLanguage: {
    en: () => import("@/features/owner-account/account-language/locales/en.json"),
    es: () => import("@/features/owner-account/account-language/locales/es.json"),
  },
  directory: { en: () => import("@/features/directory/locales/en.json"), es: () => import("@/features/directory/locales/es.json") },
  directoryMore: {
    en: () => import("@/features/directory/more/locales/en.json"),
    es: () => import("@/features/directory/more/locales/es.json"),
  },
  listing: { en: () => import("@/features/directory/listing/locales/en.json"), es: () => import("@/features/directory/listing/locales/es.json") },
  app: { en: () => import("@/app/locales/en.json"), es: () => import("@/app/locales/es.json") },
  account: { en: () => import("@/app/account/locales/en.json"), es: () => import("@/app/account/locales/es.json") },
  ownerClaim: { en: () => import("@/features/owner-claim/locales/en.json"), es: () => import("@/features/owner-claim/locales/es.json") },
  ownerDetails: {
    en: () => import("@/features/directory/account-details/locales/en.json"),
    es: () => import("@/features/directory/account-details/locales/es.json"),
  },
  ownerFreshness: { en: () => import("@/features/freshness/account/locales/en.json"), es: () => import("@/features/freshness/account/locales/es.json") },
  ownerGold: { en: () => import("@/features/payments/account-gold/locales/en.json"), es: () => import("@/features/payments/account-gold/locales/es.json") },
  ownerHours: {
    en: () => import("@/features/directory/account-hours/locales/en.json"),
    es: () => import("@/features/directory/account-hours/locales/es.json"),
  },
  ownerMessages: {
    en: () => import("@/features/contact/account-messages/locales/en.json"),
    es: () => import("@/features/contact/account-messages/locales/es.json"),
  },
  ownerPhotos: { en: () => import("@/features/media/account/locales/en.json"), es: () => import("@/features/media/account/locales/es.json") },
  ownerBadge: { en: () => import("@/features/partners/account-badge/locales/en.json"), es: () => import("@/features/partners/account-badge/locales/es.json") },
  listingStats: { en: () => import("@/features/listing-stats/account/locales/en.json"), es: () => import("@/features/listing-stats/account/locales/es.json") },
  magazine: { en: () => import("@/features/magazine/locales/en.json"), es: () => import("@/features/magazine/locales/es.json") },
  contact: { en: () => import("@/features/contact/locales/en.json"), es: () => import("@/features/contact/locales/es.json") },
  checkout: { en: () => import("@/features/payments/checkout/locales/en.json"), es: () => import("@/features/payments/checkout/locales/es.json") },
  payments: { en: () => import("@/components/payments/locales/en.json"), es: () => import("@/components/payments/locales/es.json") },
  ui: { en: () => import("@/components/ui/locales/en.json"), es: () => import("@/components/ui/locales/es.json") },
  reviews: { en: () => import("@/features/reviews/locales/en.json"), es: () => import("@/features/reviews/locales/es.json") },
  leadRequests: { en: () => import("@/features/leads/locales/en.json"), es: () => import("@/features/leads/locales/es.json") },
  ownerReviews: { en: () => import("@/features/reviews/account/locales/en.json"), es: () => import("@/features/reviews/account/locales/es.json") },
  ownerLeads: { en: () => import("@/features/leads/account/locales/en.json"), es: () => import("@/features/leads/account/locales/es.json") },
} satisfies Record<string, Record<Locale, Loader>>;

export type CatalogName = keyof typeof catalogs;

/** The keys of a catalog, from its English file. */
export type MessageKey<N extends CatalogName> = keyof Awaited<ReturnType<(typeof catalogs)[N]["en"]>>["default"] & string;

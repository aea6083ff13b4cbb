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
  reviews: { en: () => import("@/features/reviews/locales/en.json"), es: () => import("@/features/reviews/locales/es.json") },
} satisfies Record<string, Record<Locale, Loader>>;

export type CatalogName = keyof typeof catalogs;

/** The keys of a catalog, from its English file. */
export type MessageKey<N extends CatalogName> = keyof Awaited<ReturnType<(typeof catalogs)[N]["en"]>>["default"] & string;

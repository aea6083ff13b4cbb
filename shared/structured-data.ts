import { localizePath, type Locale } from "./i18n/locale";

/**
 * JSON-LD builders (schema.org), pure so that the client and the server build the
 * same structured data for a page. A listing's own (Person, a business, opening hours) are in
 * listing-structured-data.ts, so that every page's first JavaScript does not carry them.
 */
export const ORGANIZATION_NAME = "San Antonio Business Directory";

/** The object without its empty fields (null, undefined, []). */
export const compact = <T extends object>(o: T): Partial<T> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0))) as Partial<T>;

export function organizationLd(origin: string) {
  return { "@context": "https://schema.org", "@type": "Organization", name: ORGANIZATION_NAME, url: `${origin}/`, logo: `${origin}/favicon.svg` };
}

/** The site, in the page's language (its search in that language's address: /es?search=). */
export function websiteLd(origin: string, locale: Locale = "en") {
  const home = `${origin}${localizePath("/", locale)}`;
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: ORGANIZATION_NAME,
    url: locale === "en" ? `${origin}/` : home,
    inLanguage: locale,
    potentialAction: {
      "@type": "SearchAction",
      target: `${locale === "en" ? `${origin}/` : home}?search={search_term_string}`,
      "query-input": "required name=search_term_string",
    },
  };
}

export function breadcrumbLd(origin: string, items: { name: string; path: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({ "@type": "ListItem", position: i + 1, name: item.name, item: `${origin}${item.path}` })),
  };
}

/**
 * The page itself in its language (issue 29): every indexable page's head carries one
 * (shared/head-tags.ts), so structured data names the language even where the page's main entity
 * (a person, a business, an English article) has none of its own.
 */
export function webPageLd(origin: string, url: string, locale: Locale, name: string, description: string) {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    "@id": url,
    url,
    name,
    description,
    inLanguage: locale,
    isPartOf: { "@type": "WebSite", name: ORGANIZATION_NAME, url: `${origin}/` },
  };
}

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

export function websiteLd(origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: ORGANIZATION_NAME,
    url: `${origin}/`,
    potentialAction: { "@type": "SearchAction", target: `${origin}/?search={search_term_string}`, "query-input": "required name=search_term_string" },
  };
}

export function breadcrumbLd(origin: string, items: { name: string; path: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({ "@type": "ListItem", position: i + 1, name: item.name, item: `${origin}${item.path}` })),
  };
}

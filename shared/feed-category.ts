/**
 * The category whose feeds (issue 32: /feeds/category/<slug>.xml and .json) a directory page's
 * head links: the one category the page is filtered to. A module of its own with no imports, so
 * the home page's entry chunk can read it without the head builders (shared/seo.ts).
 */
export interface FeedCategory {
  slug: string;
  name: string;
  /** Its Spanish name; null until staff give one (the English name is used then). */
  nameEs: string | null;
}

/** The one known category of `slugs`; null with none, several, or one the directory does not have. */
export function feedCategory(categories: readonly FeedCategory[] | undefined, slugs: readonly string[]): FeedCategory | null {
  if (slugs.length !== 1) return null;
  const found = categories?.find((c) => c.slug === slugs[0]);
  return found ? { slug: found.slug, name: found.name, nameEs: found.nameEs } : null;
}

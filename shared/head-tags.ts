import { LOCALES, localizePath, type Locale } from "./i18n/locale";
import type { HeadContext } from "./i18n/heads";
import type { PageSeo } from "./seo";
import { webPageLd } from "./structured-data";

/**
 * The <head> elements of a page, as data: the server prints them into the HTML shell and
 * useSeo writes the same list into the document, so both always carry the same tags.
 */
export type HeadTag =
  | { tag: "meta"; attr: "name" | "property"; key: string; content: string }
  | { tag: "link"; rel: "canonical"; href: string }
  | { tag: "link"; rel: "alternate"; hreflang: string; href: string }
  | { tag: "script"; json: string }
  /** A feed of the page (issue 32): printed as <link rel="alternate" type="…" title="…" href="…">. */
  | { tag: "feed"; type: string; title: string; href: string };

/** Marks the elements a page owns, so the client replaces them instead of adding more. */
export const SEO_ATTRIBUTE = "data-seo";

/**
 * JSON for an inline <script>: "<" becomes \u003c so no text ("</script>", "<!--") can end
 * or change the script element; U+2028/2029 are escaped for old JavaScript parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

const absolute = (pathOrUrl: string, origin: string) => new URL(pathOrUrl, `${origin}/`).href;

/** Open Graph's name of each language (the site is San Antonio's: United States Spanish). */
export const OG_LOCALES: Record<Locale, string> = { en: "en_US", es: "es_US" };

/**
 * The page's address in every language, then x-default (the English one), absolute: the same set
 * on each language's page, so each names the others (hreflang must be reciprocal). The sitemap
 * lists the same set (server/features/seo/sitemap.ts).
 */
export function alternates(path: string, origin: string): { hreflang: string; href: string }[] {
  const urls = LOCALES.map((locale) => ({ hreflang: locale as string, href: absolute(localizePath(path, locale), origin) }));
  return [...urls, { hreflang: "x-default", href: urls[0]!.href }];
}

/**
 * Title aside (it has its own element), every tag of the page's head, in a stable order, in the
 * page's language: `seo.path` is the English address; the canonical and og:url are this
 * language's (self-referencing), the alternates name both, and Open Graph says which is this one.
 * An indexable page also gets a WebPage JSON-LD node with its language (inLanguage).
 */
export function headTags(seo: PageSeo, { origin, locale, t }: HeadContext): HeadTag[] {
  const name = (key: string, content: string): HeadTag => ({ tag: "meta", attr: "name", key, content });
  const property = (key: string, content: string): HeadTag => ({ tag: "meta", attr: "property", key, content });
  const url = seo.path === undefined ? undefined : absolute(localizePath(seo.path, locale), origin);
  const image = seo.image === undefined ? undefined : absolute(seo.image, origin);
  const tags: HeadTag[] = [name("description", seo.description)];
  if (seo.noindex) tags.push(name("robots", seo.nofollow ? "noindex, nofollow" : "noindex"));
  if (url) tags.push({ tag: "link", rel: "canonical", href: url });
  if (seo.path !== undefined && !seo.noindex) for (const alt of alternates(seo.path, origin)) tags.push({ tag: "link", rel: "alternate", ...alt });
  for (const feed of seo.feeds ?? []) tags.push({ tag: "feed", type: feed.type, title: feed.title, href: absolute(feed.href, origin) });
  tags.push(
    property("og:type", seo.type ?? "website"),
    property("og:site_name", t("heads.site_name")),
    property("og:title", seo.title),
    property("og:description", seo.description),
    property("og:locale", OG_LOCALES[locale]),
    ...LOCALES.filter((other) => other !== locale).map((other) => property("og:locale:alternate", OG_LOCALES[other])),
  );
  if (url) tags.push(property("og:url", url));
  if (image) tags.push(property("og:image", image));
  tags.push(name("twitter:card", "summary"), name("twitter:title", seo.title), name("twitter:description", seo.description));
  if (image) tags.push(name("twitter:image", image));
  for (const item of seo.jsonLd ?? []) tags.push({ tag: "script", json: jsonForScript(item) });
  if (url && !seo.noindex) tags.push({ tag: "script", json: jsonForScript(webPageLd(origin, url, locale, seo.title, seo.description)) });
  return tags;
}

import type { PageSeo } from "./seo";
import { SITE_NAME } from "./seo";

/**
 * The <head> elements of a page, as data: the server prints them into the HTML shell and
 * useSeo writes the same list into the document, so both always carry the same tags.
 */
export type HeadTag =
  { tag: "meta"; attr: "name" | "property"; key: string; content: string } | { tag: "link"; rel: "canonical"; href: string } | { tag: "script"; json: string };

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

/** Title aside (it has its own element), every tag of the page's head, in a stable order. */
export function headTags(seo: PageSeo, origin: string): HeadTag[] {
  const name = (key: string, content: string): HeadTag => ({ tag: "meta", attr: "name", key, content });
  const property = (key: string, content: string): HeadTag => ({ tag: "meta", attr: "property", key, content });
  const url = seo.path === undefined ? undefined : absolute(seo.path, origin);
  const image = seo.image === undefined ? undefined : absolute(seo.image, origin);
  const tags: HeadTag[] = [name("description", seo.description)];
  if (seo.noindex) tags.push(name("robots", seo.nofollow ? "noindex, nofollow" : "noindex"));
  if (url) tags.push({ tag: "link", rel: "canonical", href: url });
  tags.push(
    property("og:type", seo.type ?? "website"),
    property("og:site_name", SITE_NAME),
    property("og:title", seo.title),
    property("og:description", seo.description),
  );
  if (url) tags.push(property("og:url", url));
  if (image) tags.push(property("og:image", image));
  tags.push(name("twitter:card", "summary"), name("twitter:title", seo.title), name("twitter:description", seo.description));
  if (image) tags.push(name("twitter:image", image));
  for (const item of seo.jsonLd ?? []) tags.push({ tag: "script", json: jsonForScript(item) });
  return tags;
}

import { useEffect } from "react";
import { headTags, SEO_ATTRIBUTE, type HeadTag } from "@shared/head-tags";
import type { PageSeo } from "@shared/seo";

export { SITE_NAME, type PageSeo } from "@shared/seo";

function toElement(tag: HeadTag): HTMLElement {
  if (tag.tag === "meta") {
    const meta = document.createElement("meta");
    meta.setAttribute(tag.attr, tag.key);
    meta.content = tag.content;
    return meta;
  }
  if (tag.tag === "link") {
    const link = document.createElement("link");
    link.rel = tag.rel;
    link.href = tag.href;
    return link;
  }
  const script = document.createElement("script");
  script.type = "application/ld+json";
  script.textContent = tag.json;
  return script;
}

/** The tags a page owns: marked by the server or by an earlier page, or left by older markup. */
const OWNED = `[${SEO_ATTRIBUTE}], meta[name="description"], meta[name="robots"], link[rel="canonical"], meta[property^="og:"], meta[name^="twitter:"], script[type="application/ld+json"]`;

/**
 * Writes the page's title, description, canonical, Open Graph and Twitter tags and JSON-LD
 * (shared/head-tags.ts), replacing the ones the server rendered or the previous page set.
 */
export function useSeo(seo: PageSeo): void {
  const key = JSON.stringify(seo);
  useEffect(() => {
    const page = JSON.parse(key) as PageSeo;
    document.title = page.title;
    for (const old of document.head.querySelectorAll(OWNED)) old.remove();
    for (const tag of headTags(page, window.location.origin)) {
      const el = toElement(tag);
      el.setAttribute(SEO_ATTRIBUTE, "");
      document.head.appendChild(el);
    }
  }, [key]);
}

import type { HeadContext } from "@shared/i18n/heads";
import { headTags, SEO_ATTRIBUTE, type HeadTag } from "@shared/head-tags";
import { i18n, loadCatalog, pageLocale } from "@/i18n/i18n";
import * as heads from "@shared/seo";
import type { SeoBuilder, SeoBuilderName } from "./seo";

function toElement(tag: HeadTag): HTMLElement {
  if (tag.tag === "meta") {
    const meta = document.createElement("meta");
    meta.setAttribute(tag.attr, tag.key);
    meta.content = tag.content;
    return meta;
  }
  if (tag.tag === "feed") {
    const link = document.createElement("link");
    link.rel = "alternate";
    link.type = tag.type;
    link.title = tag.title;
    link.href = tag.href;
    return link;
  }
  if (tag.tag === "link") {
    const link = document.createElement("link");
    link.rel = tag.rel;
    if (tag.rel === "alternate") link.hreflang = tag.hreflang;
    link.href = tag.href;
    return link;
  }
  const script = document.createElement("script");
  script.type = "application/ld+json";
  script.textContent = tag.json;
  return script;
}

/** The tags a page owns: marked by the server or by an earlier page, or left by older markup. */
const OWNED = `[${SEO_ATTRIBUTE}], meta[name="description"], meta[name="robots"], link[rel="canonical"], link[rel="alternate"][hreflang], meta[property^="og:"], meta[name^="twitter:"], script[type="application/ld+json"]`;

/**
 * useSeo's lazily loaded half (client/src/lib/seo.ts): loads the head texts in the page's language,
 * builds the head and writes it, replacing the tags the server rendered or the previous page set;
 * nothing when a later page asked for its own meanwhile (`current`).
 */
export async function writeHead<A extends unknown[]>(named: SeoBuilder<A> | SeoBuilderName, args: A, current: () => boolean): Promise<void> {
  const build = (typeof named === "string" ? heads[named] : named) as SeoBuilder<A>;
  const locale = pageLocale();
  await loadCatalog(locale, "heads");
  if (!current()) return;
  const ctx: HeadContext = { origin: window.location.origin, locale, t: (key, values) => i18n._(key, values) };
  const page = build(ctx, ...args);
  document.title = page.title;
  for (const old of document.head.querySelectorAll(OWNED)) old.remove();
  for (const tag of headTags(page, ctx)) {
    const el = toElement(tag);
    el.setAttribute(SEO_ATTRIBUTE, "");
    document.head.appendChild(el);
  }
}

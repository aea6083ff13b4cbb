import { useEffect } from "react";
import type { HeadContext } from "@shared/i18n/heads";
import type { PageSeo } from "@shared/seo";

export { SITE_NAME, type PageSeo } from "@shared/seo";

/** A head builder of shared/seo.ts: the page's HeadContext, then its own arguments (plain data). */
export type SeoBuilder<A extends unknown[]> = (ctx: HeadContext, ...args: A) => PageSeo;

/** Each call's number: a page's head is written only while it is the latest asked for. */
let generation = 0;

/**
 * Writes the page's head (title, description, canonical, hreflang alternates, Open Graph, Twitter
 * and JSON-LD: shared/head-tags.ts) in the page's language: `useSeo(contactSeo, name)` builds it
 * with the builder once its texts are there. The code that writes it and the head texts (the
 * "heads" catalog, in the page's language only) are a chunk of their own, loaded after the first
 * render (the server has already written the first page's head), so no page's first-load
 * JavaScript carries them. `args` must be JSON (they decide when the head is rewritten).
 */
export function useSeo<A extends unknown[]>(build: SeoBuilder<A>, ...args: A): void {
  const key = JSON.stringify(args);
  useEffect(() => {
    const mine = ++generation;
    import("./seo-writer")
      .then(({ writeHead }) => writeHead(build, JSON.parse(key) as A, () => mine === generation))
      // Offline or a new build: the head stays what it was (the server's or the previous page's).
      .catch(() => undefined);
  }, [build, key]);
}

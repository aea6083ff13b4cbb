import { useEffect } from "react";
import type { HeadContext } from "@shared/i18n/heads";
import type { PageSeo } from "@shared/seo";
import type * as Heads from "@shared/seo";
import { whenIdle } from "./when-idle";

export type { PageSeo } from "@shared/seo";

/** A head builder of shared/seo.ts: the page's HeadContext, then its own arguments (plain data). */
export type SeoBuilder<A extends unknown[]> = (ctx: HeadContext, ...args: A) => PageSeo;

/**
 * A builder of shared/seo.ts named instead of imported, for a page of the entry script (home):
 * importing one builder puts the whole module, every page's builders, in the entry chunk, since
 * the lazy pages import it too. The writer's chunk imports the module and looks the name up.
 */
export type SeoBuilderName = { [K in keyof typeof Heads]: (typeof Heads)[K] extends (ctx: HeadContext) => PageSeo ? K : never }[keyof typeof Heads];

/** A named builder's own arguments, after its HeadContext. */
type NamedArgs<K extends SeoBuilderName> = (typeof Heads)[K] extends (ctx: HeadContext, ...args: infer A) => PageSeo ? A : never;

/** Each call's number: a page's head is written only while it is the latest asked for. */
let generation = 0;

/**
 * Writes the page's head (title, description, canonical, hreflang alternates, Open Graph, Twitter
 * and JSON-LD: shared/head-tags.ts) in the page's language: `useSeo(contactSeo, name)` builds it
 * with the builder once its texts are there. The code that writes it and the head texts (the
 * "heads" catalog, in the page's language only) are a chunk of their own, loaded after the first
 * render (the server has already written the first page's head), so no page's first-load
 * JavaScript carries them; the first page's is rewritten once the browser is idle, after its first
 * paint. `args` must be JSON (they decide when the head is rewritten).
 */
export function useSeo<K extends SeoBuilderName>(build: K, ...args: NamedArgs<K>): void;
export function useSeo<A extends unknown[]>(build: SeoBuilder<A>, ...args: A): void;
export function useSeo<A extends unknown[]>(build: SeoBuilder<A> | SeoBuilderName, ...args: A): void {
  const key = JSON.stringify(args);
  useEffect(() => {
    const mine = ++generation;
    const write = () =>
      void import("./seo-writer")
        .then(({ writeHead }) => writeHead(build, JSON.parse(key) as A, () => mine === generation))
        // Offline or a new build: the head stays what it was (the server's or the previous page's).
        .catch(() => undefined);
    if (mine > 1) return write();
    return whenIdle(write);
  }, [build, key]);
}

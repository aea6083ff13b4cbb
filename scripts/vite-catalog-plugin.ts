import { readFileSync } from "node:fs";
import type { Plugin } from "vite";
import { compileCatalog } from "../shared/i18n/compile-catalog";
import type { Locale } from "../shared/i18n/locale";

/** A message catalog: client/src/<folder>/locales/<language>.json, or shared/…/locales/ for the texts the server shares (issue 29). */
export const CATALOG_FILE = /[\\/](?:client[\\/]src|shared)[\\/](?:.*[\\/])?locales[\\/](en|es)\.json$/;

/**
 * Message catalogs reach the bundle compiled (shared/i18n/compile-catalog.ts): this loads a
 * catalog's JSON and hands Vite's JSON plugin the compiled catalog, still JSON, so an invalid
 * ICU message fails the build naming its key.
 */
export function messageCatalogs(): Plugin {
  return {
    name: "sabd-message-catalogs",
    enforce: "pre",
    load(id) {
      const file = id.split("?")[0]!;
      if (!CATALOG_FILE.test(file)) return null;
      this.addWatchFile(file);
      return JSON.stringify(compileCatalog(JSON.parse(readFileSync(file, "utf8")) as Record<string, string>, file));
    },
  };
}

/** A catalog file's name (its keys' first segment: `listing` for "listing.about") and language, or undefined for any other file. */
export function catalogOfFile(id: string): { name: string; locale: Locale } | undefined {
  const file = id.split("?")[0]!;
  const locale = CATALOG_FILE.exec(file)?.[1] as Locale | undefined;
  if (!locale) return undefined;
  const firstKey = Object.keys(JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>)[0];
  return firstKey ? { name: firstKey.split(".")[0]!, locale } : undefined;
}

/**
 * Rollup's manualChunks for the catalogs: those that only the listing pages load before their first
 * render (shared/routes.ts: their catalogs less any other page's) go in one chunk per language,
 * `listing-texts-en` and `listing-texts-es`, instead of one chunk each. A listing page's first load
 * made ~25 requests, and on HTTP/1.1 each beyond a few waits for a connection (Lighthouse's slow 4G
 * counts it). A catalog is JSON with no imports, so the chunk pulls in no other module. Other
 * screens that ask for one of them (the owners' area, the review guidelines) load the few kB more.
 */
export function catalogChunks(listingOnly: readonly string[]): (id: string) => string | undefined {
  return (id) => {
    const catalog = catalogOfFile(id);
    return catalog && listingOnly.includes(catalog.name) ? `listing-texts-${catalog.locale}` : undefined;
  };
}

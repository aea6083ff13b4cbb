import { readFileSync } from "node:fs";
import type { Plugin } from "vite";
import { compileCatalog } from "../shared/i18n/compile-catalog";

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

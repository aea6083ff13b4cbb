import type { Locale } from "./locale";
import { catalogsOf, EVERY_PAGE_CATALOGS, matchRoute, type FirstRenderCatalog } from "../routes";

/**
 * The message catalogs the client loads before its first render (client/src/main.tsx), from the
 * route manifest (`catalogs` in shared/routes.ts), which the server reads too: it names
 * their chunks, in the page's language, in <link rel="modulepreload"> so they download beside the
 * entry script instead of after it; and `npm run budgets` counts them in the home page's first-load
 * JavaScript. Every page shows the layout's texts. `path` is the address without its language prefix.
 */
export function firstRenderCatalogs(path: string, locale: Locale = "en"): readonly FirstRenderCatalog[] {
  const found = matchRoute(path, locale);
  return [...EVERY_PAGE_CATALOGS, ...(found ? catalogsOf(found.route) : [])];
}

/**
 * The preload manifest's one name for a catalog's chunk in one language: scripts/vite-preload-plugin.ts
 * keys each catalog file by it (a catalog's keys start with its name), and the server and
 * `npm run budgets` look catalogs up by it, so none of them needs a catalog's folder.
 */
export const catalogModule = (name: string, locale: Locale) => `catalog:${locale}:${name}`;

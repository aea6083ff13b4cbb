import type { Locale } from "./locale";

/**
 * The message catalogs the client loads before its first render (client/src/main.tsx), in one place
 * that the server reads too: it names their chunks, in the page's language, in
 * <link rel="modulepreload"> so they download beside the entry script instead of after it; and
 * `npm run budgets` counts them in the home page's first-load JavaScript. Every page shows the
 * layout's texts; the home page and /businesses the directory's (the home page's lazily loaded
 * sections load directoryMore themselves), a listing's page the listing's.
 * `path` is the address without its language prefix.
 */
export function firstRenderCatalogs(path: string): readonly ("layout" | "directory" | "directoryMore" | "listing")[] {
  if (path === "/") return ["layout", "directory"];
  // /businesses shows at once what the home page loads later (directoryMore: its business list).
  if (/^\/businesses\/?$/i.test(path)) return ["layout", "directory", "directoryMore"];
  if (/^\/(professional|business)\/[^/]+\/?$/i.test(path)) return ["layout", "listing"];
  return ["layout"];
}

/**
 * The preload manifest's name for a catalog's chunk in one language (scripts/vite-preload-plugin.ts
 * adds it beside the catalog file's own id; a catalog's keys start with its name).
 */
export const catalogModule = (name: string, locale: Locale) => `catalog:${locale}:${name}`;

import type { Locale } from "./locale";

/**
 * The message catalogs the client loads before its first render (client/src/main.tsx), in one place
 * that the server reads too: it names their chunks, in the page's language, in
 * <link rel="modulepreload"> so they download beside the entry script instead of after it.
 */
export const FIRST_RENDER_CATALOGS = ["layout"] as const;

/**
 * The preload manifest's name for a catalog's chunk in one language (scripts/vite-preload-plugin.ts
 * adds it beside the catalog file's own id; a catalog's keys start with its name).
 */
export const catalogModule = (name: string, locale: Locale) => `catalog:${locale}:${name}`;

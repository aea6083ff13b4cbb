import type { LeadImage } from "@shared/listing-picture";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
// Relative, not @shared: vite.config.ts imports this file (through its preload plugin) before any alias exists.
import { escapeMarkup } from "../../../shared/markup-escape";

/**
 * Where the build writes the map (scripts/vite-preload-plugin.ts), inside its output folder,
 * beside Vite's own manifest. Declared here, where the server reads it: the plugin imports it.
 */
export const PRELOAD_MANIFEST = ".vite/preload-manifest.json";

/** Module id → the built files an import() of it fetches, entry's own files left out. */
export type PreloadManifest = Record<string, string[]>;

/** The build's map of lazily imported modules to their chunks; empty without a build (development, tests). */
export function loadPreloadManifest(clientDist: string): PreloadManifest {
  const file = join(clientDist, PRELOAD_MANIFEST);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as PreloadManifest) : {};
}

/**
 * <link rel="modulepreload"> for the chunks of these modules, each file once, in order. The
 * browser fetches them beside the entry script, so the screen's code is there when the router
 * asks for it instead of one round trip later. `crossorigin` as on Vite's own script tag, so
 * the preloaded response is the one the module loader uses. A module the build does not
 * list (home is in the entry; an unknown article) adds nothing.
 */
export function renderPreloads(manifest: PreloadManifest, modules: readonly string[]): string {
  const files = new Set(modules.flatMap((module) => (Object.hasOwn(manifest, module) ? manifest[module]! : [])));
  return [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`).join("\n    ");
}

/**
 * <link rel="preload" as="image"> for the first screen's largest picture: its AVIF candidates with
 * the <picture>'s own sizes, so the browser picks the file the <img> will ask for (and uses it).
 */
export function renderImagePreload({ srcset, sizes }: LeadImage): string {
  return `<link rel="preload" as="image" type="image/avif" imagesrcset="${escapeMarkup(srcset)}" imagesizes="${escapeMarkup(sizes)}" fetchpriority="high" />`;
}

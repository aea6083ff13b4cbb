import { relative } from "node:path";
import type { Plugin, Rollup } from "vite";
import { catalogModule } from "../shared/i18n/first-render";
import { PRELOAD_MANIFEST, type PreloadManifest } from "../server/features/seo/preload";
import { catalogOfFile } from "./vite-catalog-plugin";

/**
 * A message catalog's key in the preload manifest (`catalog:es:layout`: catalogModule in
 * shared/i18n/first-render.ts), so the server names the chunks of the catalogs a page needs by the
 * names shared/routes.ts gives them, without knowing their folders: a catalog's keys start with its name.
 */
function catalogKey(id: string): string | undefined {
  const catalog = catalogOfFile(id);
  return catalog && catalogModule(catalog.name, catalog.locale);
}

/** `src/app/routes/article.tsx` for a file under the root; `virtual:x` for a virtual module (`\0virtual:x`). */
export function moduleKey(id: string, root: string): string {
  return id.startsWith("\0") ? id.slice(1) : relative(root, id).split("\\").join("/");
}

/**
 * Writes .vite/preload-manifest.json: for every module the app imports lazily (each route screen,
 * each article body), the chunk holding it and that chunk's static imports, transitively, less the
 * entry's own graph — what `import()` of it downloads. The server names these in a page's
 * <link rel="modulepreload"> tags, so they download beside the entry script instead of after it.
 * A message catalog is listed under its name and language only (catalogKey), the one spelling the
 * server and `npm run budgets` look it up by.
 * Vite's manifest.json cannot tell this: a chunk that also exports code to another chunk (the
 * business screen shares LocationCard with the map) is listed there without its module.
 */
export function preloadManifest(): Plugin {
  let root = "";
  return {
    name: "preload-manifest",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle)
          .filter((file): file is Rollup.OutputChunk => file.type === "chunk")
          .map((chunk) => [chunk.fileName, chunk]),
      );
      const closure = (fileName: string, seen = new Set<string>()): Set<string> => {
        if (seen.has(fileName)) return seen;
        seen.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) closure(imported, seen);
        return seen;
      };
      const entryGraph = new Set<string>();
      for (const chunk of chunks.values()) if (chunk.isEntry) closure(chunk.fileName, entryGraph);

      const manifest: PreloadManifest = {};
      for (const chunk of chunks.values()) {
        for (const id of chunk.moduleIds) {
          if (!this.getModuleInfo(id)?.dynamicImporters.length) continue;
          const files = [...closure(chunk.fileName)].filter((file) => !entryGraph.has(file));
          manifest[catalogKey(id) ?? moduleKey(id, root)] = files;
        }
      }
      this.emitFile({ type: "asset", fileName: PRELOAD_MANIFEST, source: `${JSON.stringify(manifest, null, 2)}\n` });
    },
  };
}

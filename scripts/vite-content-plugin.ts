import { relative, resolve } from "node:path";
import type { Plugin } from "vite";
import { issueCovers } from "../server/content/cover-art";
import { CONTENT_DIR, loadContent, type LoadedContent } from "../server/content/load-content";
import { ARTICLE_PREFIX, ARTICLES_ID, HEADLINES_ID, INDEX_ID, moduleSource, SEARCH_ID } from "../server/content/modules";

const OWN_IDS = new Set([INDEX_ID, ARTICLES_ID, HEADLINES_ID, SEARCH_ID]);
const isOwn = (id: string) => OWN_IDS.has(id) || id.startsWith(ARTICLE_PREFIX);

/** Thrown for invalid content so the build stops naming every file and field at fault. */
export class ContentError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Magazine content is invalid:\n  ${problems.join("\n  ")}`);
    this.name = "ContentError";
  }
}

/**
 * Compiles content/ (issues as YAML, articles as Markdown with front matter) at
 * build time into virtual modules: a small index, one chunk per article body and
 * the latest headlines, and each issue's typographic cover as an SVG file under assets/covers/
 * (named by a hash of its content, so it is cached for a year). Invalid content fails the build.
 */
export function magazineContent(dir: string = CONTENT_DIR): Plugin {
  let cache: LoadedContent | null = null;
  const content = () => {
    cache ??= loadContent(dir);
    if (cache.problems.length) {
      const problems = cache.problems;
      cache = null;
      throw new ContentError(problems);
    }
    return cache;
  };

  return {
    name: "magazine-content",
    buildStart() {
      this.addWatchFile(dir);
      content();
    },
    resolveId(id) {
      return isOwn(id) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith("\0") || !isOwn(id.slice(1))) return null;
      const source = moduleSource(id.slice(1), content());
      if (source === null) throw new Error(`${id.slice(1)}: no such magazine module`);
      return source;
    },
    generateBundle() {
      for (const cover of issueCovers(content())) this.emitFile({ type: "asset", fileName: cover.image.src.slice(1), source: cover.svg });
    },
    configureServer(server) {
      // Development serves the covers from memory at the addresses the build writes them to.
      server.middlewares.use((req, res, next) => {
        if (!req.url?.startsWith("/assets/covers/")) return next();
        const cover = issueCovers(content()).find((c) => c.image.src === req.url!.split("?")[0]);
        if (!cover) return next();
        res.setHeader("Content-Type", "image/svg+xml");
        res.end(cover.svg);
      });
      server.watcher.add(dir);
      server.watcher.on("all", (_event, file) => {
        if (relative(dir, resolve(file)).startsWith("..")) return;
        cache = null;
        for (const module of server.moduleGraph.idToModuleMap.values()) {
          if (module.id?.startsWith("\0virtual:magazine-")) server.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: "full-reload" });
      });
    },
  };
}

import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import compression from "compression";
import express, { type Express } from "express";
import { loadPreloadManifest } from "./features/seo/preload";
import { repoRoot } from "./lib/repo-root";
import { createSeo, type SeoOptions } from "./features/seo/routes";
import { precompressedAssets } from "./middleware/precompressed-assets";

/** The client build; CLIENT_DIST lets a test run build and serve its own copy. */
export const clientDist = process.env.CLIENT_DIST || join(repoRoot, "dist/client");

/**
 * Production serves a build and never makes one: Vite is a build tool (a devDependency), and
 * `npm start` runs `npm run build` first when dist/ is missing (package.json's prestart).
 */
export function hasClientBuild(dist: string = clientDist): boolean {
  return existsSync(`${dist}/index.html`);
}

export interface StaticClientOptions extends SeoOptions {
  /** The shell's HTML; tests pass a small template instead of building the client. */
  shell?: string;
  /** The client build to serve (default clientDist); tests pass a folder of their own. */
  dist?: string;
}

/**
 * Production: hashed assets cached for a year; every page address answered with the shell
 * carrying that page's head and first data (no-cache, so a deploy is seen at once).
 */
export function mountStaticClient(app: Express, { shell, dist = clientDist, ...options }: StaticClientOptions): void {
  const template = shell ?? readFileSync(`${dist}/index.html`, "utf8");
  const seo = createSeo({ preload: loadPreloadManifest(dist), ...options });
  const page = seo.page(() => template);
  // The sitemaps send their own encodings (made once per cached sitemap); the rest of the site is compressed on the fly.
  app.use(seo.files);
  app.use(compression());
  const assets = `${dist}/assets`;
  app.use(
    "/assets",
    precompressedAssets(assets, { cacheControl: "public, max-age=31536000, immutable" }),
    express.static(assets, { immutable: true, maxAge: "1y", index: false }),
    (_req, res) => {
      res.status(404).type("text").send("Not found");
    },
  );
  // The raw template is no page of its own: it answers like any unknown address.
  app.get("/index.html", page);
  app.use(express.static(dist, { index: false, maxAge: "1h" }));
  app.get("/{*path}", page);
}

/** Development: Vite in middleware mode inside this one Express process (loaded only here, never in production). */
export async function mountViteClient(app: Express, options: SeoOptions): Promise<() => Promise<void>> {
  const { createServer } = await import("vite");
  const vite = await createServer({ configFile: `${repoRoot}/vite.config.ts`, server: { middlewareMode: true }, appType: "custom" });
  const seo = createSeo(options);
  app.use(seo.files);
  app.use(compression());
  app.use(vite.middlewares);
  app.get(
    "/{*path}",
    seo.page((url) => vite.transformIndexHtml(url, readFileSync(`${repoRoot}/client/index.html`, "utf8"))),
  );
  return () => vite.close();
}

import type { Request, RequestHandler, Router } from "express";
import type { SeedEntry } from "@shared/initial-data";
import { localizePath, splitLocalePath } from "@shared/i18n/locale";
import type { Db } from "../../db/client";
import { describeError, isDatabaseUnavailable } from "../../middleware/database-errors";
import { fallbackLogger } from "../../lib/logger";
import { createValueCache, type ValueCache } from "../directory/cache";
import { createDirectoryReads } from "../directory/directory-reads";
import { createProfessionalSearch, pageSearchTicket, type ProfessionalSearch } from "../directory/professional-search";
import { loadMagazineIndex } from "./magazine-index";
import { originResolver, type OriginPolicy } from "../../lib/origin";
import type { PageAnswer } from "./page-answer";
import { renderImagePreload, renderPreloads, type PreloadManifest } from "./preload";
import { renderListingClock } from "./listing-clock";
import { fillShell, renderParts, withLang, type ShellParts } from "./render-shell";
import { pageModules, resolvePage } from "./resolve-page";
import { seoFilesRouter } from "./sitemap";
import { headContext } from "@shared/i18n/heads-messages";
import { catalogModule, firstRenderCatalogs } from "@shared/i18n/first-render";

/** publicOrigin (PUBLIC_ORIGIN, e.g. https://www.example.com), else each request's own host as the allow-list permits. */
export interface SeoOptions extends OriginPolicy {
  db: Db;
  /** URLs per sitemap file; tests make it small to reach the sitemap index. */
  sitemapMaxUrls?: number;
  /** The magazine content folder (default content/). */
  contentDir?: string;
  /**
   * The directory cache, the API's own (server/index.ts passes one to both, counter re-read at most
   * once a second), so a page's first data and the API's answers are one value per key; by default
   * one of its own that re-reads the counter on every request.
   */
  cache?: ValueCache;
  /** The API's search budget and gate (server/index.ts shares one); by default a budget of its own. */
  search?: ProfessionalSearch;
  /** The build's chunks per lazily loaded module (preload.ts); none in development. */
  preload?: PreloadManifest;
  /** The clock of a listing page's "Open now" line (default the real one; tests fix it). */
  now?: () => Date;
  /** Listing statistics (issue 17): sees each page's first data (features/listing-stats/appearances.ts). */
  onPage?: (req: Request, queries: readonly SeedEntry[]) => void;
}

/** The SPA shell as this mode has it: the built index.html, or the dev template through Vite. */
export type ShellTemplate = (url: string) => string | Promise<string>;

export interface Seo {
  /** /robots.txt, /sitemap.xml and the child sitemaps. */
  files: Router;
  /** Answers a page address with the shell carrying its head and first data, a 301 or a 404. */
  page: (template: ShellTemplate) => RequestHandler;
}

/** Loads the magazine content once and builds the crawler-facing routes of the site. */
export function createSeo({
  db,
  publicOrigin,
  allowedHosts,
  fallbackHost,
  sitemapMaxUrls,
  contentDir,
  cache = createValueCache(db),
  search: professionalSearch = createProfessionalSearch(db),
  preload = {},
  now = () => new Date(),
  onPage,
}: SeoOptions): Seo {
  const magazine = loadMagazineIndex(contentDir);
  // Cached page answers are the same objects from hit to hit: their head and data are rendered once.
  const rendered = new WeakMap<PageAnswer, ShellParts>();
  const origin = originResolver({ publicOrigin, allowedHosts, fallbackHost });
  const reads = createDirectoryReads(db, cache, professionalSearch);

  const page =
    (template: ShellTemplate): RequestHandler =>
    async (req, res) => {
      const query = req.originalUrl.indexOf("?");
      const search = query === -1 ? "" : req.originalUrl.slice(query);
      const base = origin(req);
      // The language is the address's (issue 29): /es/... is the same screen as its English address.
      const { locale, path } = splitLocalePath(req.path);
      res.set("Cache-Control", "no-cache");
      let answer: PageAnswer;
      try {
        const ticket = pageSearchTicket(professionalSearch, req, res);
        answer = await resolvePage({ db, now, reads, ticket, cache, magazine, origin: base, head: headContext(base, locale) }, path, search);
      } catch (err) {
        // The shell still loads; its screens ask the API and show their own error states.
        const unavailable = isDatabaseUnavailable(err);
        // The path only: a query string can carry a client secret (/payment-success).
        const details = { method: req.method, path: req.path, err: describeError(err) };
        (req.log ?? fallbackLogger()).error(details, "page data failed");
        if (unavailable) res.set("Retry-After", "5");
        res
          .status(unavailable ? 503 : 500)
          .type("html")
          .send(withLang(await template(req.originalUrl), locale));
        return;
      }
      if (answer.status === 301) {
        res.redirect(301, localizePath(answer.location, locale));
        return;
      }
      onPage?.(req, answer.queries);
      let parts = rendered.get(answer);
      if (!parts) rendered.set(answer, (parts = renderParts(answer.seo, headContext(base, locale), { queries: answer.queries })));
      // A listing's status line depends on the time: rendered per request, beside the cached parts.
      const clock = renderListingClock(answer, now());
      const body = clock ? { ...parts, body: [parts.body, clock].filter(Boolean).join("\n  ") } : parts;
      const html = fillShell(
        await template(req.originalUrl),
        body,
        [
          renderPreloads(preload, [...firstRenderCatalogs(path, locale).map((name) => catalogModule(name, locale)), ...pageModules(path, locale)]),
          answer.leadImage && renderImagePreload(answer.leadImage),
        ]
          .filter(Boolean)
          .join("\n    "),
        locale,
      );
      res.status(answer.status).type("html").send(html);
    };

  return { files: seoFilesRouter({ db, magazine, origin, maxUrls: sitemapMaxUrls }), page };
}

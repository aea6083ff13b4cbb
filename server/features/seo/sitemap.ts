import { and, asc, gte, isNull, lte, sql } from "drizzle-orm";
import compression from "compression";
import { Router, type NextFunction, type Request, type Response } from "express";
import { alternates } from "@shared/head-tags";
import { isLocale, localizePath, LOCALES } from "@shared/i18n/locale";
import { articlePath } from "@shared/magazine-catalog";
import { pageRoutes, PRIVATE_PATH_PREFIXES } from "@shared/routes";
import type { Db } from "../../db/client";
import { businesses, professionals } from "../../db/schema";
import { sendBytes } from "../../lib/send-json";
import { createValueCache, type Loaded, type ValueCache } from "../directory/cache";
import type { MagazineIndex } from "./magazine-index";
import { escapeMarkup } from "@shared/markup-escape";

/** The sitemap protocol's limit of URLs per file; above it /sitemap.xml becomes an index. */
export const SITEMAP_MAX_URLS = 50_000;

/**
 * The fixed pages worth indexing, as shared/routes.ts marks them (checkout and the payment
 * outcome are transactional); records and magazine pages are listed from their data.
 */
const STATIC_PATHS = pageRoutes.flatMap((route) => ("sitemap" in route && typeof route.path === "string" ? [route.path] : []));

/** The staff and owners' areas, one Disallow line each, in every language (/es/account is the owners' area in Spanish). */
const DISALLOWED = LOCALES.flatMap((locale) => PRIVATE_PATH_PREFIXES.map((prefix) => `Disallow: ${localizePath(prefix, locale)}\n`)).join("");

type Table = typeof professionals | typeof businesses;
const tables = { professionals: { table: professionals, path: "/professional/" }, businesses: { table: businesses, path: "/business/" } } as const;
type TableName = keyof typeof tables;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/**
 * A page in every language (issue 29): one <url> per language, each naming all of them and
 * x-default as xhtml:link alternates, the same set as the pages' own heads (shared/head-tags.ts).
 */
function pageUrls(base: string, path: string): string {
  const all = alternates(path, base);
  const links = all.map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeMarkup(href)}"/>`).join("");
  return all
    .filter(({ hreflang }) => isLocale(hreflang))
    .map(({ href }) => `<url><loc>${escapeMarkup(href)}</loc>${links}</url>`)
    .join("\n");
}
const urlset = (base: string, paths: string[]) =>
  `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${paths.map((p) => pageUrls(base, p)).join("\n")}\n</urlset>\n`;

/** Pages per sitemap file: each is listed once per language, and a file holds at most `maxUrls` <url> entries. */
export const pagesPerFile = (maxUrls: number) => Math.max(1, Math.floor(maxUrls / LOCALES.length));
const sitemapIndex = (urls: string[]) =>
  `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.map((u) => `<sitemap><loc>${escapeMarkup(u)}</loc></sitemap>`).join("\n")}\n</sitemapindex>\n`;

function magazinePaths(magazine: MagazineIndex): string[] {
  return [...magazine.issues.map((i) => i.path), ...Object.keys(magazine.articles).map(articlePath)];
}

/** Withdrawn listings answer 410 and leave the sitemap until they are published again. */
const published = (table: Table) => isNull(table.unpublishedAt);

const countRows = async (db: Db, table: Table) =>
  Number(
    (
      await db
        .select({ n: sql<number>`count(*)` })
        .from(table)
        .where(published(table))
    )[0]?.n ?? 0,
  );

/** Ids in [from, to] in id order: one primary-key range scan, stable whatever is inserted elsewhere. */
async function idsBetween(db: Db, table: Table, from: number, to: number): Promise<number[]> {
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(gte(table.id, from), lte(table.id, to), published(table)))
    .orderBy(asc(table.id));
  return rows.map((r) => r.id);
}

/**
 * Child sitemaps cut each table into id ranges of `max` ids, so each holds at most `max` URLs
 * and is read with a range scan; only ranges that hold rows are listed.
 */
async function nonEmptyChunks(db: Db, table: Table, max: number): Promise<number[]> {
  const rows = await db
    .select({ chunk: sql<number>`(${table.id} - 1) / ${max}` })
    .from(table)
    .where(published(table))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return rows.map((r) => Number(r.chunk));
}

export interface SitemapOptions {
  db: Db;
  magazine: MagazineIndex;
  origin: (req: Request) => string;
  /** URLs per sitemap file (tests make it small). */
  maxUrls?: number;
  /** Where built sitemaps are kept until the directory changes (by default a cache of their own). */
  cache?: ValueCache;
}

/**
 * A child sitemap of 50,000 URLs is ~3.1 MB and took ~0.26 s to build, for every crawler's
 * request: it is built once per directory version (the value cache's counter) and kept as
 * bytes, apart from the API's values so that it never pushes them out.
 */
const sitemapCache = (db: Db) => createValueCache(db, { maxEntries: 500, maxBytes: 256 * 1024 * 1024 });

/** XML that compresses itself (once per cached Buffer: lib/send-json.ts), so this router is mounted without the compression middleware. */
const sendXml = (req: Request, res: Response, xml: Buffer) => sendBytes(req, res, xml, "application/xml", { headers: { "Cache-Control": "no-cache" } });

/** /robots.txt, /sitemap.xml (a sitemap index above maxUrls) and its child sitemaps. */
export function seoFilesRouter({ db, magazine, origin, maxUrls = SITEMAP_MAX_URLS, cache = sitemapCache(db) }: SitemapOptions): Router {
  const router = Router();
  const perFile = pagesPerFile(maxUrls);
  const xml = (body: string): Loaded<Buffer> => ({ value: Buffer.from(body) });
  /** The sitemap at `key` (its origin included) from the cache, or built by `build`; none: the next route (404). */
  const serve = async (req: Request, res: Response, next: NextFunction, key: string, build: () => Promise<Loaded<Buffer> | undefined>) => {
    const sitemap = await cache.get(`${origin(req)} ${key}`, build);
    if (!sitemap) return next();
    sendXml(req, res, sitemap);
  };

  // Compressed on the fly like the pages (too small to be in practice, but it varies on Accept-Encoding as they do).
  router.get("/robots.txt", compression(), (req, res) => {
    res
      .set("Cache-Control", "no-cache")
      .type("text/plain")
      .send(`User-agent: *\nAllow: /\nDisallow: /api/\n${DISALLOWED}\nSitemap: ${origin(req)}/sitemap.xml\n`);
  });

  router.get("/sitemap.xml", (req, res, next) =>
    serve(req, res, next, "/sitemap.xml", async () => {
      const base = origin(req);
      const pages = [...STATIC_PATHS, ...magazinePaths(magazine)];
      const [pros, biz] = await Promise.all([countRows(db, professionals), countRows(db, businesses)]);
      if (pages.length + pros + biz <= perFile) {
        const [proIds, bizIds] = await Promise.all([idsBetween(db, professionals, 1, 2_147_483_647), idsBetween(db, businesses, 1, 2_147_483_647)]);
        const paths = [...pages, ...proIds.map((id) => `/professional/${id}`), ...bizIds.map((id) => `/business/${id}`)];
        return xml(urlset(base, paths));
      }
      const children = Array.from({ length: Math.ceil(pages.length / perFile) }, (_, i) => `/sitemaps/pages-${i}.xml`);
      for (const name of Object.keys(tables) as TableName[]) {
        for (const chunk of await nonEmptyChunks(db, tables[name].table, perFile)) children.push(`/sitemaps/${name}-${chunk}.xml`);
      }
      return xml(sitemapIndex(children.map((p) => base + p)));
    }),
  );

  router.get("/sitemaps/:file", async (req, res, next) => {
    const match = /^(pages|professionals|businesses)-(\d{1,6})\.xml$/.exec(req.params.file);
    if (!match) return next();
    const [, name, chunkText] = match;
    const chunk = Number(chunkText);
    const base = origin(req);
    if (name === "pages") {
      const pages = [...STATIC_PATHS, ...magazinePaths(magazine)].slice(chunk * perFile, (chunk + 1) * perFile);
      return pages.length ? sendXml(req, res, xml(urlset(base, pages)).value) : next();
    }
    const { table, path } = tables[name as TableName];
    const from = chunk * perFile + 1;
    if (from > 2_147_483_647) return next();
    await serve(req, res, next, `/sitemaps/${name}-${chunk}.xml`, async () => {
      const ids = await idsBetween(db, table, from, from + perFile - 1);
      return ids.length
        ? xml(
            urlset(
              base,
              ids.map((id) => `${path}${id}`),
            ),
          )
        : undefined;
    });
  });

  return router;
}

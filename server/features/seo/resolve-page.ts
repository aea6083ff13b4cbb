import {
  advertiseSeo,
  archiveSeo,
  articleSeo,
  checkoutSeo,
  contactProfessional,
  contactSeo,
  issueSeo,
  menOnTheMoveSeo,
  notFoundSeo,
  paymentSuccessSeo,
  type PageSeo,
} from "@shared/seo";
import { parseFilters } from "../../../client/src/features/directory/lib/filters";
import { deriveArticleMeta, newsArticleLd } from "../../../client/src/features/magazine/lib/article-meta";
import { ARTICLE_PREFIX } from "../../../scripts/content/modules";
import type { Db } from "../../db/client";
import type { ValueCache } from "../directory/cache";
import { businessesPage, businessPage, homePage, professionalPage, type PageSearch } from "./directory-pages";
import { findIssue, lookupArticle, lookupDerivedArticle, type MagazineIndex } from "./magazine-index";
import type { PageAnswer } from "./page-answer";
import { cachedPage } from "./page-cache";

export interface PageContext {
  db: Db;
  cache: ValueCache;
  magazine: MagazineIndex;
  origin: string;
  /** This request's search, charged and gated like the API's. */
  searchPage: PageSearch;
}

type Params = Record<string, string | undefined>;
type Resolver = (ctx: PageContext, params: Params, search: string) => PageAnswer | Promise<PageAnswer>;

const page = (seo: PageSeo, status: 200 | 404 = 200): PageAnswer => ({ status, seo, queries: [] });
const notFound = () => page(notFoundSeo(), 404);

/** Directory pages come from the cache like the API's reads; a search, like the API's, always queries. */
const cached = (ctx: PageContext, key: string, load: () => Promise<PageAnswer>) => cachedPage(ctx.cache, `${ctx.origin} ${key}`, load);

function home(ctx: PageContext, search: string) {
  const filters = parseFilters(search);
  const load = () => homePage(ctx.db, ctx.searchPage, ctx.origin, search);
  return filters.search.trim() ? load() : cached(ctx, `/?category=${filters.categories.join(",")}`, load);
}

/**
 * wouter's patterns (client/src/app/router.tsx), as regexparam compiles them: case-insensitive,
 * an optional trailing slash, a parameter is one path segment. The first match wins, as in <Switch>.
 */
const route = (path: string) => new RegExp(`^${path.replace(/:(\w+)/g, "(?<$1>[^/]+?)")}/?$`, "i");

/**
 * One row per <Route> of the client's router: its pattern, the screen module it renders lazily
 * (client/src/app/routes/<screen>.tsx, null for home: it is in the entry script), any further
 * module the screen imports at once, and the server's answer.
 */
interface PageRoute {
  pattern: RegExp;
  screen: string | null;
  modules?: (params: Params) => string[];
  resolve: Resolver;
}
const routes: PageRoute[] = [
  { pattern: route(""), screen: null, resolve: (ctx, _p, search) => home(ctx, search) },
  { pattern: route("/professional/:id"), screen: "professional", resolve: (ctx, p) => cached(ctx, `/professional/${p.id}`, () => professionalPage(ctx.db, ctx.origin, p.id)) },
  { pattern: route("/business/:id"), screen: "business", resolve: (ctx, p) => cached(ctx, `/business/${p.id}`, () => businessPage(ctx.db, ctx.origin, p.id)) },
  { pattern: route("/businesses"), screen: "businesses", resolve: (ctx) => cached(ctx, "/businesses", () => businessesPage(ctx.db, ctx.origin)) },
  { pattern: route("/advertise"), screen: "advertise", resolve: () => page(advertiseSeo()) },
  { pattern: route("/men-on-the-move"), screen: "men-on-the-move", resolve: () => page(menOnTheMoveSeo()) },
  { pattern: route("/contact"), screen: "contact", resolve: (_ctx, _p, search) => page(contactSeo(contactProfessional(new URLSearchParams(search)))) },
  { pattern: route("/archive"), screen: "archive", resolve: () => page(archiveSeo()) },
  { pattern: /^\/(?<year>\d{4})\/(?<month>\d{2})\/?$/, screen: "issue", resolve: (ctx, p) => issuePage(ctx, p) },
  // The article screen loads its body (a chunk of its own) as soon as it renders.
  { pattern: route("/articles/:slug"), screen: "article", modules: (p) => [`${ARTICLE_PREFIX}${p.slug ?? ""}`], resolve: (ctx, p) => articlePage(ctx, p.slug ?? "") },
  { pattern: route("/article/:slug"), screen: "article-redirect", resolve: (ctx, p) => derivedArticlePage(ctx, p.slug ?? "") },
  { pattern: route("/checkout"), screen: "checkout", resolve: () => page(checkoutSeo()) },
  { pattern: route("/payment-success"), screen: "payment-success", resolve: () => page(paymentSuccessSeo()) },
];
const NOT_FOUND_SCREEN = "not-found";

function issuePage({ magazine }: PageContext, { year = "", month = "" }: Params): PageAnswer {
  const issue = findIssue(magazine, year, month);
  return page(issueSeo(issue), issue ? 200 : 404);
}

function articlePage({ magazine, origin }: PageContext, slug: string): PageAnswer {
  const found = lookupArticle(magazine, slug);
  if (found.kind === "redirect") return { status: 301, location: found.to };
  if (found.kind === "missing") return notFound();
  const { article } = found;
  // The article screen's own call: deriveArticleMeta with the excerpt and the featured image's source.
  const meta = deriveArticleMeta({ ...article, description: article.excerpt, imageSrc: magazine.featuredImage.get(article.slug) }, origin);
  return page(articleSeo(meta, newsArticleLd(meta)));
}

function derivedArticlePage({ magazine }: PageContext, slug: string): PageAnswer {
  const found = lookupDerivedArticle(magazine, slug);
  return found.kind === "redirect" ? { status: 301, location: found.to } : notFound();
}

/** wouter decodes the path and the query with decodeURI, keeping the raw text when that fails. */
function unescape(text: string): string {
  try {
    return text.includes("%") ? decodeURI(text) : text;
  } catch {
    return text;
  }
}

function matchRoute(rawPath: string): { route: PageRoute; params: Params } | null {
  const path = unescape(rawPath);
  for (const route of routes) {
    const match = route.pattern.exec(path);
    if (match) return { route, params: match.groups ?? {} };
  }
  return null;
}

/** The answer for a page address: its own head and first data, a redirect, or the not-found screen. */
export function resolvePage(ctx: PageContext, rawPath: string, rawSearch: string): PageAnswer | Promise<PageAnswer> {
  const found = matchRoute(rawPath);
  return found ? found.route.resolve(ctx, found.params, unescape(rawSearch.replace(/^\?/, ""))) : notFound();
}

/** The client modules (build ids: see scripts/vite-preload-plugin.ts) the page at this address imports as it starts. */
export function pageModules(rawPath: string): string[] {
  const found = matchRoute(rawPath);
  const screen = found ? found.route.screen : NOT_FOUND_SCREEN;
  return [...(screen ? [screenModule(screen)] : []), ...(found?.route.modules?.(found.params) ?? [])];
}

/** The source file of a lazily loaded screen, as client/src/app/router.tsx imports it. */
export const screenModule = (screen: string) => `src/app/routes/${screen}.tsx`;

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
import type { Db } from "../../db/client";
import type { DirectoryCache } from "../directory/cache";
import { businessesPage, businessPage, homePage, professionalPage } from "./directory-pages";
import { findIssue, lookupArticle, lookupDerivedArticle, type MagazineIndex } from "./magazine-index";
import type { PageAnswer } from "./page-answer";
import { cachedPage } from "./page-cache";

export interface PageContext {
  db: Db;
  cache: DirectoryCache;
  magazine: MagazineIndex;
  origin: string;
}

type Params = Record<string, string | undefined>;
type Resolver = (ctx: PageContext, params: Params, search: string) => PageAnswer | Promise<PageAnswer>;

const page = (seo: PageSeo, status: 200 | 404 = 200): PageAnswer => ({ status, seo, queries: [] });
const notFound = () => page(notFoundSeo(), 404);

/**
 * wouter's patterns (client/src/app/router.tsx), as regexparam compiles them: case-insensitive,
 * an optional trailing slash, a parameter is one path segment. The first match wins, as in <Switch>.
 */
/** Directory pages come from the cache like the API's reads; a search, like the API's, always queries. */
const cached = (ctx: PageContext, key: string, load: () => Promise<PageAnswer>) => cachedPage(ctx.cache, `${ctx.origin} ${key}`, load);

function home(ctx: PageContext, search: string) {
  const filters = parseFilters(search);
  const load = () => homePage(ctx.db, ctx.origin, search);
  return filters.search.trim() ? load() : cached(ctx, `/?category=${filters.categories.join(",")}`, load);
}

const route = (path: string) => new RegExp(`^${path.replace(/:(\w+)/g, "(?<$1>[^/]+?)")}/?$`, "i");
const routes: [RegExp, Resolver][] = [
  [route(""), (ctx, _p, search) => home(ctx, search)],
  [route("/professional/:id"), (ctx, p) => cached(ctx, `/professional/${p.id}`, () => professionalPage(ctx.db, ctx.origin, p.id))],
  [route("/business/:id"), (ctx, p) => cached(ctx, `/business/${p.id}`, () => businessPage(ctx.db, ctx.origin, p.id))],
  [route("/businesses"), (ctx) => cached(ctx, "/businesses", () => businessesPage(ctx.db, ctx.origin))],
  [route("/advertise"), () => page(advertiseSeo())],
  [route("/men-on-the-move"), () => page(menOnTheMoveSeo())],
  [route("/contact"), (_ctx, _p, search) => page(contactSeo(contactProfessional(new URLSearchParams(search))))],
  [route("/archive"), () => page(archiveSeo())],
  [/^\/(?<year>\d{4})\/(?<month>\d{2})\/?$/, (ctx, p) => issuePage(ctx, p)],
  [route("/articles/:slug"), (ctx, p) => articlePage(ctx, p.slug ?? "")],
  [route("/article/:slug"), (ctx, p) => derivedArticlePage(ctx, p.slug ?? "")],
  [route("/checkout"), () => page(checkoutSeo())],
  [route("/payment-success"), () => page(paymentSuccessSeo())],
];

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

/** The answer for a page address: its own head and first data, a redirect, or the not-found screen. */
export function resolvePage(ctx: PageContext, rawPath: string, rawSearch: string): PageAnswer | Promise<PageAnswer> {
  const path = unescape(rawPath);
  const search = unescape(rawSearch.replace(/^\?/, ""));
  for (const [pattern, resolve] of routes) {
    const match = pattern.exec(path);
    if (match) return resolve(ctx, match.groups ?? {}, search);
  }
  return notFound();
}

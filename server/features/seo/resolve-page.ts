import {
  accountSeo,
  adminSeo,
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
  reviewGuidelinesSeo,
  type PageSeo,
} from "@shared/seo";
import { deriveArticleMeta, newsArticleLd } from "@shared/article-meta";
import { readFilters } from "@shared/filters";
import { findIssue, issueCover, lookupArticle, lookupDerivedArticle } from "@shared/magazine-catalog";
import { decodeAsWouter, matchRoute, NOT_FOUND_SCREEN, type ScreenName } from "@shared/routes";
import { MEN_ON_THE_MOVE_PROFILES } from "@shared/magazine-links";
import * as queryKeys from "@shared/query-keys";
import { ARTICLE_PREFIX } from "../../content/modules";
import { listingCards } from "../directory/magazine-links";
import type { ValueCache } from "../directory/cache";
import { businessesPage, businessPage, homePage, professionalPage, type DirectorySource } from "./directory-pages";
import type { MagazineIndex } from "./magazine-index";
import type { PageAnswer } from "./page-answer";
import { cachedPage } from "./page-cache";
import type { HeadContext } from "@shared/i18n/heads";
import type { Locale } from "@shared/i18n/locale";

/** The directory's reads (the API's cached values) and this request's search ticket, and the magazine. */
export interface PageContext extends DirectorySource {
  /** Where a directory page's whole answer is kept (the same cache as the values it is built from). */
  cache: ValueCache;
  magazine: MagazineIndex;
  origin: string;
  /** The page's origin, language (its address's) and head texts in that language (issue 29). */
  head: HeadContext;
}

type Params = Record<string, string | undefined>;
type Resolver = (ctx: PageContext, params: Params, search: string) => PageAnswer | Promise<PageAnswer>;

const page = (seo: PageSeo, status: 200 | 404 = 200): PageAnswer => ({ status, seo, queries: [] });
const notFound = (ctx: PageContext) => page(notFoundSeo(ctx.head), 404);

/**
 * Directory pages come from the cache like the API's reads; a search, like the API's, always
 * queries. A page's answer holds its head, in its language: each language is kept apart.
 */
const cached = (ctx: PageContext, key: string, load: () => Promise<PageAnswer>) => cachedPage(ctx.cache, `${ctx.origin} ${ctx.head.locale} ${key}`, load);

/** The home address's filter is read here, once, into the grid's own request (shared/filters.ts). */
function home(ctx: PageContext, search: string) {
  const { filters, request } = readFilters(search);
  const load = async (): Promise<PageAnswer> => {
    const [answer, profiles] = await Promise.all([homePage(ctx, ctx.head, request, filters.categories), moverProfiles(ctx)]);
    return answer.status === 301 ? answer : { ...answer, queries: [...answer.queries, profiles] };
  };
  // Near me and open now (issue 18) vary with every position and minute: not a page to keep, like a search.
  return filters.search.trim() || filters.geo ? load() : cached(ctx, `/?category=${filters.categories.join(",")}&language=${filters.language ?? ""}`, load);
}

/** /businesses reads its address's filter the same way (issue 18 gave it the home page's tools). */
function businesses(ctx: PageContext, search: string) {
  const { filters, request } = readFilters(search, "businesses");
  const load = () => businessesPage(ctx, ctx.head, request, filters.categories);
  return filters.search.trim() ? load() : cached(ctx, `/businesses?category=${filters.categories.join(",")}&language=${filters.language ?? ""}`, load);
}

/**
 * What the server does for each screen of shared/routes.ts: its answer (head, first data, status
 * or redirect) and any module the screen imports at once besides its own chunk. A Record, so a
 * screen added to the manifest without a resolver does not compile.
 */
interface ScreenPage {
  resolve: Resolver;
  modules?: (params: Params) => string[];
}
const screenPages: Record<ScreenName, ScreenPage> = {
  home: { resolve: (ctx, _p, search) => home(ctx, search) },
  professional: { resolve: (ctx, p) => cached(ctx, `/professional/${p.id}`, () => professionalPage(ctx, ctx.magazine.links, ctx.head, p.id)) },
  business: { resolve: (ctx, p) => cached(ctx, `/business/${p.id}`, () => businessPage(ctx, ctx.magazine.links, ctx.head, p.id)) },
  businesses: { resolve: (ctx, _p, search) => businesses(ctx, search) },
  advertise: { resolve: (ctx) => page(advertiseSeo(ctx.head)) },
  "men-on-the-move": {
    resolve: (ctx) => cached(ctx, "/men-on-the-move", async () => ({ ...page(menOnTheMoveSeo(ctx.head)), queries: [await moverProfiles(ctx)] })),
  },
  contact: { resolve: (ctx, _p, search) => page(contactSeo(ctx.head, contactProfessional(new URLSearchParams(search)))) },
  archive: { resolve: (ctx) => page(archiveSeo(ctx.head)) },
  "review-guidelines": { resolve: (ctx) => page(reviewGuidelinesSeo(ctx.head)) },
  issue: { resolve: (ctx, p) => issuePage(ctx, p) },
  // The article screen loads its body (a chunk of its own) as soon as it renders.
  article: { modules: (p) => [`${ARTICLE_PREFIX}${p.slug ?? ""}`], resolve: (ctx, p) => articlePage(ctx, p.slug ?? "") },
  "article-redirect": { resolve: (ctx, p) => derivedArticlePage(ctx, p.slug ?? "") },
  checkout: { resolve: (ctx) => page(checkoutSeo(ctx.head)) },
  "payment-success": { resolve: (ctx) => page(paymentSuccessSeo(ctx.head)) },
  // The back office's shell: no first data (its screens ask /api/admin themselves, signed in), never indexed.
  admin: { resolve: () => page(adminSeo()) },
  // The owners' area: the same, for /api/account.
  account: { resolve: (ctx) => page(accountSeo(ctx.head)) },
  [NOT_FOUND_SCREEN]: { resolve: (ctx) => notFound(ctx) },
};

/** The Men on the Move people's directory profiles (the page and the home News section link them). */
const moverProfiles = async ({ db }: PageContext) => ({
  key: queryKeys.listingCards(MEN_ON_THE_MOVE_PROFILES),
  data: await listingCards(db, MEN_ON_THE_MOVE_PROFILES),
});

function issuePage({ magazine, head }: PageContext, { year = "", month = "" }: Params): PageAnswer {
  const issue = findIssue(magazine, year, month);
  return page(issueSeo(head, issue), issue ? 200 : 404);
}

/**
 * An article, with the live cards of the listings it features ("In this story") as first data
 * and in its JSON-LD's `about`. Those come from the directory, so such a page is cached like a
 * directory page (a listing's edit or withdrawal shows on the next request).
 */
function articlePage(ctx: PageContext, slug: string): PageAnswer | Promise<PageAnswer> {
  const { magazine, origin } = ctx;
  const found = lookupArticle(magazine, slug);
  if (found.kind === "redirect") return { status: 301, location: found.to };
  if (found.kind === "missing") return notFound(ctx);
  const { article } = found;
  // The article screen's own call: deriveArticleMeta with the excerpt, the featured image's source and the issue's cover.
  const imageSrc = magazine.featuredImage.get(article.slug);
  const meta = deriveArticleMeta({ ...article, description: article.excerpt, imageSrc, coverSrc: issueCover(magazine, article) }, origin);
  if (article.features.length === 0) return page(articleSeo(ctx.head, meta, newsArticleLd(meta)));
  return cached(ctx, `/articles/${article.slug}`, async () => {
    const cards = await listingCards(ctx.db, article.features);
    return {
      status: 200,
      seo: articleSeo(ctx.head, meta, newsArticleLd(meta, cards)),
      queries: [{ key: queryKeys.listingCards(article.features), data: cards }],
    };
  });
}

function derivedArticlePage(ctx: PageContext, slug: string): PageAnswer {
  const found = lookupDerivedArticle(ctx.magazine, slug);
  return found.kind === "redirect" ? { status: 301, location: found.to } : notFound(ctx);
}

/** The screen of shared/routes.ts that answers this address, with its parameters, as the client's <Switch> picks it. */
export function matchPage(rawPath: string): { screen: ScreenName; params: Params } {
  const found = matchRoute(rawPath);
  return { screen: found?.route.screen ?? NOT_FOUND_SCREEN, params: found?.params ?? {} };
}

/** The answer for a page address: its own head and first data, a redirect, or the not-found screen. */
export function resolvePage(ctx: PageContext, rawPath: string, rawSearch: string): PageAnswer | Promise<PageAnswer> {
  const found = matchRoute(rawPath, ctx.head.locale);
  const screen = found?.route.screen ?? NOT_FOUND_SCREEN;
  return screenPages[screen].resolve(ctx, found?.params ?? {}, decodeAsWouter(rawSearch.replace(/^\?/, "")));
}

/** The client modules (build ids: see scripts/vite-preload-plugin.ts) the page at this address imports as it starts. */
export function pageModules(rawPath: string, locale: Locale = "en"): string[] {
  const found = matchRoute(rawPath, locale);
  const screen = found?.route.screen ?? NOT_FOUND_SCREEN;
  // An eager screen is part of the entry script: no chunk of its own to preload.
  return [...(found && "eager" in found.route ? [] : [screenModule(screen)]), ...(screenPages[screen].modules?.(found?.params ?? {}) ?? [])];
}

/** The source file of a lazily loaded screen, as client/src/app/router.tsx imports it. */
export const screenModule = (screen: ScreenName) => `src/app/routes/${screen}.tsx`;

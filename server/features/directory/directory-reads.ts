import { parse as parseQueryString } from "node:querystring";
import type { CategoryCounts } from "@shared/category-counts";
import type { Business, BusinessesQuery, Category, ListCounts, Professional, ProfessionalsQuery } from "@shared/schema";
import { businessesQuerySchema, professionalsQuerySchema } from "@shared/schema";
import { businesses, professionals } from "../../db/schema";
import type { Db } from "../../db/client";
import { sentSize } from "../../lib/send-json";
import { isNull, type SQL } from "drizzle-orm";
import type { LanguageCounts } from "@shared/language-counts";
import { countByLanguage, speaks } from "./language-filter";
import { goldLapse, type Loaded, type ValueCache } from "./cache";
import { listBusinesses } from "./business-list";
import { countByCategory } from "./category-counts";
import { geoCacheKey, hasGeo, openNowExpiry } from "./near-sql";
import { pageSizeClass } from "./page-slice";
import type { ProfessionalSearch } from "./professional-search";
import type { GateTicket } from "./search-gate";
import { getBusiness, getProfessional, isUnpublished, listCategories, listProfessionals, type Page } from "./queries";
import type { ListingKind } from "@shared/listing-kind";
import { publicResponseFigures } from "../../db/lead-figures";
import { withResponseFigures } from "./page-figures";

/**
 * Search is case-insensitive (search_text and the pattern are both lowered in SQL), so the
 * term's ASCII letters are folded here, for one cache entry per term whatever its case. Only
 * ASCII: PostgreSQL's lower() folds the rest only in some locales (not in C), where "É" and
 * "é" are different searches.
 */
const foldTerm = (search: string | undefined) => search?.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());

/**
 * GET /api/professionals's query, from Express's parsed query (req.query) or from the page
 * renderer's parse of the same URL: one schema and one folding for both, so they meet under
 * one cache key. Throws the zod error the error middleware answers with 400.
 */
export function parseProfessionalsQuery(raw: unknown): ProfessionalsQuery {
  const parsed = professionalsQuerySchema.parse(raw);
  return { ...parsed, search: foldTerm(parsed.search) };
}

/**
 * The query of a GET /api/professionals URL, read as Express reads req.query (node's
 * querystring: a repeated name is an array), for the page renderer asking what the client
 * will ask; null where the API would answer 400.
 */
export function professionalsQueryOfUrl(url: string): ProfessionalsQuery | null {
  const at = url.indexOf("?");
  const parsed = professionalsQuerySchema.safeParse(parseQueryString(at === -1 ? "" : url.slice(at + 1)));
  return parsed.success ? { ...parsed.data, search: foldTerm(parsed.data.search) } : null;
}

/** GET /api/businesses's query, parsed and folded as parseProfessionalsQuery does (400 for a bad one). */
export function parseBusinessesQuery(raw: unknown): BusinessesQuery {
  const parsed = businessesQuerySchema.parse(raw);
  return { ...parsed, search: foldTerm(parsed.search) };
}

/** The query of a GET /api/businesses URL, as professionalsQueryOfUrl reads one; null where the API would answer 400. */
export function businessesQueryOfUrl(url: string): BusinessesQuery | null {
  const at = url.indexOf("?");
  const parsed = businessesQuerySchema.safeParse(parseQueryString(at === -1 ? "" : url.slice(at + 1)));
  return parsed.success ? { ...parsed.data, search: foldTerm(parsed.data.search) } : null;
}

/** A page as the cache keeps it, counted as the rows sent for it (their JSON, made here once for sendJson too). */
const pageValue = <T>(page: Page<T>, expiresAt?: number): Loaded<Page<T>> => ({ value: page, expiresAt, bytes: sentSize(page.rows) });

/**
 * A first page's key: its list, normalised filters (near me and open now as the resolved
 * position, so a ZIP and its neighborhood share entries) and the size it is loaded at, so a key
 * that varied with the order of the filters or with every limit cannot miss at will.
 */
function firstPageKey(list: "professionals" | "businesses", query: ProfessionalsQuery | BusinessesQuery): string {
  const categoryIds = [...new Set(query.categoryIds)].sort((a, b) => a - b);
  const slugs = [...new Set(query.category)].sort();
  const search = encodeURIComponent(query.search ?? "");
  const businessId = "businessId" in query ? (query.businessId ?? "") : "";
  const { limit } = sizedForCache(query);
  const language = query.language ?? "";
  // Highest rated is an order of its own, with or without a place (the geo key says sort only with one).
  const rated = query.sort === "rated" && !hasGeo(query) ? "&sort=rated" : "";
  const counts = "counts" in query && query.counts ? `&counts=${query.counts}` : "";
  return `${list}?limit=${limit}${counts}&categoryIds=${categoryIds.join(",")}&category=${slugs.join(",")}&businessId=${businessId}&search=${search}&language=${language}${geoCacheKey(query)}${rated}`;
}

/**
 * The query a first page is loaded and cached at: its size class, except for a nearest-first or
 * highest-rated list, whose cursor only the query can write (page-slice.ts cuts name- and
 * rank-ordered pages), so at its own limit.
 */
const sizedForCache = <Q extends ProfessionalsQuery | BusinessesQuery>(query: Q): Q =>
  query.sort === "distance" || query.sort === "rated" ? query : { ...query, limit: pageSizeClass(query.limit) };

/** When a page stops being true on its own: the first of its Gold lapse and, for open now, the next minute. */
function expiryOf(query: ProfessionalsQuery, lapse: number | undefined): number | undefined {
  const times = [lapse, openNowExpiry(query)].filter((t): t is number => t !== undefined);
  return times.length ? Math.min(...times) : undefined;
}

/** How a search that misses the cache is let through: `charge` counts it (false: not this time), then it waits its client's turn at the gate. */
export interface SearchTicket extends GateTicket {
  charge: () => Promise<boolean>;
}

/**
 * The directory's cached reads, under one set of keys for GET /api/* (routes.ts) and the page
 * renderer's first data (features/seo/directory-pages.ts): given the same cache, a page load
 * and an API call share one value per key, and a write to the directory drops both (cache.ts).
 */
export interface DirectoryReads {
  categories(): Promise<Category[]>;
  /**
   * A first page (no cursor) at the size class of query.limit (the caller cuts it to the limit).
   * A search that is not cached is charged first; null when the ticket refuses it.
   */
  firstProfessionals(query: ProfessionalsQuery, ticket: SearchTicket): Promise<Page<Professional> | null>;
  /**
   * The counts of a first page asked with counts=separate (issue 26 item 1): cached beside it;
   * the search is charged once, by its page (read here, from the cache or charged, when it is
   * not cached), and a ranked search's counts then go through the gate. Null when the ticket
   * refuses the page's charge.
   */
  professionalCounts(query: ProfessionalsQuery, ticket: SearchTicket): Promise<ListCounts | null>;
  /** A first page of businesses, as firstProfessionals (a search is charged and gated the same way). */
  firstBusinesses(query: BusinessesQuery, ticket: SearchTicket): Promise<Page<Business> | null>;
  /** Listings per category of a whole list (no search term), of those that speak `language` when given: one grouped count per directory version, shared by every category selection and later page. */
  categoryCounts(list: "professionals" | "businesses", language?: string): Promise<CategoryCounts>;
  /** Listings per language spoken of a whole list (no search term, no category selected; issue 29), cached as categoryCounts. */
  languageCounts(list: "professionals" | "businesses"): Promise<LanguageCounts>;
  professional(id: number): Promise<Professional | undefined>;
  business(id: number): Promise<Business | undefined>;
  /** Whether a listing that reads as missing was withdrawn (410 Gone) rather than never there (404). */
  unpublished(kind: ListingKind, id: number): Promise<boolean>;
}

export function createDirectoryReads(db: Db, cache: ValueCache, search: ProfessionalSearch): DirectoryReads {
  const categoryCounts = async (list: "professionals" | "businesses", language?: string) => {
    const table = list === "professionals" ? professionals : businesses;
    const filters = [isNull(table.unpublishedAt), speaks(table.languages, language)].filter((f): f is SQL => f !== undefined);
    return (await cache.get(`${list}/category-counts${language ? `/${language}` : ""}`, async () => ({ value: await countByCategory(db, table, filters) })))!;
  };
  const languageCounts = async (list: "professionals" | "businesses") => {
    const table = list === "professionals" ? professionals : businesses;
    return (await cache.get(`${list}/language-counts`, async () => ({ value: await countByLanguage(db, table, [isNull(table.unpublishedAt)]) })))!;
  };
  const listCounts = async (list: "professionals" | "businesses", query: ProfessionalsQuery | BusinessesQuery) => ({
    counts: await categoryCounts(list, query.language),
    languageCounts: await languageCounts(list),
  });
  /**
   * A first page: cached; a search, or a list narrowed by near me or open now (its keys vary with
   * every position), that is not cached is charged first (null when the ticket refuses it) and gated.
   */
  async function first<Q extends ProfessionalsQuery | BusinessesQuery, T>(
    key: string,
    query: Q,
    ticket: SearchTicket,
    list: (query: Q) => Promise<Loaded<Page<T>>>,
    searchPage: (query: Q, ticket: GateTicket) => Promise<Loaded<Page<T>>>,
  ): Promise<Page<T> | null> {
    if (query.search === undefined && !hasGeo(query)) return (await cache.get(key, () => list(query)))!;
    // Visitors type the same few hundred terms again and again: a cached term costs no search.
    const hit = await cache.peek<Page<T>>(key);
    if (hit) return hit;
    if (!(await ticket.charge())) return null;
    return (await cache.get(key, () => searchPage(query, ticket)))!;
  }
  const firstProfessionals = (query: ProfessionalsQuery, ticket: SearchTicket) =>
    first(
      firstPageKey("professionals", query),
      sizedForCache(query),
      ticket,
      // Until its first Gold listing lapses; the category counts are the list's, whatever the selection.
      async (sized) =>
        figuresValue(
          ...withLapse(
            await withResponseFigures(
              db,
              "professional",
              await listProfessionals(db, sized, sized.businessId === undefined ? await listCounts("professionals", sized) : {}),
            ),
          ),
        ),
      async (sized, ticket) => {
        const page = await withResponseFigures(db, "professional", await search.page(sized, ticket));
        return figuresValue(page, expiryOf(sized, goldLapse(page.rows)));
      },
    );
  return {
    categories: async () => (await cache.get("categories", async () => ({ value: await listCategories(db) })))!,
    categoryCounts,
    languageCounts,
    firstProfessionals,
    professionalCounts: async (query, ticket) => {
      const separate: ProfessionalsQuery = { ...query, counts: "separate", cursor: undefined };
      const key = `${firstPageKey("professionals", separate)}/counts`;
      const hit = await cache.peek<ListCounts>(key);
      if (hit) return hit;
      const page = await firstProfessionals(separate, ticket);
      if (!page) return null;
      const { total, totalCapped, categoryCounts, languageCounts, searchedFor } = page;
      // Counted with the page (a list without a term, a short term, nearest first, highest rated): as it says.
      if (!page.countsSeparate)
        return { total, ...(totalCapped && { totalCapped }), ...(categoryCounts && { categoryCounts }), ...(languageCounts && { languageCounts }) };
      const term = searchedFor ?? separate.search ?? "";
      return (await cache.get(key, async () => {
        const counted = await search.counts(sizedForCache(separate), term, ticket);
        return { value: { ...counted, ...(searchedFor !== undefined && { searchedFor }) }, expiresAt: openNowExpiry(separate) };
      }))!;
    },
    firstBusinesses: (query, ticket) =>
      first(
        firstPageKey("businesses", query),
        sizedForCache(query),
        ticket,
        async (sized) => figuresValue(await withResponseFigures(db, "business", await listBusinesses(db, sized, await listCounts("businesses", sized)))),
        async (sized, ticket) => figuresValue(await withResponseFigures(db, "business", await search.businessPage(sized, ticket)), openNowExpiry(sized)),
      ),
    professional: (id) =>
      cache.get(`professional/${id}`, async () => {
        const professional = await getProfessional(db, id);
        if (!professional) return undefined;
        const responseFigures = await publicResponseFigures(db, "professional", id, professional.hours);
        return { value: { ...professional, responseFigures }, expiresAt: Math.min(goldLapse([professional]) ?? Infinity, figuresExpiry()) };
      }),
    business: (id) =>
      cache.get(`business/${id}`, async () => {
        const business = await getBusiness(db, id);
        if (!business) return undefined;
        const responseFigures = await publicResponseFigures(db, "business", id, business.hours);
        return { value: { ...business, responseFigures }, expiresAt: figuresExpiry() };
      }),
    unpublished: async (kind, id) => (await cache.get(`unpublished/${kind}/${id}`, async () => ({ value: await isUnpublished(db, kind, id) })))!,
  };
}

/** Response figures move with every lead and reply, which do not touch the directory's version: a detail is re-read after this long. */
const FIGURES_TTL_MS = 10 * 60_000;
const figuresExpiry = () => Date.now() + FIGURES_TTL_MS;

/** A first page with its cards' response figures: re-read once they may have moved (FIGURES_TTL_MS), or sooner at its own expiry. */
const figuresValue = <T>(page: Page<T>, expiresAt?: number): Loaded<Page<T>> => pageValue(page, Math.min(expiresAt ?? Infinity, figuresExpiry()));

const withLapse = (page: Page<Professional>): [Page<Professional>, number | undefined] => [page, goldLapse(page.rows)];

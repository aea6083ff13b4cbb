import { parse as parseQueryString } from "node:querystring";
import type { Business, BusinessesQuery, Category, Professional, ProfessionalsQuery } from "@shared/schema";
import { professionalsQuerySchema } from "@shared/schema";
import type { Db } from "../../db/client";
import { sentSize } from "../../lib/send-json";
import { goldLapse, type Loaded, type ValueCache } from "./cache";
import { pageSizeClass } from "./page-slice";
import type { ProfessionalSearch } from "./professional-search";
import { getBusiness, getProfessional, isUnpublished, listBusinesses, listCategories, listProfessionals, type Page } from "./queries";

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

/** A page as the cache keeps it, counted as the rows sent for it (their JSON, made here once for sendJson too). */
const pageValue = <T>(page: Page<T>, expiresAt?: number): Loaded<Page<T>> => ({ value: page, expiresAt, bytes: sentSize(page.rows) });

/**
 * A first page's key: its normalised filters and the page size class of its limit (48 or 100),
 * so a key that varied with the order of the filters or with every limit cannot miss at will.
 */
function firstPageKey(query: ProfessionalsQuery): string {
  const categoryIds = [...new Set(query.categoryIds)].sort((a, b) => a - b);
  const slugs = [...new Set(query.category)].sort();
  const search = encodeURIComponent(query.search ?? "");
  return `professionals?limit=${pageSizeClass(query.limit)}&categoryIds=${categoryIds.join(",")}&category=${slugs.join(",")}&businessId=${query.businessId ?? ""}&search=${search}`;
}

/** How a search that misses the cache is let through: `charge` counts it (false: not this time), `wanted` drops it from the gate's queue. */
export interface SearchTicket {
  charge: () => Promise<boolean>;
  wanted: () => boolean;
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
  firstBusinesses(query: BusinessesQuery): Promise<Page<Business>>;
  professional(id: number): Promise<Professional | undefined>;
  business(id: number): Promise<Business | undefined>;
  /** Whether a listing that reads as missing was withdrawn (410 Gone) rather than never there (404). */
  unpublished(kind: "professional" | "business", id: number): Promise<boolean>;
}

export function createDirectoryReads(db: Db, cache: ValueCache, search: ProfessionalSearch): DirectoryReads {
  return {
    categories: async () => (await cache.get("categories", async () => ({ value: await listCategories(db) })))!,
    async firstProfessionals(query, ticket) {
      const key = firstPageKey(query);
      const sized = { ...query, limit: pageSizeClass(query.limit) };
      if (query.search === undefined)
        // Until its first Gold listing lapses.
        return (await cache.get(key, async () => pageValue(...withLapse(await listProfessionals(db, sized)))))!;
      // Visitors type the same few hundred terms again and again: a cached term costs no search.
      const hit = await cache.peek<Page<Professional>>(key);
      if (hit) return hit;
      if (!(await ticket.charge())) return null;
      return (await cache.get(key, async () => pageValue(...withLapse(await search.page(sized, ticket.wanted)))))!;
    },
    firstBusinesses: async (query) => (await cache.get(`businesses?limit=${query.limit}`, async () => pageValue(await listBusinesses(db, query))))!,
    professional: (id) =>
      cache.get(`professional/${id}`, async () => {
        const professional = await getProfessional(db, id);
        return professional && { value: professional, expiresAt: goldLapse([professional]) };
      }),
    business: (id) =>
      cache.get(`business/${id}`, async () => {
        const business = await getBusiness(db, id);
        return business && { value: business };
      }),
    unpublished: async (kind, id) => (await cache.get(`unpublished/${kind}/${id}`, async () => ({ value: await isUnpublished(db, kind, id) })))!,
  };
}

const withLapse = (page: Page<Professional>): [Page<Professional>, number | undefined] => [page, goldLapse(page.rows)];

import { Router } from "express";
import type { Request, Response } from "express";
import { NEXT_CURSOR_HEADER, TOTAL_CAPPED_HEADER, TOTAL_COUNT_HEADER } from "@shared/paging";
import { businessesQuerySchema, idParamSchema, professionalsQuerySchema, type Professional, type ProfessionalsQuery } from "@shared/schema";
import type { Db } from "../../db/client";
import { HttpError } from "../../lib/http-error";
import { sendJson, sentSize } from "../../lib/send-json";
import { createValueCache, goldLapse, type Loaded, type ValueCache } from "./cache";
import { getBusiness, getProfessional, listBusinesses, listCategories, listProfessionals, type Page } from "./queries";
import { pageSizeClass, slicePage } from "./page-slice";
import { createProfessionalSearch, type ProfessionalSearch } from "./professional-search";

/** A list stays a JSON array; the total and the next page's cursor travel in headers. */
function sendPage<T>(req: Request, res: Response, page: Page<T>) {
  const headers: Record<string, string> = { [TOTAL_COUNT_HEADER]: String(page.total) };
  if (page.totalCapped) headers[TOTAL_CAPPED_HEADER] = "true";
  if (page.nextCursor) headers[NEXT_CURSOR_HEADER] = page.nextCursor;
  // The rows array is the cached object: its JSON and encodings are made once (lib/send-json.ts).
  sendJson(req, res, page.rows, { headers });
}

/** A page as the cache keeps it, counted as the rows sendPage sends (their JSON, made here once for both). */
const pageValue = <T>(page: Page<T>, expiresAt?: number): Loaded<Page<T>> => ({ value: page, expiresAt, bytes: sentSize(page.rows) });

/**
 * Search is case-insensitive (search_text and the pattern are both lowered in SQL), so the
 * term's ASCII letters are folded here, for one cache entry per term whatever its case. Only
 * ASCII: PostgreSQL's lower() folds the rest only in some locales (not in C), where "É" and
 * "é" are different searches.
 */
const foldTerm = (search: string | undefined) => search?.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());

/**
 * The reads every visitor makes (categories, first pages, one listing) go through the cache,
 * and so do first pages of a search: visitors type the same few hundred terms again and again
 * ("dentist", "garcia"), and a term's answer only changes when the directory does. Later pages
 * (a cursor) always query. The answers compress themselves (sendJson, once per cached value),
 * so this router is mounted without the compression middleware (server/app.ts).
 */
export function directoryRouter(db: Db, cache: ValueCache = createValueCache(db), search: ProfessionalSearch = createProfessionalSearch(db)): Router {
  const router = Router();
  const budget = search.charge;
  /** A search's page from the database, through the gate (the caller has charged the budget). */
  const searchPage = (res: Response, query: ProfessionalsQuery) => search.page(query, () => !res.headersSent);

  router.get("/categories", async (req, res) => {
    sendJson(req, res, await cache.get("categories", async () => ({ value: await listCategories(db) })));
  });

  /**
   * Express matches "/professionals/" here too (non-strict routing): the client has called both forms.
   * A first page is cached under its normalised filters and the page size class of its limit
   * (48 or 100), and a smaller limit is cut from that page: a key that varied with the case of
   * the term or with every limit let a client miss the cache at will. A search that misses the
   * cache, and every later page of a search, costs the client one from its search budget.
   */
  router.get("/professionals", async (req, res) => {
    const parsed = professionalsQuerySchema.parse(req.query);
    const query = { ...parsed, search: foldTerm(parsed.search) };
    if (query.cursor) {
      if (query.search !== undefined) await budget(req, res);
      const page = query.search === undefined ? await listProfessionals(db, query) : await searchPage(res, query);
      return sendPage(req, res, page);
    }
    const categoryIds = [...new Set(query.categoryIds)].sort((a, b) => a - b);
    const slugs = [...new Set(query.category)].sort();
    const size = pageSizeClass(query.limit);
    const key = `professionals?limit=${size}&categoryIds=${categoryIds.join(",")}&category=${slugs.join(",")}&businessId=${query.businessId ?? ""}&search=${encodeURIComponent(query.search ?? "")}`;
    const sized = { ...query, limit: size };
    let page = query.search === undefined ? undefined : await cache.peek<Page<Professional>>(key);
    if (!page) {
      if (query.search !== undefined) await budget(req, res);
      page = await cache.get(key, async () => {
        const found = query.search === undefined ? await listProfessionals(db, sized) : await searchPage(res, sized);
        // Until its first Gold listing lapses.
        return pageValue(found, goldLapse(found.rows));
      });
    }
    sendPage(req, res, slicePage(page!, query.limit));
  });

  router.get("/professionals/:id", async (req, res) => {
    const { id } = idParamSchema.parse(req.params);
    const professional = await cache.get(`professional/${id}`, async () => {
      const professional = await getProfessional(db, id);
      return professional && { value: professional, expiresAt: goldLapse([professional]) };
    });
    if (!professional) throw new HttpError(404, `No professional with id ${id}`);
    sendJson(req, res, professional);
  });

  router.get("/businesses", async (req, res) => {
    const query = businessesQuerySchema.parse(req.query);
    if (query.cursor) return sendPage(req, res, await listBusinesses(db, query));
    sendPage(req, res, (await cache.get(`businesses?limit=${query.limit}`, async () => pageValue(await listBusinesses(db, query))))!);
  });

  router.get("/businesses/:id", async (req, res) => {
    const { id } = idParamSchema.parse(req.params);
    const business = await cache.get(`business/${id}`, async () => {
      const business = await getBusiness(db, id);
      return business && { value: business };
    });
    if (!business) throw new HttpError(404, `No business with id ${id}`);
    sendJson(req, res, business);
  });

  return router;
}

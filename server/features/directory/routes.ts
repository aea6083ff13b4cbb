import { Router } from "express";
import type { Request, Response } from "express";
import { NEXT_CURSOR_HEADER, TOTAL_CAPPED_HEADER, TOTAL_COUNT_HEADER } from "@shared/paging";
import { businessesQuerySchema, idParamSchema, professionalsQuerySchema, type Professional, type ProfessionalsQuery } from "@shared/schema";
import type { Db } from "../../db/client";
import { HttpError } from "../../lib/http-error";
import { COMPRESS_THRESHOLD, createDirectoryCache, encodedBody, goldLapse, toAnswer, type CachedAnswer, type DirectoryCache, type Loaded } from "./cache";
import { getBusiness, getProfessional, listBusinesses, listCategories, listProfessionals, type Page } from "./queries";
import { pageSizeClass, slicePage } from "./page-slice";
import { createProfessionalSearch, type ProfessionalSearch } from "./professional-search";

/** A list stays a JSON array (SPEC §7); the total and the next page's cursor travel in headers. */
function pageAnswer<T>(page: Page<T>, expiresAt?: number): Loaded {
  const headers: Record<string, string> = { [TOTAL_COUNT_HEADER]: String(page.total) };
  if (page.totalCapped) headers[TOTAL_CAPPED_HEADER] = "true";
  if (page.nextCursor) headers[NEXT_CURSOR_HEADER] = page.nextCursor;
  return { value: page.rows, headers, expiresAt };
}

/**
 * Search is case-insensitive (search_text and the pattern are both lowered in SQL), so the
 * term's ASCII letters are folded here, for one cache entry per term whatever its case. Only
 * ASCII: PostgreSQL's lower() folds the rest only in some locales (not in C), where "É" and
 * "é" are different searches.
 */
const foldTerm = (search: string | undefined) => search?.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());

/**
 * The directory's reads compress their own answers (a cached answer once per encoding, not once
 * per send), so server/app.ts passes them by the compression middleware: its per-request
 * wrapping alone cost ~18% of a cached read's rate.
 */
export const SELF_ENCODED_PATHS = /^\/api\/(?:categories|professionals|businesses)(?:\/|$)/;

/**
 * Express answers 304 itself when If-None-Match matches the ETag (API answers are no-cache:
 * revalidated). The body goes out in the encoding the client prefers among br and gzip.
 */
function send(req: Request, res: Response, answer: CachedAnswer) {
  res.vary("Accept-Encoding").set(answer.headers).set("ETag", answer.etag).type("json");
  // Browsers list gzip before br with equal weight; br is smaller, so it wins whenever accepted.
  const encoding = answer.body.length < COMPRESS_THRESHOLD ? undefined : req.acceptsEncodings("br") ? "br" : req.acceptsEncodings("gzip") ? "gzip" : undefined;
  if (!encoding) return void res.send(answer.body);
  res.set("Content-Encoding", encoding).send(encodedBody(answer, encoding));
}

/**
 * The reads every visitor makes (categories, first pages, one listing) go through the cache,
 * and so do first pages of a search: visitors type the same few hundred terms again and again
 * ("dentist", "garcia"), and a term's answer only changes when the directory does. Later pages
 * (a cursor) always query.
 */
export function directoryRouter(db: Db, cache: DirectoryCache = createDirectoryCache(db), search: ProfessionalSearch = createProfessionalSearch(db)): Router {
  const router = Router();
  const budget = search.charge;
  /** A search's page from the database, through the gate (the caller has charged the budget). */
  const searchPage = (res: Response, query: ProfessionalsQuery) => search.page(query, () => !res.headersSent);

  router.get("/categories", async (req, res) => {
    send(req, res, (await cache.get("categories", async () => ({ value: await listCategories(db) })))!);
  });

  /**
   * Express matches "/professionals/" here too (non-strict routing), as SPEC §7 calls both.
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
      return send(req, res, toAnswer(pageAnswer(page)));
    }
    const categoryIds = [...new Set(query.categoryIds)].sort((a, b) => a - b);
    const slugs = [...new Set(query.category)].sort();
    const size = pageSizeClass(query.limit);
    const key = `professionals?limit=${size}&categoryIds=${categoryIds.join(",")}&category=${slugs.join(",")}&businessId=${query.businessId ?? ""}&search=${encodeURIComponent(query.search ?? "")}`;
    const sized = { ...query, limit: size };
    let answer = query.search === undefined ? undefined : await cache.peek(key);
    if (!answer) {
      if (query.search !== undefined) await budget(req, res);
      answer = await cache.get(key, async () => {
        const page = query.search === undefined ? await listProfessionals(db, sized) : await searchPage(res, sized);
        return pageAnswer(page, goldLapse(page.rows));
      });
    }
    send(req, res, query.limit === size ? answer! : slicePage<Professional>(answer!, query.limit));
  });

  router.get("/professionals/:id", async (req, res) => {
    const { id } = idParamSchema.parse(req.params);
    const answer = await cache.get(`professional/${id}`, async () => {
      const professional = await getProfessional(db, id);
      return professional && { value: professional, expiresAt: goldLapse([professional]) };
    });
    if (!answer) throw new HttpError(404, `No professional with id ${id}`);
    send(req, res, answer);
  });

  router.get("/businesses", async (req, res) => {
    const query = businessesQuerySchema.parse(req.query);
    if (query.cursor) return send(req, res, toAnswer(pageAnswer(await listBusinesses(db, query))));
    send(req, res, (await cache.get(`businesses?limit=${query.limit}`, async () => pageAnswer(await listBusinesses(db, query))))!);
  });

  router.get("/businesses/:id", async (req, res) => {
    const { id } = idParamSchema.parse(req.params);
    const answer = await cache.get(`business/${id}`, async () => {
      const business = await getBusiness(db, id);
      return business && { value: business };
    });
    if (!answer) throw new HttpError(404, `No business with id ${id}`);
    send(req, res, answer);
  });

  return router;
}

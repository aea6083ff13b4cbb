import { Router } from "express";
import type { Request, Response } from "express";
import { NEXT_CURSOR_HEADER, TOTAL_CAPPED_HEADER, TOTAL_COUNT_HEADER } from "@shared/paging";
import { parseDetailId } from "@shared/parse-id";
import { businessesQuerySchema, idParamSchema } from "@shared/schema";
import type { Db } from "../../db/client";
import { HttpError } from "../../lib/http-error";
import { sendJson } from "../../lib/send-json";
import { createValueCache, type ValueCache } from "./cache";
import { createDirectoryReads, parseProfessionalsQuery, type DirectoryReads } from "./directory-reads";
import { listBusinesses, listProfessionals, type Page } from "./queries";
import { slicePage } from "./page-slice";
import { createProfessionalSearch, type ProfessionalSearch } from "./professional-search";

/** 410 Gone for a withdrawn listing (search engines drop it), 404 for one that never was. */
export const GONE_MESSAGE = "This listing is no longer available.";
async function missing(reads: DirectoryReads, kind: "professional" | "business", id: number): Promise<HttpError> {
  return (await reads.unpublished(kind, id)) ? new HttpError(410, GONE_MESSAGE) : new HttpError(404, `No ${kind} with id ${id}`);
}

/** A list stays a JSON array; the total and the next page's cursor travel in headers. */
function sendPage<T>(req: Request, res: Response, page: Page<T>) {
  const headers: Record<string, string> = { [TOTAL_COUNT_HEADER]: String(page.total) };
  if (page.totalCapped) headers[TOTAL_CAPPED_HEADER] = "true";
  if (page.nextCursor) headers[NEXT_CURSOR_HEADER] = page.nextCursor;
  // The rows array is the cached object: its JSON and encodings are made once (lib/send-json.ts).
  sendJson(req, res, page.rows, { headers });
}

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
  const reads = createDirectoryReads(db, cache, search);

  router.get("/categories", async (req, res) => {
    sendJson(req, res, await reads.categories());
  });

  /**
   * Express matches "/professionals/" here too (non-strict routing): the client has called both forms.
   * A first page comes from the cache (directory-reads.ts), cut to the limit asked for; a search
   * that misses the cache, and every later page of a search, costs the client one from its search
   * budget (429 past it).
   */
  router.get("/professionals", async (req, res) => {
    const query = parseProfessionalsQuery(req.query);
    if (query.cursor) {
      if (query.search !== undefined) await budget(req, res);
      const page = query.search === undefined ? await listProfessionals(db, query) : await search.page(query, () => !res.headersSent);
      return sendPage(req, res, page);
    }
    const ticket = { charge: () => budget(req, res).then(() => true), wanted: () => !res.headersSent };
    sendPage(req, res, slicePage((await reads.firstProfessionals(query, ticket))!, query.limit));
  });

  router.get("/professionals/:id", async (req, res) => {
    const { id } = detailIdOf(req.params, "professional");
    const professional = await reads.professional(id);
    if (!professional) throw await missing(reads, "professional", id);
    sendJson(req, res, professional);
  });

  router.get("/businesses", async (req, res) => {
    const query = businessesQuerySchema.parse(req.query);
    sendPage(req, res, query.cursor ? await listBusinesses(db, query) : await reads.firstBusinesses(query));
  });

  router.get("/businesses/:id", async (req, res) => {
    const { id } = detailIdOf(req.params, "business");
    const business = await reads.business(id);
    if (!business) throw await missing(reads, "business", id);
    sendJson(req, res, business);
  });

  return router;
}

/**
 * A detail id: 404 for a number no listing can have (0, -1, 99999999999: there is no such
 * listing, as the page says), 400 naming the id for anything that is not a number.
 */
function detailIdOf(params: unknown, kind: "professional" | "business"): { id: number } {
  const raw = (params as { id?: string }).id;
  if (parseDetailId(raw) === "missing") throw new HttpError(404, `No ${kind} with id ${raw}`);
  return idParamSchema.parse(params);
}

import { Router } from "express";
import type { Request, Response } from "express";
import { formatCategoryCounts } from "@shared/category-counts";
import { formatLanguageCounts } from "@shared/language-counts";
import {
  CATEGORY_COUNTS_HEADER,
  COUNTS_HEADER,
  LANGUAGE_COUNTS_HEADER,
  NEXT_CURSOR_HEADER,
  SEARCHED_FOR_HEADER,
  TOTAL_CAPPED_HEADER,
  TOTAL_COUNT_HEADER,
  UNPLACED_COUNT_HEADER,
} from "@shared/paging";
import type { ProfessionalsQuery } from "@shared/schema";
import type { Db } from "../../db/client";
import { HttpError } from "../../lib/http-error";
import { sendJson } from "../../lib/send-json";
import { createValueCache, type ValueCache } from "./cache";
import { detailIdOf } from "./detail-id";
import { listBusinesses } from "./business-list";
import { createDirectoryReads, parseBusinessesQuery, parseProfessionalsQuery, type DirectoryReads, type SearchTicket } from "./directory-reads";
import { withResponseFigures } from "./page-figures";
import { listProfessionals, type Page } from "./queries";
import { hasGeo } from "./near-sql";
import { slicePage } from "./page-slice";
import { apiGateTicket, createProfessionalSearch, type ProfessionalSearch } from "./professional-search";

import type { ListingKind } from "@shared/listing-kind";

/** 410 Gone for a withdrawn listing (search engines drop it), 404 for one that never was. */
export const GONE_MESSAGE = "This listing is no longer available.";
async function missing(reads: DirectoryReads, kind: ListingKind, id: number): Promise<HttpError> {
  return (await reads.unpublished(kind, id)) ? new HttpError(410, GONE_MESSAGE) : new HttpError(404, `No ${kind} with id ${id}`);
}

/**
 * A list stays a JSON array; the total, the next page's cursor, the category counts and a
 * corrected term ("Showing results for …", percent-encoded: a header is ASCII) travel in headers.
 */
function sendPage<T>(req: Request, res: Response, page: Page<T>) {
  // A ranked page asked with counts=separate (issue 26 item 1): no total or counts here, GET /api/professionals/counts has them.
  const headers: Record<string, string> = page.countsSeparate ? { [COUNTS_HEADER]: "separate" } : { [TOTAL_COUNT_HEADER]: String(page.total) };
  if (page.totalCapped) headers[TOTAL_CAPPED_HEADER] = "true";
  if (page.nextCursor) headers[NEXT_CURSOR_HEADER] = page.nextCursor;
  if (page.categoryCounts) headers[CATEGORY_COUNTS_HEADER] = formatCategoryCounts(page.categoryCounts);
  if (page.languageCounts) headers[LANGUAGE_COUNTS_HEADER] = formatLanguageCounts(page.languageCounts);
  if (page.searchedFor !== undefined) headers[SEARCHED_FOR_HEADER] = encodeURIComponent(page.searchedFor);
  if (page.unplaced) headers[UNPLACED_COUNT_HEADER] = String(page.unplaced);
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
export function directoryRouter(
  db: Db,
  cache: ValueCache = createValueCache(db),
  search: ProfessionalSearch = createProfessionalSearch(db),
  /** Listing statistics (issue 17): sees each first page answered, before it is cut to the limit (features/listing-stats/appearances.ts). */
  onFirstPage?: (req: Request, query: ProfessionalsQuery, rows: readonly { id: number }[]) => void,
): Router {
  const router = Router();
  const budget = search.charge;
  const reads = createDirectoryReads(db, cache, search);
  const ticketOf = (req: Request, res: Response): SearchTicket => ({ ...apiGateTicket(req, res), charge: () => budget(req, res).then(() => true) });

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
      // A search, or a list narrowed by near me or open now (their keys vary with every position), is charged.
      const searched = query.search !== undefined || hasGeo(query);
      if (searched) await budget(req, res);
      const page = !searched
        ? await listProfessionals(db, query, {
            counts: query.businessId === undefined ? await reads.categoryCounts("professionals", query.language) : undefined,
          })
        : await search.page(query, apiGateTicket(req, res));
      return sendPage(req, res, await withResponseFigures(db, "professional", page));
    }
    const first = (await reads.firstProfessionals(query, ticketOf(req, res)))!;
    onFirstPage?.(req, query, first.rows);
    sendPage(req, res, slicePage(first, query.limit));
  });

  /**
   * The counts of the first page the same query gets with counts=separate (issue 26 item 1):
   * per category, per language, the total, and the corrected term they are for. Charged as that
   * page is, once (nothing when the page is cached); cached beside it.
   */
  router.get("/professionals/counts", async (req, res) => {
    const query = parseProfessionalsQuery(req.query);
    sendJson(req, res, (await reads.professionalCounts(query, ticketOf(req, res)))!);
  });

  router.get("/professionals/:id", async (req, res) => {
    const { id } = detailIdOf(req.params, "professional");
    const professional = await reads.professional(id);
    if (!professional) throw await missing(reads, "professional", id);
    sendJson(req, res, professional);
  });

  /** The business list, with the home page's tools since issue 18: search (charged and gated as above), categories and their counts. */
  router.get("/businesses", async (req, res) => {
    const query = parseBusinessesQuery(req.query);
    if (query.cursor) {
      const searched = query.search !== undefined || hasGeo(query);
      if (searched) await budget(req, res);
      const page = !searched
        ? await listBusinesses(db, query, { counts: await reads.categoryCounts("businesses", query.language) })
        : await search.businessPage(query, apiGateTicket(req, res));
      return sendPage(req, res, await withResponseFigures(db, "business", page));
    }
    sendPage(req, res, slicePage((await reads.firstBusinesses(query, ticketOf(req, res)))!, query.limit));
  });

  router.get("/businesses/:id", async (req, res) => {
    const { id } = detailIdOf(req.params, "business");
    const business = await reads.business(id);
    if (!business) throw await missing(reads, "business", id);
    sendJson(req, res, business);
  });

  return router;
}

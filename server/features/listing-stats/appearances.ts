import type { Request } from "express";
import type { FirstPage, SeedEntry } from "@shared/initial-data";
import type { ProfessionalsQuery } from "@shared/schema";
import { parse as parseQueryString } from "node:querystring";
import { professionalsQuerySchema } from "@shared/schema";
import { clientKey } from "../../middleware/client-key";
import { termKey } from "./buffer";
import { isKnownBot } from "./bots";
import type { StatsRecorder } from "./recorder";

/** Called with every first page of professionals the API answers (features/directory/routes.ts), before it is cut to the limit. */
export type FirstPageObserver = (req: Request, query: ProfessionalsQuery, rows: readonly { id: number }[]) => void;
/** Called with every page address the renderer answers (features/seo/routes.ts). */
export type PageObserver = (req: Request, queries: readonly SeedEntry[]) => void;

/** A search or a category filter: the home grid's unfiltered list and a business page's team are not "results". */
const isSearch = (query: ProfessionalsQuery) =>
  query.businessId === undefined && (query.search !== undefined || query.categoryIds.length > 0 || (query.category?.length ?? 0) > 0);

/**
 * Search and filter appearances (issue 17 item 5): each listing on a first page of results a
 * person (not a crawler) was shown counts once, with the words or filter that surfaced it, and
 * at most once per client and term in the recorder's window (issue 26 item 7). The
 * page's rows are recorded as they are (recorder.ts): a cached read stays a cached read.
 */
export function countFirstPages(recorder: StatsRecorder): FirstPageObserver {
  return (req, query, rows) => {
    if (!isSearch(query) || isKnownBot(req.get("user-agent"))) return;
    recorder.appearances(rows, query.limit, termKey(query.search, query.categoryIds, query.category), clientKey(req.ip));
  };
}

/**
 * The same for a home page the server renders with its first page of results (a filtered or
 * searched address opened directly): the browser then shows that page without asking the API.
 */
export function countRenderedPages(recorder: StatsRecorder): PageObserver {
  const observe = countFirstPages(recorder);
  return (req, queries) => {
    if (req.path !== "/" || !req.originalUrl.includes("?")) return;
    const entry = queries.find((q) => q.infinite && q.key[0] === "/api/professionals");
    if (!entry) return;
    // Read as the API reads it (directory-reads.ts: node's querystring, ASCII letters folded), so one term is one key.
    const parsed = professionalsQuerySchema.safeParse(parseQueryString(req.originalUrl.slice(req.originalUrl.indexOf("?") + 1)));
    if (!parsed.success) return;
    const search = parsed.data.search?.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
    observe(req, { ...parsed.data, search }, (entry.data as FirstPage<{ id: number }>).rows);
  };
}

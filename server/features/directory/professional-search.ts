import type { Request, Response } from "express";
import type { Business, BusinessesQuery, Professional, ProfessionalsQuery } from "@shared/schema";
import type { Db } from "../../db/client";
import { clientKey } from "../../middleware/client-key";
import type { RateLimitCheck } from "../../middleware/rate-limit";
import { listBusinesses } from "./business-list";
import { countRankedProfessionals, listProfessionals, type Page } from "./queries";
import type { RankedCounts } from "./ranked-search";
import type { SearchTicket } from "./directory-reads";
import { createSearchBudget, type SearchOptions } from "./search-budget";
import { createSearchGate, type GateTicket, type SearchGate } from "./search-gate";

/**
 * The one way a search reaches the database, shared by GET /api/professionals and
 * /api/businesses and the server-rendered first data of / and /businesses: all charge the same
 * per-client budget and queue at the same gate, so a page address is no way around either.
 */
export interface ProfessionalSearch {
  /** Counts one search against the client's budget; 429 with Retry-After past it. */
  charge: RateLimitCheck;
  /** A search's page from the database, through the gate, in the ticket's client's turn (the caller has charged the budget). */
  page(query: ProfessionalsQuery, ticket?: GateTicket): Promise<Page<Professional>>;
  /** The same for a business search (issue 18: /businesses has a search box too). */
  businessPage(query: BusinessesQuery, ticket?: GateTicket): Promise<Page<Business>>;
  /** A ranked search's counts (counts=separate, issue 26 item 1) for the term its page was answered with, through the gate like a page. */
  counts(query: ProfessionalsQuery, term: string, ticket?: GateTicket): Promise<RankedCounts>;
  /** The gate's searches querying and waiting (tests and the bench watch it). */
  load: SearchGate["load"];
  /** A list without a search term: no gate, no budget (its first pages are cached). */
  list(query: ProfessionalsQuery): Promise<Page<Professional>>;
}

export function createProfessionalSearch(db: Db, options: SearchOptions = {}): ProfessionalSearch {
  const gate = createSearchGate(db, options);
  const listOptions = { countCap: options.countCap };
  return {
    charge: createSearchBudget(db, options.rateLimit),
    page: (query, ticket) => gate.run((tx) => listProfessionals(tx, query, listOptions), ticket),
    businessPage: (query, ticket) => gate.run((tx) => listBusinesses(tx, query), ticket),
    counts: (query, term, ticket) => gate.run((tx) => countRankedProfessionals(tx, query, term), ticket),
    load: gate.load,
    list: (query) => listProfessionals(db, query, listOptions),
  };
}

/** An API request's place at the gate: its client's turn, dropped once answered, Retry-After on the 429 of a full queue. */
export function apiGateTicket(req: Request, res: Response): GateTicket {
  return { client: clientKey(req.ip), wanted: () => !res.headersSent, retryAfter: (seconds) => res.set("Retry-After", String(seconds)) };
}

/**
 * A search for a page render: charged and gated like the API's; over budget, not charged (false) and
 * no error. Its client's queue full, the page renders without the list (directory-pages.ts).
 */
export function pageSearchTicket(search: ProfessionalSearch, req: Request, res: Response): SearchTicket {
  return {
    async charge() {
      try {
        await search.charge(req, res);
        return true;
      } catch (err) {
        if ((err as { status?: unknown }).status !== 429) throw err;
        // The page still renders; its grid asks the API, which answers the 429 the visitor sees.
        res.removeHeader("Retry-After");
        return false;
      }
    },
    client: clientKey(req.ip),
    wanted: () => !res.headersSent,
  };
}

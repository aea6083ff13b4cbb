import express, { type Request, type Response, type Router } from "express";
import { leadRequestSchema, multiLeadRequestSchema, type LeadRequestResponse } from "@shared/leads";
import { DEFAULT_LOCALE, type Locale } from "@shared/i18n/locale";
import type { Db } from "../../db/client";
import { leads } from "../../db/lead-schema";
import { emailOutbox } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { rateLimitCheck, tooManyRequestsMessage, type RateLimitOptions } from "../../middleware/rate-limit";
import { publishedListings, type LeadRecipient } from "./listing-lookup";
import { ownerNotice, visitorCopy } from "./mails";
import { spamReasonOf } from "./spam";

export const LEAD_THANKS = "Thank you. Your request was sent; a copy is on its way to your email.";

export interface LeadRouteOptions {
  /** Accepted requests per client (default 5 in 15 minutes), as on the contact form. */
  rateLimit?: RateLimitOptions;
  onMailQueued?: (() => void) | undefined;
  siteOf: (req: Request) => string;
}

type Body = ReturnType<typeof multiLeadRequestSchema.parse>;

/**
 * The public request routes (issue 31): POST /api/leads (one listing) and POST /api/leads/multi
 * ("Request quotes from up to 3": one lead per listing the visitor ticked, max 3). Validated
 * with shared/leads.ts, then the per-client limit (only accepted requests count), the global
 * POST limit and Idempotency-Key (app.ts) before. Spam (honeypot, a form sent too fast, a
 * disposable address) is stored with its reason and answered like the rest, but reaches no one.
 * A request reads its listings with their owners first (listing-lookup.ts), then writes in one
 * transaction: the client's count, the leads, their mails (issue 31: a lead costs about what a
 * Contact message costs).
 */
export function leadPublicRouter(db: Db, options: LeadRouteOptions): Router {
  const router = express.Router();
  const limit = rateLimitCheck(db, {
    limit: options.rateLimit?.limit ?? 5,
    windowMs: options.rateLimit?.windowMs ?? 15 * 60_000,
    keyPrefix: options.rateLimit?.keyPrefix ?? "leads",
    message: tooManyRequestsMessage,
  });

  const accept = async (req: Request, res: Response, body: Body): Promise<LeadRequestResponse> => {
    const listings = await publishedListings(db, body.listings);
    if (listings.length !== body.listings.length) throw HttpError.forField(404, "listingId", "No such listing.");
    if (body.kind === "appointment" && listings.some((l) => !l.acceptsAppointments))
      throw HttpError.forField(400, "kind", "This listing does not take appointment requests.");
    return store(req, res, body, listings);
  };

  const store = async (req: Request, res: Response, body: Body, listings: LeadRecipient[]): Promise<LeadRequestResponse> => {
    const spamReason = spamReasonOf(body);
    const locale: Locale = body.locale ?? DEFAULT_LOCALE;
    let queued = false;
    await db.transaction(async (tx) => {
      // After validation, so only accepted requests count; in the transaction, so a request that
      // stores nothing (the database failing mid-way: 503) takes its count back (rate-limit.ts).
      await limit(req, res, { within: tx });
      // One statement for the leads and one for their mails, however many listings were ticked.
      const stored = await tx
        .insert(leads)
        .values(
          listings.map((listing) => ({
            kind: body.kind,
            listingKind: listing.kind,
            listingId: listing.id,
            needed: body.needed,
            whenKind: body.when,
            whenFrom: body.when === "flexible" ? null : (body.whenFrom ?? null),
            whenTo: body.when === "range" ? (body.whenTo ?? null) : null,
            budget: body.budget || null,
            replyBy: body.replyBy,
            name: body.name,
            email: body.email,
            phone: body.phone || null,
            locale,
            status: spamReason ? ("spam" as const) : ("new" as const),
            spamReason,
          })),
        )
        .returning();
      if (spamReason) return;
      // In the order the visitor ticked the listings (a request never names one twice: shared/leads.ts).
      const mails = listings.flatMap((listing) => {
        const lead = stored.find((l) => l.listingKind === listing.kind && l.listingId === listing.id)!;
        const link = `${options.siteOf(req)}/account/listings/${listing.kind}/${listing.id}`;
        return [visitorCopy(lead, listing.name, locale), ...listing.owners.map((o) => ownerNotice(lead, listing.name, link, o.email, o.locale))];
      });
      if (mails.length === 0) return;
      await tx.insert(emailOutbox).values(mails);
      queued = true;
    });
    if (queued) options.onMailQueued?.();
    return { message: LEAD_THANKS, count: listings.length };
  };

  router.post("/leads", async (req, res) => {
    const { listingKind, listingId, ...rest } = leadRequestSchema.parse(req.body);
    res.status(201).json(await accept(req, res, { ...rest, listings: [{ kind: listingKind, id: listingId }] }));
  });

  router.post("/leads/multi", async (req, res) => {
    const body = multiLeadRequestSchema.parse(req.body);
    res.status(201).json(await accept(req, res, body));
  });

  return router;
}

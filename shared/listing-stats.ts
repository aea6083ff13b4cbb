import { z } from "zod";
import { listingKindSchema } from "./listing-kind-schema";
import { statEvents } from "./listing-stats-events";
import type { ResponseFigures } from "./response-figures";

/**
 * First-party listing statistics (issue 17 item 5): what a listing page's beacon may report, and
 * what /api/account and /api/admin answer about a listing's counts.
 */

export { statEvents, STAT_ATTRIBUTE, statTarget, type StatClick, type StatEvent } from "./listing-stats-events";

/** POST /api/stats/events: one event, sent with navigator.sendBeacon as text/plain JSON (no cookie, no preflight). */
export const statBeaconSchema = z
  .object({
    kind: listingKindSchema,
    id: z
      .number({ error: "id must be a listing id" })
      .int("id must be a listing id")
      .positive("id must be a listing id")
      .max(2_147_483_647, "id must be a listing id"),
    event: z.enum(statEvents, { error: `event must be one of ${statEvents.join(", ")}` }),
  })
  .strict();
export type StatBeacon = z.infer<typeof statBeaconSchema>;

/** The counters of one day, or of a sum of days. */
export interface StatCounts {
  views: number;
  visitors: number;
  appearances: number;
  phoneClicks: number;
  websiteClicks: number;
  contactClicks: number;
  mapClicks: number;
  messages: number;
}
export const statCountKeys = ["views", "visitors", "appearances", "phoneClicks", "websiteClicks", "contactClicks", "mapClicks", "messages"] as const;
export type StatCountKey = (typeof statCountKeys)[number];

export const statCountLabels: Record<StatCountKey, string> = {
  views: "Page views",
  visitors: "Unique visitors",
  appearances: "Search appearances",
  phoneClicks: "Phone taps",
  websiteClicks: "Website clicks",
  contactClicks: "Contact clicks",
  mapClicks: "Map clicks",
  messages: "Messages",
};

export const zeroCounts = (): StatCounts => ({
  views: 0,
  visitors: 0,
  appearances: 0,
  phoneClicks: 0,
  websiteClicks: 0,
  contactClicks: 0,
  mapClicks: 0,
  messages: 0,
});

/** GET /api/account/listings/:kind/:id/stats: the last 30 San Antonio days, oldest first, today last. */
export interface ListingStats {
  from: string;
  to: string;
  days: ({ day: string } & StatCounts)[];
  totals: StatCounts;
  /** The listing's category and the median of its published listings (zeros included); null without a category. */
  category: {
    name: string;
    listings: number;
    /** Median of each counter's 30-day total. */
    totals: StatCounts;
    /** Median page views of each day, in the order of `days`. */
    dailyViews: number[];
  } | null;
  /** The search words and filters that showed the listing most often in these 30 days. */
  terms: { term: string; appearances: number }[];
  /** Its replies to requests (issue 31) beside its category's median. */
  responses: ResponseComparison;
  /** Its badge shown on other sites (issue 32), over the last 30 and the last 90 days (today included). */
  embeds: { last30: BadgeEmbeds; last90: BadgeEmbeds };
}

/**
 * Views of a listing's badge image on other sites, counted first party from the image request's
 * Referer: its hostname only (never a path or a query). The 20 sites with most, and the total of all.
 */
export interface BadgeEmbeds {
  sites: { site: string; views: number }[];
  total: number;
}

/**
 * A listing's response figures of the last 90 days beside the median of its category's
 * listings (the same kind, published) that have figures: what happened, Gold or not.
 */
export interface ResponseComparison {
  /** Its own figures; null below 5 requests in 90 days (then not shown on its page either). */
  own: ResponseFigures | null;
  /** Null without a category, or when no listing of it has figures. */
  category: {
    name: string;
    /** Listings of the category with figures: the median is theirs. */
    listings: number;
    /** Median of their median reply times (business minutes); null when none was ever replied to. */
    medianMinutes: number | null;
    /** Median of their shares of requests answered within 72 hours (0 to 1); null when none has a judged request. */
    rate: number | null;
  } | null;
}

/** A listing's share of requests answered within 72 hours (0 to 1), null when none is judged yet. */
export const replyRate = (figures: ResponseFigures | null): number | null => (figures && figures.total > 0 ? figures.replied / figures.total : null);

/** GET /api/admin/{professionals|businesses}/:id/stats: a listing's 30-day totals in the back office. */
export interface AdminListingStats {
  from: string;
  to: string;
  totals: StatCounts;
}

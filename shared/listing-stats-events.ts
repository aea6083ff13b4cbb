/**
 * The events a listing page reports (issue 17). No zod here: the listing pages' chunks import it
 * for their links' `data-stat` attributes, and shared/listing-stats.ts validates them on the server.
 */

/** What a visitor did on a listing's page: opened it, or tapped one of its ways to reach the listing. */
export const statEvents = ["view", "phone", "website", "contact", "map"] as const;
export type StatEvent = (typeof statEvents)[number];
/** The clicks a page marks with `data-stat` (a view is sent when the page shows). */
export type StatClick = Exclude<StatEvent, "view">;

/** The attribute a listing page's links carry, so one delegated listener reports the taps. */
export const STAT_ATTRIBUTE = "data-stat";
export const statTarget = (click: StatClick) => ({ [STAT_ATTRIBUTE]: click });

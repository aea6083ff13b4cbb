/**
 * How the magazine and the directory point at each other: an article names the listings it
 * features by a stable key (content front matter), the server resolves the keys to live,
 * published listings, and a listing page lists the articles that feature it. No zod here: the
 * article and listing pages import these helpers, and zod stays out of their chunks.
 */

import { listingKindPlural, listingKinds, type ListingKind } from "./listing-kind";

export const listingTypes = listingKinds;
export type ListingType = ListingKind;

/** "professional:<key>" or "business:<key>": one featured listing as the content index lists it. */
export type ListingRef = `${ListingType}:${string}`;
export const listingRef = (type: ListingType, key: string): ListingRef => `${type}:${key}`;

/** The parts of a ref, or null when it is not one. */
export function parseListingRef(ref: string): { type: ListingType; key: string } | null {
  const match = /^(professional|business):([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(ref);
  return match ? { type: match[1] as ListingType, key: match[2]! } : null;
}

/** At most this many refs in one GET /api/listing-cards. */
export const MAX_LISTING_REFS = 12;

/** One "In this story" card: the live listing's own data (no Gold: a feature is earned, not bought). */
export interface ListingCard {
  type: ListingType;
  key: string;
  id: number;
  name: string;
  /** A professional's title; a business's category. */
  title: string | null;
  /** A professional's company; null for a business. */
  company: string | null;
  phone: string | null;
}

/** One article that features a listing ("Featured in the magazine"). */
export interface MagazineFeature {
  slug: string;
  title: string;
  /** The printed issue label, e.g. "June/July 2013". */
  issue: string;
  /** The issue page, or null (the zoo promotion is in no issue). */
  issuePath: string | null;
}

export const listingPath = (type: ListingType, id: number) => `/${type}/${id}`;

/** The JSON-LD @id of a listing's own entity, so an article's `about` can point at it. */
export const listingLdId = (origin: string, type: ListingType, id: number) =>
  `${origin}${listingPath(type, id)}#${type === "professional" ? "person" : "organization"}`;

/** The JSON-LD @id of an article's NewsArticle, which a listing's `subjectOf` points at. */
export const articleLdId = (origin: string, slug: string) => `${origin}/articles/${slug}#article`;

/** GET address of the cards for these refs (the refs in the article's order). */
export const listingCardsUrl = (refs: readonly string[]) => `/api/listing-cards?refs=${refs.map(encodeURIComponent).join(",")}`;

/** GET address of the articles that feature a listing. */
export const listingFeaturesUrl = (type: ListingType, id: number) => `/api/${listingKindPlural[type]}/${id}/features`;

/**
 * The Men on the Move people who have a profile in the directory, by sample key: the home page's
 * News section and the Men on the Move page link each to it (resolved like an article's cards,
 * and embedded by the server in both pages).
 */
export const MEN_ON_THE_MOVE_PROFILES = ["professional:alan-serrano", "professional:kenji-morales", "professional:tomas-ruelas"] as const;

/** A person's profile address from the resolved cards, or undefined when the directory has none (or it is withdrawn). */
export const profileHref = (cards: readonly ListingCard[] | undefined, key: string | undefined) => {
  const card = key ? cards?.find((c) => c.key === key) : undefined;
  return card ? listingPath(card.type, card.id) : undefined;
};

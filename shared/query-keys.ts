import { listingCardsUrl, listingFeaturesUrl, type ListingType } from "./magazine-links";
import type { PaymentIntentRequest } from "./schema";
import type { ListingKind } from "./listing-kind";

/*
 * The React Query key of every client endpoint, one builder each, imported as a namespace
 * (`import * as queryKeys`): client/src/features/<name>/api/*.ts ask under these keys, and the
 * server writes a page's first data under the same ones (shared/initial-data.ts), so a seeded
 * page finds its data without a request. A key's first element is the URL: the default
 * query function GETs it. Plain functions, not an object, so the bundler can shorten their names.
 */

export const categories = () => ["/api/categories"];
/** The home grid under the address's own filter words: category slugs, the trimmed search, and near me / open now (shared/geo.ts). */
export const professionals = (categories: string[], search: string, geo?: object, language?: string) => [
  "/api/professionals",
  { categories, search: search.trim(), ...geo, language },
];
/** A search's counts, asked after its page (issue 26 item 1): under the page's key, so they go with it. */
export const professionalCounts = (pageKey: readonly unknown[]) => [...pageKey, "counts"];
/** A business grid under its filter words (issue 18): the home page's section and /businesses unfiltered share the one with none. */
export const businesses = (categories: string[] = [], search = "", geo?: object, language?: string) => [
  "/api/businesses",
  { categories, search: search.trim(), ...geo, language },
];
export const professional = (id: number) => [`/api/professionals/${id}`];
export const business = (id: number) => [`/api/businesses/${id}`];
export const businessProfessionals = (businessId: number) => [`/api/professionals/?businessId=${businessId}&limit=100`];
export const paymentStatus = (intentId: string) => [`/api/payments/${intentId}`];
export const paymentIntent = (body: PaymentIntentRequest) => ["/api/create-payment-intent", body];
/** An article's "In this story" cards, under its refs in the article's order. */
export const listingCards = (refs: readonly string[]) => [listingCardsUrl(refs)];
/** A listing's "Featured in the magazine" articles. */
export const listingFeatures = (type: ListingType, id: number) => [listingFeaturesUrl(type, id)];

/** A listing's reviews (issue 30): the public list under each sort, and whether the not-recommended ones are shown. */
export const listingReviews = (kind: ListingKind, id: number) => ["/api/listings", kind, id, "reviews"] as const;

/** One view of a listing's reviews: a sort, with or without the not-recommended ones. */
export const listingReviewsView = (kind: ListingKind, id: number, sort: string, notRecommended: boolean) =>
  [...listingReviews(kind, id), sort, notRecommended] as const;

/** The signed-in member's own review of a listing (issue 30). */
export const myReview = (kind: ListingKind, id: number) => [`/api/account/my-reviews/${kind}/${id}`] as const;

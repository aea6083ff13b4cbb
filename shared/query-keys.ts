import { listingCardsUrl, listingFeaturesUrl, type ListingType } from "./magazine-links";
import type { PaymentIntentRequest } from "./schema";

/*
 * The React Query key of every client endpoint, one builder each, imported as a namespace
 * (`import * as queryKeys`): client/src/features/<name>/api/*.ts ask under these keys, and the
 * server writes a page's first data under the same ones (shared/initial-data.ts), so a seeded
 * page finds its data without a request. A key's first element is the URL: the default
 * query function GETs it. Plain functions, not an object, so the bundler can shorten their names.
 */

export const categories = () => ["/api/categories"];
/** The home grid under the address's own filter words: category slugs and the trimmed search. */
export const professionals = (categories: string[], search: string) => ["/api/professionals", { categories, search: search.trim() }];
export const businesses = () => ["/api/businesses"];
export const professional = (id: number) => [`/api/professionals/${id}`];
export const business = (id: number) => [`/api/businesses/${id}`];
export const businessProfessionals = (businessId: number) => [`/api/professionals/?businessId=${businessId}&limit=100`];
export const paymentStatus = (intentId: string) => [`/api/payments/${intentId}`];
export const paymentIntent = (body: PaymentIntentRequest) => ["/api/create-payment-intent", body];
/** An article's "In this story" cards, under its refs in the article's order. */
export const listingCards = (refs: readonly string[]) => [listingCardsUrl(refs)];
/** A listing's "Featured in the magazine" articles. */
export const listingFeatures = (type: ListingType, id: number) => [listingFeaturesUrl(type, id)];
/** An owned listing's photos and logos in /account (issue 16); never seeded, but named here as every key is. */
export const ownerPhotos = (kind: "professional" | "business", id: number) => [`/api/account/listings/${kind}/${id}/photos`];
/** Whether a listing can still be claimed (its page's "Claim this listing" panel). */
export const claimStatus = (kind: string, id: number | string) => ["/api/listings", kind, String(id), "claim"];
/** The owners' area (issue 16): one listing's co-owners and its hours. */
export const coOwners = (kind: string, id: number | string) => [
  `/api/account/listings/${encodeURIComponent(kind)}/${encodeURIComponent(String(id))}/co-owners`,
];
export const ownerHours = (kind: string, id: number) => [`/api/account/listings/${kind}/${id}/hours`];
/** An owned listing's editable details and its name/category changes waiting for staff (issue 16, item 3). */
export const ownerDetails = (kind: string, id: number) => [`/api/account/listings/${kind}/${id}`];
/** An owned listing's contact messages and change reports, newest first (issue 16, item 6). */
export const ownerMessages = (kind: string, id: number) => [`/api/account/listings/${kind}/${id}/messages`];
/** The back office's list of owners' name/category changes. */
export const adminPendingChanges = () => ["/api/admin/pending-changes"];

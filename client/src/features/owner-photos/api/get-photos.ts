import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OwnerPhoto } from "@shared/media";
import * as accountKeys from "@shared/account-query-keys";
import { getJson } from "@/lib/api-client";

export type ListingRef = { kind: "professional" | "business"; id: number };

/** /api/account/listings/:kind/:id/photos: the base of every photo endpoint of one owned listing. */
export const photosUrl = ({ kind, id }: ListingRef) => `/api/account/listings/${kind}/${id}/photos`;

/** The listing's photos and logos, each purpose's main one first (the one the public pages show). */
export const getPhotos = (listing: ListingRef) => getJson<OwnerPhoto[]>(photosUrl(listing));

export const photosQueryOptions = (listing: ListingRef) =>
  queryOptions({ queryKey: accountKeys.ownerPhotos(listing.kind, listing.id), queryFn: () => getPhotos(listing) });

export const usePhotos = (listing: ListingRef) => useQuery(photosQueryOptions(listing));

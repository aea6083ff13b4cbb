import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OwnerPhoto } from "@shared/media";
import * as accountKeys from "@shared/account-query-keys";
import { getJson } from "@/lib/api-client";

/**
 * A listing whose photos are managed: by its owner in /account, or by staff in the back office
 * (`staff: true`, issue 28 item 3), whose routes run the same upload pipeline under /api/admin.
 */
export type ListingRef = { kind: "professional" | "business"; id: number; staff?: boolean };

const adminPath = { professional: "professionals", business: "businesses" } as const;

/** The base of every photo endpoint of one listing: /api/account/listings/:kind/:id/photos, or /api/admin/<kinds>/:id/photos for staff. */
export const photosUrl = ({ kind, id, staff }: ListingRef) =>
  staff ? `/api/admin/${adminPath[kind]}/${id}/photos` : `/api/account/listings/${kind}/${id}/photos`;

/** The listing's photos and logos, each purpose's main one first (the one the public pages show). */
export const getPhotos = (listing: ListingRef) => getJson<OwnerPhoto[]>(photosUrl(listing));

export const photosQueryOptions = (listing: ListingRef) => queryOptions({ queryKey: accountKeys.listingPhotos(listing), queryFn: () => getPhotos(listing) });

export const usePhotos = (listing: ListingRef) => useQuery(photosQueryOptions(listing));

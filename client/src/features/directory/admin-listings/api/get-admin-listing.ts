import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-client";
import { listingKey, type ListingPath } from "./admin-keys";
import type { AdminListing } from "./get-admin-listings";

/** One listing with its back-office columns (external id, withdrawn since, last change). */
export const getAdminListing = (kind: ListingPath, id: number) => getJson<AdminListing>(`/api/admin/${kind}/${id}`);

export const adminListingQueryOptions = (kind: ListingPath, id: number) =>
  queryOptions({ queryKey: listingKey(kind, id), queryFn: () => getAdminListing(kind, id) });

export const useAdminListing = (kind: ListingPath, id: number) => useQuery(adminListingQueryOptions(kind, id));

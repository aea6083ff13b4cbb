import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { AdminBusiness, AdminProfessional } from "@shared/admin/listings";
import { getPage } from "@/lib/api-client";
import { listingListKey, type ListingFilters, type ListingPath } from "./admin-keys";

export type AdminListing = AdminProfessional | AdminBusiness;

const listUrl = (kind: ListingPath, { search, categoryId, status }: ListingFilters) => {
  const params = new URLSearchParams();
  if (search.trim()) params.set("search", search.trim());
  if (categoryId) params.set("categoryId", categoryId);
  if (status !== "all") params.set("status", status);
  const query = params.toString();
  return `/api/admin/${kind}${query ? `?${query}` : ""}`;
};

/** A keyset page of listings, published and withdrawn, by name; "Load more" asks for the next cursor. */
export const getAdminListings = (kind: ListingPath, filters: ListingFilters, cursor?: string) => getPage<AdminListing>(listUrl(kind, filters), cursor);

export const adminListingsQueryOptions = (kind: ListingPath, filters: ListingFilters) =>
  infiniteQueryOptions({
    queryKey: listingListKey(kind, filters),
    queryFn: ({ pageParam }) => getAdminListings(kind, filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useAdminListings = (kind: ListingPath, filters: ListingFilters) => useInfiniteQuery(adminListingsQueryOptions(kind, filters));

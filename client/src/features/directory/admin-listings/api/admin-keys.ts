import type { ListingStatus } from "@shared/admin/listings";

/** The two kinds of listing, as their /api/admin paths name them. */
export type ListingPath = "professionals" | "businesses";

export interface ListingFilters {
  search: string;
  categoryId: string;
  status: ListingStatus;
}

/** Every admin listings key starts with its URL, so one invalidation refreshes a kind's lists and records. */
export const listingsKey = (kind: ListingPath) => [`/api/admin/${kind}`];
export const listingListKey = (kind: ListingPath, filters: ListingFilters) => [...listingsKey(kind), "list", filters];
export const listingKey = (kind: ListingPath, id: number) => [...listingsKey(kind), "one", id];
export const ADMIN_CATEGORIES_KEY = ["/api/admin/categories"];

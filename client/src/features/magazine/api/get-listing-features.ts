import { queryOptions, useQuery } from "@tanstack/react-query";
import { listingFeaturesUrl, type ListingType, type MagazineFeature } from "@shared/magazine-links";
import * as queryKeys from "@shared/query-keys";
import { getJsonOrNull } from "@/lib/api-client";

/** GET /api/{professionals,businesses}/:id/features: the articles that feature a listing; null when there is no such listing. */
export const getListingFeatures = (type: ListingType, id: number) => getJsonOrNull<MagazineFeature[]>(listingFeaturesUrl(type, id));

export const listingFeaturesQueryOptions = (type: ListingType, id: number) =>
  queryOptions({ queryKey: queryKeys.listingFeatures(type, id), queryFn: () => getListingFeatures(type, id) });

export const useListingFeatures = (type: ListingType, id: number | null) => useQuery({ ...listingFeaturesQueryOptions(type, id ?? 0), enabled: id !== null });

import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ListingKind } from "@shared/listing-kind";
import type { ReviewSort, ReviewSummary } from "@shared/reviews";
import { getJson } from "@/lib/api-client";

export const reviewsKey = (kind: ListingKind, id: number) => ["/api/listings", kind, id, "reviews"] as const;

/** GET /api/listings/:kind/:id/reviews: the published reviews, their average and counts. */
export const getReviews = (kind: ListingKind, id: number, sort: ReviewSort, notRecommended: boolean) =>
  getJson<ReviewSummary>(`/api/listings/${kind}/${id}/reviews?sort=${sort}${notRecommended ? "&notRecommended=1" : ""}`);

export const reviewsQueryOptions = (kind: ListingKind, id: number, sort: ReviewSort, notRecommended: boolean) =>
  queryOptions({ queryKey: [...reviewsKey(kind, id), sort, notRecommended], queryFn: () => getReviews(kind, id, sort, notRecommended) });

export const useReviews = (kind: ListingKind, id: number, sort: ReviewSort, notRecommended: boolean) =>
  useQuery(reviewsQueryOptions(kind, id, sort, notRecommended));

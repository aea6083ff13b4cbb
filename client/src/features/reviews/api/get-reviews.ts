import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ListingKind } from "@shared/listing-kind";
import type { ReviewSort, ReviewSummary } from "@shared/reviews";
import * as queryKeys from "@shared/query-keys";
import { getJson } from "@/lib/api-client";

export const reviewsKey = queryKeys.listingReviews;

/** GET /api/listings/:kind/:id/reviews: the published reviews, their average and counts. */
export async function getReviews(kind: ListingKind, id: number, sort: ReviewSort, notRecommended: boolean): Promise<ReviewSummary> {
  const data = await getJson<ReviewSummary>(`/api/listings/${kind}/${id}/reviews?sort=${sort}${notRecommended ? "&notRecommended=1" : ""}`);
  // An answer of another shape (an old server, a proxy's page) shows the section's error, never a broken page.
  if (!data || typeof data.count !== "number" || !Array.isArray(data.reviews) || !Array.isArray(data.distribution))
    throw new Error("Unexpected reviews answer");
  return data;
}

export const reviewsQueryOptions = (kind: ListingKind, id: number, sort: ReviewSort, notRecommended: boolean) =>
  queryOptions({ queryKey: queryKeys.listingReviewsView(kind, id, sort, notRecommended), queryFn: () => getReviews(kind, id, sort, notRecommended) });

export const useReviews = (kind: ListingKind, id: number, sort: ReviewSort, notRecommended: boolean) =>
  useQuery(reviewsQueryOptions(kind, id, sort, notRecommended));

import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ListingKind } from "@shared/listing-kind";
import type { ReviewSort } from "@shared/reviews";
import type { ReviewSummary } from "@shared/reviews-schema";
import * as queryKeys from "@shared/query-keys";
import { getJson } from "@/lib/api-client";

export const reviewsKey = queryKeys.listingReviews;

/** GET /api/listings/:kind/:id/reviews: the published reviews, their average and counts. */
export async function getReviews(kind: ListingKind, id: number, sort: ReviewSort, notRecommended: boolean): Promise<ReviewSummary> {
  // The check's schemas (zod: some 25 kB gzip and their construction) load with the first fetch, not with
  // the listing page: its first reviews come in the page's first data, so a first load fetches nothing.
  const [data, { reviewSummarySchema }] = await Promise.all([
    getJson<unknown>(`/api/listings/${kind}/${id}/reviews?sort=${sort}${notRecommended ? "&notRecommended=1" : ""}`),
    import("@shared/reviews-schema"),
  ]);
  // An answer of another shape (an old server, a proxy's page) throws: the section shows its error, never a broken page.
  return reviewSummarySchema.parse(data);
}

export const reviewsQueryOptions = (kind: ListingKind, id: number, sort: ReviewSort, notRecommended: boolean) =>
  queryOptions({ queryKey: queryKeys.listingReviewsView(kind, id, sort, notRecommended), queryFn: () => getReviews(kind, id, sort, notRecommended) });

export const useReviews = (kind: ListingKind, id: number, sort: ReviewSort, notRecommended: boolean) =>
  useQuery(reviewsQueryOptions(kind, id, sort, notRecommended));

/** The reviews a listing page shows first (newest, in its first data): its JSON-LD rating follows them. Asks nothing while `id` is null. */
export const useFirstReviews = (kind: ListingKind, id: number | null) =>
  useQuery({ ...reviewsQueryOptions(kind, id ?? 0, "newest", false), enabled: id !== null });

import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ListingKind } from "@shared/listing-kind";
import type { OwnReview } from "@shared/reviews";
import type { ReviewCreate } from "@shared/reviews-schema";
import { ApiError, deleteJson, getJson, patchJson, postJson } from "@/lib/api-client";
import * as queryKeys from "@shared/query-keys";
import { reviewsKey } from "./get-reviews";

const url = (kind: ListingKind, id: number) => `/api/account/my-reviews/${kind}/${id}`;
export const myReviewKey = queryKeys.myReview;

/** GET …/my-reviews/:kind/:id: the member's review; null when they wrote none, "signed-out" on 401. */
export const getMyReview = (kind: ListingKind, id: number): Promise<OwnReview | null | "signed-out"> =>
  getJson<OwnReview>(url(kind, id)).catch((err: unknown) => {
    if (err instanceof ApiError && err.status === 404) return null;
    if (err instanceof ApiError && err.status === 401) return "signed-out";
    throw err;
  });

export const useMyReview = (kind: ListingKind, id: number) => useQuery(queryOptions({ queryKey: myReviewKey(kind, id), queryFn: () => getMyReview(kind, id) }));

/** POST (a new review) or PATCH (an edit); DELETE with `null`. */
export function useSaveMyReview(kind: ListingKind, id: number, existing: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (review: ReviewCreate | null) => {
      if (review === null) return void (await deleteJson(url(kind, id)));
      return existing ? patchJson<OwnReview>(url(kind, id), review) : postJson<OwnReview>(url(kind, id), review);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(myReviewKey(kind, id), saved ?? null);
      void queryClient.invalidateQueries({ queryKey: reviewsKey(kind, id) });
    },
  });
}

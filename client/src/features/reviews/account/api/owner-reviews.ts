import type { Locale } from "@shared/i18n/locale";
import * as accountKeys from "@shared/account-query-keys";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ModerationReason } from "@shared/reviews";
import type { OwnerReview } from "@shared/reviews-schema";
import { getJson, postJson, putJson } from "@/lib/api-client";

const reviewsUrl = (kind: string, id: number) => `/api/account/listings/${kind}/${id}/reviews`;

/** GET …/reviews: the listing's published and not recommended reviews, newest first, with replies and this owner's flags. */
export const getOwnerReviews = (kind: string, id: number) => getJson<OwnerReview[]>(reviewsUrl(kind, id));

/** PUT …/reviews/:reviewId/reply: the one public reply, written or edited. */
export const saveReply = (kind: string, id: number, reviewId: number, body: string, language: Locale) =>
  putJson<{ reviewId: number; body: string; language: Locale | null; updatedAt: string }>(`${reviewsUrl(kind, id)}/${reviewId}/reply`, { body, language });

/** POST …/reviews/:reviewId/flag: to the staff queue with a published reason. */
export const flagReview = (kind: string, id: number, reviewId: number, reason: ModerationReason, note: string) =>
  postJson<{ reviewId: number; reason: ModerationReason }>(`${reviewsUrl(kind, id)}/${reviewId}/flag`, { reason, ...(note.trim() ? { note } : {}) });

export const ownerReviewsQueryOptions = (kind: string, id: number) =>
  queryOptions({ queryKey: accountKeys.ownerReviews(kind, id), queryFn: () => getOwnerReviews(kind, id) });

export const useOwnerReviews = (kind: string, id: number) => useQuery(ownerReviewsQueryOptions(kind, id));

/** A reply or a flag refreshes the listing's list. */
export function useReviewAction<A, R>(kind: string, id: number, action: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: action, onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.ownerReviews(kind, id) }) });
}

import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminReviewRow, ModerationReason } from "@shared/reviews";
import { getJson, postJson } from "@/lib/api-client";

export type ReviewView = "queue" | "not_recommended" | "removed" | "published";
const ALL = ["/api/admin/reviews"] as const;
const key = (view: ReviewView) => [...ALL, view] as const;

/** GET /api/admin/reviews?view=…: the queue is held and flagged reviews, oldest first. */
export const getAdminReviews = (view: ReviewView) => getJson<AdminReviewRow[]>(`/api/admin/reviews?view=${view}`);
export const useAdminReviews = (view: ReviewView) => useQuery(queryOptions({ queryKey: key(view), queryFn: () => getAdminReviews(view) }));

export type ModerationAction = "publish" | "not_recommended" | "remove";

/** POST /api/admin/reviews/:id/moderation: an audited decision, revertible from the audit log. */
export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: number; action: ModerationAction; reason: ModerationReason }) =>
      postJson<{ id: number; auditId: number }>(`/api/admin/reviews/${id}/moderation`, { action, reason }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL }),
  });
}

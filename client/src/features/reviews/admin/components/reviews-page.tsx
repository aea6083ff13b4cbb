import { useState } from "react";
import { moderationReasonLabels, moderationReasons, type AdminReviewRow, type ModerationReason } from "@shared/reviews";
import { AdminPage } from "@/components/layout/admin-page";
import { Button } from "@/components/ui/button";
import { Field, NativeSelect } from "@/components/ui/field";
import { toast } from "@/components/ui/use-toast";
import { formatWhen } from "@/lib/format-when";
import { useAdminReviews, useModerateReview, type ModerationAction, type ReviewView } from "../api/admin-reviews";

const views: Record<ReviewView, string> = { queue: "Queue (held and flagged)", not_recommended: "Not recommended", removed: "Removed", published: "Published" };
const actions: Record<ModerationAction, string> = { publish: "Publish", not_recommended: "Mark not recommended", remove: "Remove" };

function ReviewCard({ review }: { review: AdminReviewRow }) {
  const [reason, setReason] = useState<ModerationReason | "">("");
  const moderate = useModerateReview();
  const act = (action: ModerationAction) => {
    if (!reason) return;
    moderate.mutate({ id: review.id, action, reason }, { onSuccess: () => toast({ title: `${actions[action]}: done. Revert it from the audit log.` }) });
  };
  return (
    <li className="grid gap-2 rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-sm">
      <p className="font-semibold text-slate-900">
        {review.stars}/5 · {review.shownName} ({review.email}) · {review.listingKind} #{review.listingId}
      </p>
      <p className="text-slate-700">
        {review.status}
        {review.reason && ` (${moderationReasonLabels[review.reason as ModerationReason] ?? review.reason})`} · written {formatWhen(review.createdAt)}
        {review.signals.length > 0 && ` · signals: ${review.signals.join(", ")}`}
        {review.openFlags > 0 && ` · flagged by the owner`}
      </p>
      <p className="whitespace-pre-line text-slate-800">{review.body}</p>
      <div className="flex flex-wrap items-end gap-2">
        <Field id={`reason-${review.id}`} label="Reason (required)" className="min-w-56">
          <NativeSelect id={`reason-${review.id}`} value={reason} onChange={(e) => setReason(e.target.value as ModerationReason | "")}>
            <option value="">Choose a published reason</option>
            {moderationReasons.map((r) => (
              <option key={r} value={r}>
                {moderationReasonLabels[r]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        {(Object.keys(actions) as ModerationAction[]).map((a) => (
          <Button key={a} type="button" variant={a === "remove" ? "secondary" : "outline"} disabled={!reason || moderate.isPending} onClick={() => act(a)}>
            {actions[a]}
          </Button>
        ))}
      </div>
    </li>
  );
}

/** /admin/reviews (editors): the review queue; every decision names a published reason, is audited and revertible. */
export default function ReviewsPage() {
  const [view, setView] = useState<ReviewView>("queue");
  const reviews = useAdminReviews(view);
  return (
    <AdminPage
      title="Reviews"
      description="Held and flagged reviews wait here. Decide with one of the published reasons; the audit log can revert any decision."
    >
      <div className="max-w-xs">
        <Field id="reviews-view" label="Show">
          <NativeSelect id="reviews-view" value={view} onChange={(e) => setView(e.target.value as ReviewView)}>
            {(Object.keys(views) as ReviewView[]).map((v) => (
              <option key={v} value={v}>
                {views[v]}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      {reviews.isPending && <p className="text-slate-700">Loading reviews…</p>}
      {reviews.isError && (
        <p role="alert" className="text-red-800">
          Reviews could not be loaded.
        </p>
      )}
      {reviews.data?.length === 0 && <p className="text-slate-700">Nothing here.</p>}
      <ul className="grid gap-3">
        {reviews.data?.map((r) => (
          <ReviewCard key={r.id} review={r} />
        ))}
      </ul>
    </AdminPage>
  );
}

import { useId, useState, type FormEvent } from "react";
import { moderationReasons, type ModerationReason } from "@shared/reviews";
import type { OwnerReview } from "@shared/reviews-schema";
import { Button } from "@/components/ui/button";
import { NativeSelect, TextArea } from "@/components/ui/field";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { useT } from "@/i18n/use-t";
import { flagReview, useReviewAction } from "../api/owner-reviews";

/** Flag for staff with one of the published reasons: the review goes to the staff queue; it stays where it is until staff decide. */
export function FlagForm({ kind, id, review }: { kind: string; id: number; review: OwnerReview }) {
  const t = useT("ownerReviews");
  const uid = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ModerationReason | "">("");
  const [note, setNote] = useState("");
  const flag = useReviewAction(kind, id, (r: ModerationReason) => flagReview(kind, id, review.id, r, note));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!reason) return;
    flag.mutate(reason, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: t("ownerReviews.flagged"), description: t("ownerReviews.flagged_detail") });
      },
      onError: (error) =>
        toast({
          title: t("ownerReviews.failed"),
          description: error instanceof ApiError ? error.message : t("ownerReviews.try_again"),
          variant: "destructive",
        }),
    });
  };
  if (review.flag?.open)
    return (
      <p className="text-sm text-gray-700" data-testid="owner-review-flag">
        {t("ownerReviews.flag_open", { reason: t(`ownerReviews.reason.${review.flag.reason}`) })}
      </p>
    );
  if (!open)
    return (
      <div>
        <Button type="button" variant="outline" onClick={() => setOpen(true)}>
          {t("ownerReviews.flag")}
        </Button>
      </div>
    );
  return (
    <form onSubmit={submit} className="grid gap-2 rounded-md border border-gray-200 p-3">
      <label htmlFor={`${uid}-reason`} className="text-sm font-medium text-gray-800">
        {t("ownerReviews.flag_reason")}
      </label>
      <NativeSelect id={`${uid}-reason`} required value={reason} onChange={(e) => setReason(e.target.value as ModerationReason | "")}>
        <option value="">{t("ownerReviews.choose_reason")}</option>
        {moderationReasons.map((r) => (
          <option key={r} value={r}>
            {t(`ownerReviews.reason.${r}`)}
          </option>
        ))}
      </NativeSelect>
      <label htmlFor={`${uid}-note`} className="text-sm font-medium text-gray-800">
        {t("ownerReviews.flag_note")}
      </label>
      <TextArea id={`${uid}-note`} maxLength={1000} rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
      <p className="text-sm text-gray-600">{t("ownerReviews.flag_hint")}</p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={flag.isPending || !reason}>
          {t("ownerReviews.send_flag")}
        </Button>
        <Button type="button" variant="outline" onClick={() => setOpen(false)}>
          {t("ownerReviews.cancel")}
        </Button>
      </div>
    </form>
  );
}

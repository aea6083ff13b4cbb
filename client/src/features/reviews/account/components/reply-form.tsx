import { useId, useState, type FormEvent } from "react";
import { REPLY_MAX_CHARS } from "@shared/reviews";
import type { OwnerReview } from "@shared/reviews-schema";
import { Button } from "@/components/ui/button";
import { TextArea } from "@/components/ui/field";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { useLocale, useT } from "@/i18n/use-t";
import { saveReply, useReviewAction } from "../api/owner-reviews";

/** The one public reply: shown with an Edit button once written, else a Reply button that opens the form. */
export function ReplyForm({ kind, id, review }: { kind: string; id: number; review: OwnerReview }) {
  const t = useT("ownerReviews");
  const uid = useId();
  // A reply is written in the language of the owners' area it is written from (/account or /es/account).
  const locale = useLocale();
  const [editing, setEditing] = useState(false);
  const [body, setBody] = useState(review.reply?.body ?? "");
  const save = useReviewAction(kind, id, (text: string) => saveReply(kind, id, review.id, text, locale));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(body, {
      onSuccess: () => {
        setEditing(false);
        toast({ title: t("ownerReviews.reply_saved") });
      },
      onError: (error) =>
        toast({
          title: t("ownerReviews.failed"),
          description: error instanceof ApiError ? error.message : t("ownerReviews.try_again"),
          variant: "destructive",
        }),
    });
  };
  if (!editing)
    return (
      <div className="grid gap-2">
        {review.reply && (
          <div className="rounded-md border-l-4 border-brand-700 bg-gray-50 p-2" data-testid="owner-review-reply">
            <p className="text-sm font-semibold text-gray-800">{t("ownerReviews.your_reply")}</p>
            <p className="whitespace-pre-line break-words text-sm text-gray-900">{review.reply.body}</p>
          </div>
        )}
        <div>
          <Button type="button" variant="outline" onClick={() => (setBody(review.reply?.body ?? ""), setEditing(true))}>
            {review.reply ? t("ownerReviews.edit_reply") : t("ownerReviews.reply")}
          </Button>
        </div>
      </div>
    );
  return (
    <form onSubmit={submit} className="grid gap-2">
      <label htmlFor={`${uid}-reply`} className="text-sm font-medium text-gray-800">
        {t("ownerReviews.reply_label", { name: review.shownName })}
      </label>
      <p id={`${uid}-hint`} className="text-sm text-gray-600">
        {t("ownerReviews.reply_hint")}
      </p>
      <TextArea
        id={`${uid}-reply`}
        aria-describedby={`${uid}-hint`}
        required
        minLength={2}
        maxLength={REPLY_MAX_CHARS}
        rows={4}
        value={body}
        onChange={(e) => setBody(e.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {t("ownerReviews.publish_reply")}
        </Button>
        <Button type="button" variant="outline" onClick={() => setEditing(false)}>
          {t("ownerReviews.cancel")}
        </Button>
      </div>
    </form>
  );
}

import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, TextInput } from "@/components/ui/field";
import { useT } from "@/i18n/use-t";
import { ApiError } from "@/lib/api-client";
import { useRequestSignInLink } from "@/features/owner-claim/api/claims";

/** Owners sign in by emailed link: an email, then "check your inbox" (the same words for any address). */
export function OwnerSignIn({ linkError }: { linkError?: boolean }) {
  const t = useT("ownerClaim");
  const uid = useId();
  const [email, setEmail] = useState("");
  const send = useRequestSignInLink();
  const errorId = `${uid}-error`;

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (send.isPending || !e.currentTarget.reportValidity()) return;
    send.mutate({ email: email.trim() });
  }

  return (
    <div className="grid max-w-md gap-4">
      <h2 className="text-xl font-semibold">{t("ownerClaim.sign_in_title")}</h2>
      {linkError && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {t("ownerClaim.sign_in_expired")}
        </p>
      )}
      {send.isSuccess ? (
        <div role="status" className="grid gap-2 rounded-md border border-green-200 bg-green-50 p-4 text-sm text-green-900">
          <p className="font-semibold">{send.data.mailSent ? t("ownerClaim.check_inbox") : t("ownerClaim.link_saved")}</p>
          <p>{t(send.data.mailSent ? "ownerClaim.sign_in_sent" : "ownerClaim.sign_in_saved")}</p>
        </div>
      ) : (
        <form onSubmit={onSubmit} className="grid gap-4" noValidate={false} aria-label={t("ownerClaim.sign_in_label")}>
          <p className="text-sm text-slate-700">{t("ownerClaim.sign_in_intro")}</p>
          <Field id={`${uid}-email`} label={t("ownerClaim.email")} required>
            <TextInput
              id={`${uid}-email`}
              type="email"
              name="email"
              required
              maxLength={254}
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={send.isError || undefined}
              aria-describedby={send.isError ? errorId : undefined}
            />
          </Field>
          {send.error && (
            <p id={errorId} role="alert" className="text-sm text-red-800">
              {(send.error instanceof ApiError && send.error.serverMessage) || t("ownerClaim.sign_in_error")}
            </p>
          )}
          <div>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? t("ownerClaim.sending") : t("ownerClaim.email_sign_in_link")}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

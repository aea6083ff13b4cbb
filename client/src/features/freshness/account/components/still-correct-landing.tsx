import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { useLocalizedHref } from "@/i18n/links";
import { useT } from "@/i18n/use-t";
import { ApiError } from "@/lib/api-client";
import { useConfirmStillCorrect } from "../api/confirm-still-correct";

/**
 * /account/still-correct?token=…: the "Yes, it's correct" link of the 90-day reminder. The page
 * sends the token once (a mail scanner fetching the link runs no script, so it cannot spend it)
 * and says what happened. No sign-in needed.
 */
export function StillCorrectLanding({ token }: { token: string }) {
  const t = useT("ownerFreshness");
  const localized = useLocalizedHref();
  const confirm = useConfirmStillCorrect();
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    confirm.mutate(token);
  }, [token, confirm]);

  if (!token || confirm.isError)
    return (
      <div className="grid gap-3" role="alert">
        <h2 className="text-xl font-semibold">{t("ownerFreshness.link_broken")}</h2>
        <p className="text-slate-700">{(confirm.error instanceof ApiError && confirm.error.serverMessage) || t("ownerFreshness.link_used")}</p>
        <p className="text-sm text-slate-600">{t("ownerFreshness.nothing_changed")}</p>
        <Link href="/" className="text-blue-800 underline">
          {t("ownerFreshness.go_to_account")}
        </Link>
      </div>
    );
  if (!confirm.isSuccess) return <p className="text-slate-600">{t("ownerFreshness.confirming")}</p>;
  // The server's words are English; the page says the same in its own language.
  const { listing } = confirm.data;
  return (
    <div className="grid gap-3" role="status">
      <h2 className="text-xl font-semibold">{t("ownerFreshness.thanks")}</h2>
      <p className="text-slate-700">{t("ownerFreshness.confirmed")}</p>
      <div className="flex flex-wrap gap-4">
        <a href={localized(listing.href)} className="font-semibold text-blue-800 underline">
          {t("ownerFreshness.see", { name: listing.name })}
        </a>
        <Link href={`/listings/${listing.kind}/${listing.id}`} className="text-blue-800 underline">
          {t("ownerFreshness.edit")}
        </Link>
      </div>
    </div>
  );
}

import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { useT } from "@/i18n/use-t";
import { ApiError } from "@/lib/api-client";
import { useConfirmClaim } from "@/features/owner-claim/api/claims";

/**
 * /account/claim?token=…: opens a claim or co-owner link once (signs in, adds the listing), then
 * links to the listing in /account. An expired, used or other-email link says so plainly.
 */
export function ClaimLanding({ token, onSignedIn }: { token: string; onSignedIn: () => Promise<unknown> }) {
  const t = useT("ownerClaim");
  const confirm = useConfirmClaim();
  const queryClient = useQueryClient();
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    confirm.mutate(token, { onSuccess: () => void queryClient.invalidateQueries().then(onSignedIn) });
  }, [token, confirm, queryClient, onSignedIn]);

  if (!token || confirm.isError)
    return (
      <div className="grid gap-3" role="alert">
        <h2 className="text-xl font-semibold">{t("ownerClaim.link_broken")}</h2>
        <p className="text-slate-700">{(confirm.error instanceof ApiError && confirm.error.serverMessage) || t("ownerClaim.link_expired")}</p>
        <p className="text-sm text-slate-600">{t("ownerClaim.nothing_changed")}</p>
        <Link href="/" className="text-blue-800 underline">
          {t("ownerClaim.go_to_account")}
        </Link>
      </div>
    );
  if (!confirm.isSuccess) return <p className="text-slate-600">{t("ownerClaim.checking_link")}</p>;
  const listing = confirm.data;
  return (
    <div className="grid gap-3" role="status">
      <h2 className="text-xl font-semibold">{t("ownerClaim.now_manage", { role: listing.role })}</h2>
      <p className="text-slate-700">{listing.name}</p>
      <Link href={`/listings/${listing.kind}/${listing.id}`} className="font-semibold text-blue-800 underline">
        {t("ownerClaim.open", { name: listing.name })}
      </Link>
    </div>
  );
}

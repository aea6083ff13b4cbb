import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { ApiError } from "@/lib/api-client";
import { useConfirmStillCorrect } from "../api/confirm-still-correct";

/**
 * /account/still-correct?token=…: the "Yes, it's correct" link of the 90-day reminder. The page
 * sends the token once (a mail scanner fetching the link runs no script, so it cannot spend it)
 * and says what happened. No sign-in needed.
 */
export function StillCorrectLanding({ token }: { token: string }) {
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
        <h2 className="text-xl font-semibold">This link does not work</h2>
        <p className="text-slate-700">
          {(confirm.error instanceof ApiError && confirm.error.serverMessage) || "This link has already been used or has expired."}
        </p>
        <p className="text-sm text-slate-600">Nothing was changed. Sign in to check and edit your listing.</p>
        <Link href="/" className="text-blue-800 underline">
          Go to your account
        </Link>
      </div>
    );
  if (!confirm.isSuccess) return <p className="text-slate-600">Confirming your listing…</p>;
  const { listing, message } = confirm.data;
  return (
    <div className="grid gap-3" role="status">
      <h2 className="text-xl font-semibold">Thanks, your listing is marked as up to date</h2>
      <p className="text-slate-700">{message}</p>
      <div className="flex flex-wrap gap-4">
        <a href={listing.href} className="font-semibold text-blue-800 underline">
          See {listing.name}
        </a>
        <Link href={`/listings/${listing.kind}/${listing.id}`} className="text-blue-800 underline">
          Edit it in your account
        </Link>
      </div>
    </div>
  );
}

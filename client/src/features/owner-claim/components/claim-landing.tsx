import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { ApiError } from "@/lib/api-client";
import { useConfirmClaim } from "../api/claims";

/**
 * /account/claim?token=…: opens a claim or co-owner link once (signs in, adds the listing), then
 * links to the listing in /account. An expired, used or other-email link says so plainly.
 */
export function ClaimLanding({ token, onSignedIn }: { token: string; onSignedIn: () => Promise<unknown> }) {
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
        <h2 className="text-xl font-semibold">This link does not work</h2>
        <p className="text-slate-700">
          {(confirm.error instanceof ApiError && confirm.error.serverMessage) ||
            "This link has expired or was already used. Ask for a new one from the listing's page."}
        </p>
        <p className="text-sm text-slate-600">Nothing was changed.</p>
        <Link href="/" className="text-blue-800 underline">
          Go to your account
        </Link>
      </div>
    );
  if (!confirm.isSuccess) return <p className="text-slate-600">Checking your link…</p>;
  const listing = confirm.data;
  return (
    <div className="grid gap-3" role="status">
      <h2 className="text-xl font-semibold">{listing.role === "owner" ? "You now manage this listing" : "You are now a co-owner"}</h2>
      <p className="text-slate-700">{listing.name}</p>
      <Link href={`/listings/${listing.kind}/${listing.id}`} className="font-semibold text-blue-800 underline">
        Open {listing.name}
      </Link>
    </div>
  );
}

import { useId, useState } from "react";
import { AdminPage, AdminPanel } from "@/components/layout/admin-page";
import { Button } from "@/components/ui/button";
import { Field, TextInput } from "@/components/ui/field";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError } from "@/lib/api-client";
import type { AdminClaimRequest } from "@shared/account/claims";
import { useAdminClaims, useDecideClaim } from "../api/claims";

/** /admin/claims (editors): claim requests without a reachable listing email; approve mails a claim link, reject a note. */
export default function ClaimsPage() {
  const claims = useAdminClaims();
  return (
    <AdminPage
      title="Claims"
      description="People asking to manage a listing whose email they cannot reach. Approving emails them a claim link; rejecting tells them so."
    >
      <AdminPanel title="Waiting for a decision">
        {claims.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : claims.isError ? (
          <p role="alert" className="text-sm text-red-800">
            Could not load the claim requests. Please reload the page.
          </p>
        ) : claims.data.length === 0 ? (
          <p className="text-sm text-slate-600">No claim requests are waiting.</p>
        ) : (
          <ul aria-label="Claim requests" className="grid gap-4">
            {claims.data.map((c) => (
              <ClaimRow key={c.id} claim={c} />
            ))}
          </ul>
        )}
      </AdminPanel>
    </AdminPage>
  );
}

function ClaimRow({ claim }: { claim: AdminClaimRequest }) {
  const uid = useId();
  const decide = useDecideClaim();
  const [reason, setReason] = useState("");
  const errorId = `${uid}-error`;
  const href = `/${claim.kind}/${claim.listingId}`;
  return (
    <li className="grid gap-2 rounded-md border border-slate-200 p-3 text-sm">
      <p className="font-semibold">
        <a href={href} className="text-brand-700 underline">
          {claim.listingName}
        </a>{" "}
        <span className="font-normal text-slate-600">({claim.kind})</span>
      </p>
      <p>
        {claim.name}, {claim.role} · {claim.email} · {claim.phone}
      </p>
      {claim.note && <p className="whitespace-pre-line text-slate-700">{claim.note}</p>}
      <Field id={`${uid}-reason`} label="Reason for a rejection (optional, sent to them)">
        <TextInput
          id={`${uid}-reason`}
          maxLength={1000}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          aria-describedby={decide.isError ? errorId : undefined}
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button disabled={decide.isPending} onClick={() => decide.mutate({ id: claim.id, decision: "approve" })}>
          Approve
        </Button>
        <Button
          variant="outline"
          disabled={decide.isPending}
          onClick={() => decide.mutate({ id: claim.id, decision: "reject", reason: reason.trim() || undefined })}
        >
          Reject
        </Button>
      </div>
      {decide.error && (
        <p id={errorId} role="alert" className="text-red-800">
          {(decide.error instanceof ApiError && decide.error.serverMessage) || "Could not save the decision."}
        </p>
      )}
    </li>
  );
}

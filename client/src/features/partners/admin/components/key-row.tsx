import { useState } from "react";
import { partnerScopeLabels, type PartnerKey } from "@shared/partners";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { useRevokePartnerKey } from "../api/revoke-partner-key";

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" }) : "Never");

/** One key: who, its visible prefix, scopes, usage (today, 14 days, last use), and Revoke behind a confirmation. */
export function KeyRow({ partnerKey: k }: { partnerKey: PartnerKey }) {
  const revoke = useRevokePartnerKey();
  const [confirming, setConfirming] = useState(false);
  const fortnight = k.usage.reduce((sum, d) => sum + d.requests, 0);
  const peak = Math.max(1, ...k.usage.map((d) => d.requests));
  const onRevoke = () =>
    revoke.mutate(k.id, {
      onSuccess: () => toast({ title: "Key revoked", description: `The key of ${k.name} no longer works.` }),
      onError: (err) => {
        setConfirming(false);
        toast({ title: "Error", description: (err instanceof ApiError && err.serverMessage) || "Could not revoke the key.", variant: "destructive" });
      },
    });

  return (
    <li className="grid gap-3 border-b border-slate-200 py-4 last:border-b-0 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1.4fr)_minmax(0,1.4fr)_auto] lg:items-start">
      <div className="min-w-0">
        <p className="break-words font-medium text-slate-900">
          {k.name}
          {k.revokedAt && <span className="ml-2 rounded bg-slate-200 px-1.5 py-0.5 text-xs font-semibold text-slate-800">Revoked</span>}
        </p>
        <p className="break-words text-sm text-slate-600">{k.contact}</p>
        <p className="mt-1 font-mono text-xs text-slate-700">{k.keyPrefix}…</p>
      </div>
      <div className="text-sm text-slate-700">
        <p className="font-medium text-slate-800">Scopes</p>
        <ul className="list-disc pl-5">
          {k.scopes.map((s) => (
            <li key={s}>{partnerScopeLabels[s]}</li>
          ))}
        </ul>
        <p className="mt-1 text-xs text-slate-600">
          Created {when(k.createdAt)} by {k.createdBy}
          {k.revokedAt && <>; revoked {when(k.revokedAt)}</>}
        </p>
      </div>
      <div className="text-sm text-slate-700">
        <p>
          <span className="font-medium text-slate-800">Requests today (UTC):</span> {k.requestsToday.toLocaleString("en-US")}
        </p>
        <p>
          <span className="font-medium text-slate-800">Last 14 days:</span> {fortnight.toLocaleString("en-US")}
        </p>
        <p>
          <span className="font-medium text-slate-800">Last use:</span> {when(k.lastUsedAt)}
        </p>
        <div
          className="mt-2 flex h-8 items-end gap-0.5"
          role="img"
          aria-label={`Requests per day over the last 14 days: ${k.usage.map((d) => `${d.day} ${d.requests}`).join(", ")}`}
        >
          {k.usage.map((d) => (
            <span key={d.day} className="w-2 rounded-sm bg-brand-700" style={{ height: `${Math.max(2, Math.round((d.requests / peak) * 32))}px` }} />
          ))}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 lg:justify-end">
        {k.revokedAt ? null : confirming ? (
          <>
            <span className="text-sm text-slate-700">Revoke the key of {k.name}? It stops working at once.</span>
            <Button className="min-h-9 bg-red-700 px-3 py-1.5 hover:bg-red-800" onClick={onRevoke} disabled={revoke.isPending}>
              Revoke
            </Button>
            <Button variant="outline" className="min-h-9 px-3 py-1.5" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </>
        ) : (
          <Button variant="outline" className="min-h-9 px-3 py-1.5" onClick={() => setConfirming(true)} aria-label={`Revoke the key of ${k.name}`}>
            Revoke…
          </Button>
        )}
      </div>
    </li>
  );
}

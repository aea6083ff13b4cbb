import { useState } from "react";
import type { AuditEntry } from "@shared/admin/audit";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { formatInstant } from "@/lib/local-day";
import { useRevertEntry } from "../api/revert-entry";
import { actionLabel, entityLabel, fieldLabel } from "../lib/audit-labels";

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** Past this many characters a value is cut, so that a long bio does not fill a phone's screen. */
const LONG = 240;

/** A snapshot value as text: instants in local time, lists joined, empty shown as a dash, long text cut. */
function show(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (Array.isArray(value)) return value.join(", ") || "—";
  const text = typeof value === "object" ? JSON.stringify(value) : typeof value === "string" && ISO_INSTANT.test(value) ? formatInstant(value) : String(value);
  return text.length > LONG ? `${text.slice(0, LONG)}… (${(text.length - LONG).toLocaleString("en-US")} more characters)` : text;
}

/** One audit entry: who, when, from where, why; each changed field before → after; one-click revert with a "changed since" answer. */
export function AuditEntryCard({ entry, canRevert, showEntity }: { entry: AuditEntry; canRevert: boolean; showEntity?: boolean }) {
  const revert = useRevertEntry();
  const [conflict, setConflict] = useState<string | null>(null);
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];

  const run = (force: boolean) =>
    revert.mutate(
      { id: entry.id, body: { force } },
      {
        onSuccess: () => {
          setConflict(null);
          toast({ title: "Change reverted", description: "The earlier values are back, and the revert is in the log." });
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 409 && !force) setConflict(err.serverMessage ?? "Changed since.");
          else toast({ title: "Error", description: (err instanceof ApiError && err.serverMessage) || "Could not revert.", variant: "destructive" });
        },
      },
    );

  return (
    <li className="rounded-md border border-slate-200 bg-white p-4" data-testid="audit-entry">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="break-words font-semibold text-slate-900" title={entry.action}>
            {actionLabel(entry.action)}
            {showEntity && <span className="font-normal text-slate-700"> · {entry.entityName ?? `${entityLabel(entry.entityType)} ${entry.entityId}`}</span>}
          </p>
          <p className="text-sm text-slate-700">
            by <span className="font-medium">{entry.actorName ?? entry.actorEmail}</span> · {formatInstant(entry.createdAt)}
          </p>
          <p className="break-words text-xs text-slate-600">
            #{entry.id} · {entry.actorEmail}
            {entry.actorIp && ` · ${entry.actorIp}`}
          </p>
          {entry.reason && <p className="mt-1 text-sm text-slate-800">Reason: {entry.reason}</p>}
          {entry.revertsId !== null && <p className="text-sm text-slate-600">Reverts #{entry.revertsId}</p>}
          {entry.revertedById !== null && <p className="text-sm text-amber-800">Reverted by #{entry.revertedById}</p>}
          {entry.changeSetId && (
            <p className="text-sm">
              Part of import{" "}
              <a className="text-brand-800 underline" href={`/admin/import?changeSet=${encodeURIComponent(entry.changeSetId)}`}>
                {entry.changeSetId}
              </a>
              : revert the whole import there.
            </p>
          )}
        </div>
        {canRevert && entry.revertable && entry.revertedById === null && (
          <Button variant="outline" className="min-h-9 px-3 py-1.5" disabled={revert.isPending} onClick={() => run(false)}>
            {revert.isPending ? "Reverting..." : "Revert"}
          </Button>
        )}
      </div>
      {fields.length > 0 && (
        <dl className="mt-3 grid gap-1 text-sm">
          {fields.map((f) => (
            <div key={f} className="grid gap-x-2 sm:grid-cols-[12rem_1fr]">
              <dt className="font-medium text-slate-700" title={f}>
                {fieldLabel(f)}
              </dt>
              <dd className="min-w-0 [overflow-wrap:anywhere]">
                <del className="text-red-800">{show(entry.before?.[f])}</del> <span aria-hidden="true">→</span>
                <span className="sr-only">changed to</span> <ins className="text-green-800 no-underline">{show(entry.after?.[f])}</ins>
              </dd>
            </div>
          ))}
        </dl>
      )}
      {conflict && (
        <div role="alert" className="mt-3 flex flex-wrap items-center gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <span>{conflict}</span>
          <Button variant="outline" className="min-h-9 px-3 py-1.5" onClick={() => run(true)}>
            Revert anyway
          </Button>
        </div>
      )}
    </li>
  );
}

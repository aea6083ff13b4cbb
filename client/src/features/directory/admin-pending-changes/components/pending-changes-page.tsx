import * as queryKeys from "@shared/query-keys";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import type { AdminPendingChange } from "@shared/account/details";
import type { Category } from "@shared/schema";
import { AdminPage, AdminPanel } from "@/components/layout/admin-page";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError } from "@/lib/api-client";
import { useDecidePendingChange, usePendingChanges } from "../api/pending-changes";

const FIELD_LABELS = { name: "Name", categoryId: "Category" } as const;

/** /admin/changes (editors): owners' new names and categories; approving applies one at once (audited, revertible). */
export default function PendingChangesPage() {
  const changes = usePendingChanges();
  const { data: categories } = useQuery<Category[]>({ queryKey: queryKeys.categories() });
  const show = (field: AdminPendingChange["field"], value: unknown) =>
    field === "categoryId" ? (value === null ? "No category" : (categories?.find((c) => c.id === value)?.name ?? `Category ${String(value)}`)) : String(value);
  return (
    <AdminPage title="Owner changes" description="Listing owners edit their own details at once; a new name or category waits here for a decision.">
      <AdminPanel title="Waiting for a decision">
        {changes.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : changes.isError ? (
          <p role="alert" className="text-sm text-red-800">
            Could not load the changes. Please reload the page.
          </p>
        ) : changes.data.length === 0 ? (
          <p className="text-sm text-slate-600">No changes are waiting.</p>
        ) : (
          <ul aria-label="Changes waiting for a decision" className="grid gap-4">
            {changes.data.map((c) => (
              <ChangeRow key={c.id} change={c} show={show} />
            ))}
          </ul>
        )}
      </AdminPanel>
    </AdminPage>
  );
}

function ChangeRow({ change, show }: { change: AdminPendingChange; show: (field: AdminPendingChange["field"], value: unknown) => string }) {
  const uid = useId();
  const decide = useDecidePendingChange();
  return (
    <li className="grid gap-2 rounded-md border border-slate-200 p-3 text-sm">
      <p className="font-semibold">
        <a href={`/${change.kind}/${change.listingId}`} className="text-brand-700 underline">
          {change.listingName}
        </a>{" "}
        <span className="font-normal text-slate-600">({change.kind})</span>
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-slate-600">{FIELD_LABELS[change.field]} now</dt>
        <dd>{show(change.field, change.current)}</dd>
        <dt className="text-slate-600">Asked for</dt>
        <dd className="font-medium">{show(change.field, change.value)}</dd>
        <dt className="text-slate-600">By</dt>
        <dd>
          {change.requestedBy} · {new Date(change.createdAt).toLocaleDateString("en-US", { timeZone: "America/Chicago" })}
        </dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={decide.isPending}
          onClick={() => decide.mutate({ id: change.id, decision: "approve" })}
          aria-describedby={decide.error ? `${uid}-error` : undefined}
        >
          Approve
        </Button>
        <Button variant="outline" disabled={decide.isPending} onClick={() => decide.mutate({ id: change.id, decision: "reject" })}>
          Reject
        </Button>
      </div>
      {decide.error && (
        <p id={`${uid}-error`} role="alert" className="text-red-800">
          {(decide.error instanceof ApiError && decide.error.serverMessage) || "Could not save the decision."}
        </p>
      )}
    </li>
  );
}

import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useAudit } from "../api/get-audit";
import { AuditEntryCard } from "./audit-entry";

/**
 * The History of one entity (a listing's History tab, a professional's Gold changes): every
 * change newest first, before → after, with Revert. `canRevert` false hides the buttons (the
 * server refuses them anyway for a role that may not).
 */
export function EntityHistory({ entityType, entityId, canRevert = true }: { entityType: string; entityId: string | number; canRevert?: boolean }) {
  const history = useAudit({ entityType, entityId: String(entityId) });
  const rows = history.data?.pages.flatMap((p) => p.rows) ?? [];
  if (history.isPending) return <Skeleton className="h-32 w-full" />;
  if (history.isError)
    return (
      <p role="alert" className="text-sm text-red-800">
        Could not load the history. {history.error.message}
      </p>
    );
  if (rows.length === 0) return <p className="text-slate-700">No changes recorded yet.</p>;
  return (
    <div className="grid gap-3">
      <ul className="grid gap-3">
        {rows.map((entry) => (
          <AuditEntryCard key={entry.id} entry={entry} canRevert={canRevert} />
        ))}
      </ul>
      {history.hasNextPage && (
        <Button variant="outline" disabled={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
          {history.isFetchingNextPage ? "Loading..." : "Load more"}
        </Button>
      )}
    </div>
  );
}

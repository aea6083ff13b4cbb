import { inboxStatusLabels, listingFromInquiryHref, nextStatuses, type InboxDetail, type InboxStatus } from "@shared/admin/inbox";
import { AdminPanel } from "@/components/layout/admin-page";
import { Button } from "@/components/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { useAssignees } from "../api/get-inbox-options";
import { useUpdateInquiry } from "../api/update-inquiry";

const actionLabel: Record<InboxStatus, string> = {
  new: "Move back to New",
  in_progress: "Start working on it",
  answered: "Mark answered",
  closed: "Close",
  spam: "Mark as spam",
};

const failed = (err: unknown, fallback: string) =>
  toast({ title: "Error", description: (err instanceof ApiError && err.serverMessage) || fallback, variant: "destructive" });

const UNASSIGNED = "none";

/** The status moves the workflow allows from here, the assignee, and (advertising) "Create listing from this". */
export function InquiryActions({ inquiry }: { inquiry: InboxDetail }) {
  const update = useUpdateInquiry(inquiry.id);
  const assignees = useAssignees();
  const move = (status: InboxStatus) =>
    update.mutate(
      { status },
      {
        onSuccess: () => toast({ title: "Status changed", description: `Now ${inboxStatusLabels[status]}.` }),
        onError: (e) => failed(e, "Could not change the status."),
      },
    );
  const assign = (value: string) =>
    update.mutate(
      { assigneeId: value === UNASSIGNED ? null : value },
      { onSuccess: () => toast({ title: "Assignee changed" }), onError: (e) => failed(e, "Could not change the assignee.") },
    );
  return (
    <AdminPanel title="Status and assignee">
      <div className="grid gap-4">
        <div className="flex flex-wrap gap-2" role="group" aria-label="Change status">
          {nextStatuses(inquiry.status).map((s) => (
            <Button key={s} variant={s === "spam" ? "outline" : "primary"} className="min-h-10 px-3 py-2" disabled={update.isPending} onClick={() => move(s)}>
              {actionLabel[s]}
            </Button>
          ))}
        </div>
        <div className="grid gap-1.5">
          <span id="inbox-assignee-label" className="text-sm font-medium text-slate-800">
            Assignee
          </span>
          <Select value={inquiry.assigneeId ?? UNASSIGNED} onValueChange={assign} disabled={update.isPending || assignees.isPending}>
            <SelectTrigger aria-labelledby="inbox-assignee-label">
              <SelectValue placeholder="Unassigned" />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={UNASSIGNED}>Unassigned</SelectItem>
              {assignees.data?.map((a) => (
                <SelectItem key={a.id} value={a.id}>
                  {a.name || a.email}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        {inquiry.kind === "advertising" && (
          <div className="grid gap-1 border-t border-slate-200 pt-3 text-sm">
            <span className="font-medium text-slate-800">Create listing from this</span>
            <a className="font-medium text-brand-800 underline underline-offset-2" href={listingFromInquiryHref(inquiry.id, "businesses")}>
              As a business
            </a>
            <a className="font-medium text-brand-800 underline underline-offset-2" href={listingFromInquiryHref(inquiry.id, "professionals")}>
              As a professional
            </a>
          </div>
        )}
      </div>
    </AdminPanel>
  );
}

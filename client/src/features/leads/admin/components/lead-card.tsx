import { useId, useState, type FormEvent } from "react";
import type { AdminLead, LeadStatus } from "@shared/leads";
import type { ListingKind } from "@shared/listing-kind";
import { Button } from "@/components/ui/button";
import { Field, NativeSelect, TextInput } from "@/components/ui/field";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { formatWhen } from "@/lib/format-when";
import { useStaff } from "@/lib/use-staff";
import { useDeleteLead, useReassignLead } from "../api/admin-leads";

export const statusLabels: Record<LeadStatus, string> = { new: "New", viewed: "Viewed", replied: "Replied", won: "Won", lost: "Lost", spam: "Spam" };
const kindLabels: Record<AdminLead["kind"], string> = { quote: "Quote", appointment: "Appointment", message: "Message" };
const tones: Partial<Record<LeadStatus, string>> = {
  new: "border-brand-300 bg-brand-50 text-brand-900",
  replied: "border-green-300 bg-green-50 text-green-900",
  won: "border-green-300 bg-green-50 text-green-900",
  spam: "border-red-300 bg-red-50 text-red-900",
};
const errorText = (err: unknown, fallback: string) => (err instanceof ApiError && err.serverMessage) || fallback;

/** One lead: what was asked, by whom, for which listing; reassign (editors) and delete (admins). */
export function LeadCard({ lead }: { lead: AdminLead }) {
  const uid = useId();
  const staff = useStaff();
  const reassign = useReassignLead();
  const remove = useDeleteLead();
  const [kind, setKind] = useState<ListingKind>(lead.listingKind);
  const [listingId, setListingId] = useState("");
  const [deleting, setDeleting] = useState(false);
  const [reason, setReason] = useState("");
  const when = lead.when === "flexible" ? "flexible" : lead.when === "range" ? `${lead.whenFrom} to ${lead.whenTo}` : lead.whenFrom;

  function onReassign(e: FormEvent) {
    e.preventDefault();
    reassign.mutate(
      { id: lead.id, listingKind: kind, listingId: Number(listingId) },
      { onSuccess: () => toast({ title: "Lead reassigned", description: `It now belongs to ${kind} #${listingId}.` }) },
    );
  }
  function onDelete(e: FormEvent) {
    e.preventDefault();
    remove.mutate(
      { id: lead.id, reason },
      { onSuccess: () => toast({ title: "Lead deleted", description: "The deletion and its reason are in the audit log." }) },
    );
  }

  return (
    <li className="grid min-w-0 gap-2 rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="min-w-0 break-words text-base font-semibold text-slate-900">
          {kindLabels[lead.kind]} for{" "}
          <a href={`/${lead.listingKind}/${lead.listingId}`} className="text-brand-700 underline">
            {lead.listingName ?? `${lead.listingKind} #${lead.listingId}`}
          </a>
        </h2>
        <span
          className={cn(
            "whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-medium",
            tones[lead.status] ?? "border-slate-300 bg-slate-50 text-slate-800",
          )}
        >
          {statusLabels[lead.status]}
        </span>
      </div>
      <p className="break-words text-slate-700">
        From {lead.name} · {lead.email}
        {lead.phone && ` · ${lead.phone}`} · received {formatWhen(lead.createdAt)}
        {lead.firstRepliedAt && ` · first reply ${formatWhen(lead.firstRepliedAt)}`}
      </p>
      <p className="whitespace-pre-line break-words text-slate-800">{lead.needed}</p>
      <p className="text-slate-700">
        {when && `When: ${when} · `}
        {lead.budget && `Budget: ${lead.budget} · `}
        Reply by {lead.replyBy}
        {lead.spamReason && ` · held as spam: ${lead.spamReason}`}
      </p>
      <details>
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-brand-800">Reassign or delete</summary>
        <form onSubmit={onReassign} className="mt-2 flex flex-wrap items-end gap-3" aria-label={`Reassign lead ${lead.id}`}>
          <Field id={`${uid}-kind`} label="Listing type">
            <NativeSelect id={`${uid}-kind`} value={kind} onChange={(e) => setKind(e.target.value as ListingKind)}>
              <option value="professional">Professional</option>
              <option value="business">Business</option>
            </NativeSelect>
          </Field>
          <Field id={`${uid}-listing`} label="Listing number">
            <TextInput id={`${uid}-listing`} inputMode="numeric" pattern="[0-9]+" required value={listingId} onChange={(e) => setListingId(e.target.value)} />
          </Field>
          <Button type="submit" variant="outline" disabled={reassign.isPending}>
            Reassign
          </Button>
        </form>
        {reassign.error && (
          <p role="alert" className="mt-2 text-red-800">
            {errorText(reassign.error, "Could not reassign the lead.")}
          </p>
        )}
        {/* The server enforces it too (requireRole("admin")): editors are not offered what would be refused. */}
        {staff.role === "admin" &&
          (deleting ? (
            <form onSubmit={onDelete} className="mt-3 flex flex-wrap items-end gap-3" aria-label={`Delete lead ${lead.id}`}>
              <Field id={`${uid}-reason`} label="Why (kept in the audit log)" required>
                <TextInput id={`${uid}-reason`} required maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
              </Field>
              <Button type="submit" disabled={remove.isPending} className="bg-red-700 hover:bg-red-800">
                Delete for good
              </Button>
              <Button variant="outline" onClick={() => setDeleting(false)}>
                Cancel
              </Button>
            </form>
          ) : (
            <Button variant="outline" className="mt-3" onClick={() => setDeleting(true)}>
              Delete on request…
            </Button>
          ))}
        {remove.error && (
          <p role="alert" className="mt-2 text-red-800">
            {errorText(remove.error, "Could not delete the lead.")}
          </p>
        )}
      </details>
    </li>
  );
}

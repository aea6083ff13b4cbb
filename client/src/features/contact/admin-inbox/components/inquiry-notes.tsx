import { useState } from "react";
import type { InboxDetail } from "@shared/admin/inbox";
import { AdminPanel } from "@/components/layout/admin-page";
import { Button } from "@/components/ui/button";
import { TextArea } from "@/components/ui/field";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { useAddInquiryNote } from "../api/update-inquiry";
import { formatWhen } from "./status-badge";

/** Internal notes: staff only, never sent to the inquirer. */
export function InquiryNotes({ inquiry }: { inquiry: InboxDetail }) {
  const add = useAddInquiryNote(inquiry.id);
  const [body, setBody] = useState("");
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    add.mutate(
      { body },
      {
        onSuccess: () => (setBody(""), toast({ title: "Note added" })),
        onError: (err) =>
          toast({ title: "Error", description: (err instanceof ApiError && err.serverMessage) || "Could not add the note.", variant: "destructive" }),
      },
    );
  };
  return (
    <AdminPanel title="Internal notes">
      {inquiry.notes.length === 0 ? (
        <p className="text-sm text-slate-600">No notes yet. Notes are for staff only.</p>
      ) : (
        <ol className="grid gap-3" aria-label="Notes">
          {inquiry.notes.map((n) => (
            <li key={n.id} className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm">
              <p className="whitespace-pre-wrap break-words text-slate-900">{n.body}</p>
              <p className="mt-1 text-xs text-slate-600">
                {n.authorEmail}, {formatWhen(n.createdAt)}
              </p>
            </li>
          ))}
        </ol>
      )}
      <form className="mt-4 grid gap-2" onSubmit={submit}>
        <label htmlFor="inbox-note" className="text-sm font-medium text-slate-800">
          Add a note
        </label>
        <TextArea id="inbox-note" rows={3} maxLength={5000} value={body} onChange={(e) => setBody(e.target.value)} required />
        <div>
          <Button type="submit" variant="outline" className="min-h-10 px-3 py-2" disabled={add.isPending || !body.trim()}>
            {add.isPending ? "Saving..." : "Add note"}
          </Button>
        </div>
      </form>
    </AdminPanel>
  );
}

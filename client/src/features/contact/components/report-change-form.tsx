import { useId, useState, type FormEvent } from "react";
import type { ListingType } from "@shared/magazine-links";
import { MAX_REPORT_NOTE, REPORT_REASON_LABELS, REPORT_THANKS, reportReasons, type ReportReason } from "@shared/report-change";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { useSendReport } from "../api/send-report";
import { Field, TextArea, TextInput } from "@/components/ui/field";
import { HoneypotField, SubmitButton } from "./form-controls";

export const REPORT_SUCCESS_TITLE = "Report Sent!";
const REPORT_FALLBACK = "Failed to send report. Please try again later.";

/** The short "Report a change" form: what changed, an optional note and an optional email. */
export default function ReportChangeForm({ type, id, name }: { type: ListingType; id: number; name: string }) {
  const uid = useId();
  const [reason, setReason] = useState<ReportReason | "">("");
  const [note, setNote] = useState("");
  const [email, setEmail] = useState("");
  const [honeypot, setHoneypot] = useState("");
  const mutation = useSendReport();

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (mutation.isPending || !reason || !e.currentTarget.reportValidity()) return;
    const body = {
      listingType: type,
      listingId: id,
      reason,
      note: note.trim() || undefined,
      email: email.trim() || undefined,
      ...(honeypot.trim() && { homepage: honeypot }),
    };
    mutation.mutate(body, {
      onSuccess: (answer) => {
        toast({ title: REPORT_SUCCESS_TITLE, description: answer.message || REPORT_THANKS });
        setReason("");
        setNote("");
        setEmail("");
        setHoneypot("");
      },
      onError: (err) =>
        toast({ title: "Error", description: (err instanceof ApiError && err.serverMessage?.trim()) || REPORT_FALLBACK, variant: "destructive" }),
    });
  }

  return (
    <form onSubmit={onSubmit} className="relative mt-4 grid gap-4" aria-label={`Report a change to ${name}`}>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">
          What has changed?
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        </legend>
        <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
          {reportReasons.map((r) => (
            <label key={r} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
              <input type="radio" name="reason" value={r} required checked={reason === r} onChange={() => setReason(r)} className="h-4 w-4 accent-brand-700" />
              {REPORT_REASON_LABELS[r]}
            </label>
          ))}
        </div>
      </fieldset>
      <Field id={`${uid}-note`} label="Note (optional)">
        <TextArea id={`${uid}-note`} name="note" rows={3} maxLength={MAX_REPORT_NOTE} value={note} onChange={(e) => setNote(e.target.value)} />
      </Field>
      <Field id={`${uid}-email`} label="Your email (optional, if we may write back)">
        <TextInput id={`${uid}-email`} name="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </Field>
      <HoneypotField id={`${uid}-homepage`} value={honeypot} onChange={setHoneypot} />
      <div>
        <SubmitButton pending={mutation.isPending} label="Send report" pendingLabel="Sending..." />
      </div>
    </form>
  );
}

import { useId, useState, type FormEvent } from "react";
import type { ListingType } from "@shared/magazine-links";
import { MAX_REPORT_NOTE, reportReasons, type ReportReason } from "@shared/report-change";
import { toast } from "@/components/ui/use-toast";
import { useLocale, useT } from "@/i18n/use-t";
import { ApiError } from "@/lib/api-client";
import { useSendReport } from "../api/send-report";
import { Field, TextArea, TextInput } from "@/components/ui/field";
import { HoneypotField, SubmitButton } from "./form-controls";

/** The short "Report a change" form: what changed, an optional note and an optional email. */
export default function ReportChangeForm({ type, id, name }: { type: ListingType; id: number; name: string }) {
  const uid = useId();
  const [reason, setReason] = useState<ReportReason | "">("");
  const [note, setNote] = useState("");
  const [email, setEmail] = useState("");
  const [honeypot, setHoneypot] = useState("");
  const mutation = useSendReport();
  const t = useT("contact");
  const locale = useLocale();

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
        // The server's thanks is English: a Spanish page says its own.
        const thanks = t("contact.report.thanks");
        toast({ title: t("contact.report.success"), description: locale === "en" ? answer.message || thanks : thanks });
        setReason("");
        setNote("");
        setEmail("");
        setHoneypot("");
      },
      onError: (err) =>
        toast({
          title: t("contact.toast.error_title"),
          description: (locale === "en" && err instanceof ApiError && err.serverMessage?.trim()) || t("contact.report.fallback"),
          variant: "destructive",
        }),
    });
  }

  return (
    <form onSubmit={onSubmit} className="relative mt-4 grid gap-4" aria-label={t("contact.report.form_label", { name })}>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">
          {t("contact.report.what")}
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        </legend>
        <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
          {reportReasons.map((r) => (
            <label key={r} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
              <input type="radio" name="reason" value={r} required checked={reason === r} onChange={() => setReason(r)} className="h-4 w-4 accent-brand-700" />
              {t(`contact.report.reason.${r}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <Field id={`${uid}-note`} label={t("contact.report.note")}>
        <TextArea id={`${uid}-note`} name="note" rows={3} maxLength={MAX_REPORT_NOTE} value={note} onChange={(e) => setNote(e.target.value)} />
      </Field>
      <Field id={`${uid}-email`} label={t("contact.report.email")}>
        <TextInput id={`${uid}-email`} name="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </Field>
      <HoneypotField id={`${uid}-homepage`} value={honeypot} onChange={setHoneypot} />
      <div>
        <SubmitButton pending={mutation.isPending} label={t("contact.report.send")} pendingLabel={t("contact.sending")} />
      </div>
    </form>
  );
}

import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, TextArea, TextInput } from "@/components/ui/field";
import { useT } from "@/i18n/use-t";
import { ApiError } from "@/lib/api-client";
import { useClaimStatus, useRequestClaimLink, useSendClaimRequest } from "../api/claims";

const errorText = (err: unknown, fallback: string) => (err instanceof ApiError && err.serverMessage?.trim()) || fallback;

/**
 * The claim panel: with an email on the listing, a one-time link to it (shown masked, with the
 * same words whether or not one was sent); without one, or for an owner who cannot reach it, a
 * claim request to our editors.
 */
export default function ClaimPanel({ kind, id, name }: { kind: "professional" | "business"; id: number; name: string }) {
  const t = useT("ownerClaim");
  const status = useClaimStatus(kind, id);
  const link = useRequestClaimLink();
  const [requestForm, setRequestForm] = useState(false);
  if (status.isPending) return <p className="mt-4 text-sm text-slate-600">{t("ownerClaim.checking_listing")}</p>;
  if (status.error)
    return (
      <p role="alert" className="mt-4 text-sm text-red-800">
        {errorText(status.error, t("ownerClaim.error"))}
      </p>
    );
  if (!status.data.claimable) return <p className="mt-4 text-sm text-slate-700">{t("ownerClaim.already_managed")}</p>;
  const masked = status.data.maskedEmail;
  return (
    <div className="mt-4 grid gap-4 rounded-lg border border-slate-200 bg-white p-4">
      {masked && !requestForm && (
        <div className="grid gap-3">
          <p className="text-sm text-slate-700">
            {t("ownerClaim.will_email")} <strong>{masked}</strong>. {t("ownerClaim.works_15")}
          </p>
          {link.isSuccess ? (
            <p role="status" className="text-sm font-medium text-green-800">
              {t(link.data.mailSent ? "ownerClaim.claim_sent" : "ownerClaim.claim_saved")}
            </p>
          ) : (
            <div>
              <Button type="button" disabled={link.isPending} onClick={() => link.mutate({ kind, id })}>
                {link.isPending ? t("ownerClaim.sending") : t("ownerClaim.email_claim_link")}
              </Button>
            </div>
          )}
          {link.error && (
            <p role="alert" className="text-sm text-red-800">
              {errorText(link.error, t("ownerClaim.error"))}
            </p>
          )}
          <p className="text-sm text-slate-600">
            {t("ownerClaim.cannot_reach")}{" "}
            <button type="button" onClick={() => setRequestForm(true)} className="min-h-11 font-semibold text-brand-700 underline-offset-2 hover:underline">
              {t("ownerClaim.ask_editors")}
            </button>
          </p>
        </div>
      )}
      {(!masked || requestForm) && <ClaimRequestForm kind={kind} id={id} name={name} />}
    </div>
  );
}

function ClaimRequestForm({ kind, id, name }: { kind: "professional" | "business"; id: number; name: string }) {
  const t = useT("ownerClaim");
  const uid = useId();
  const send = useSendClaimRequest();
  const [fields, setFields] = useState({ name: "", role: "", phone: "", email: "", note: "" });
  const set = (key: keyof typeof fields) => (e: { target: { value: string } }) => setFields((f) => ({ ...f, [key]: e.target.value }));
  const errorId = `${uid}-error`;

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (send.isPending || !e.currentTarget.reportValidity()) return;
    send.mutate({ kind, id, ...fields, note: fields.note.trim() || undefined });
  }

  if (send.isSuccess)
    return (
      <p role="status" className="text-sm font-medium text-green-800">
        {t("ownerClaim.request_sent")}
      </p>
    );
  const described = send.error ? errorId : undefined;
  return (
    <form onSubmit={onSubmit} className="grid gap-4" aria-label={t("ownerClaim.request_label", { name })}>
      <p className="text-sm text-slate-700">{t("ownerClaim.request_intro")}</p>
      <Field id={`${uid}-name`} label={t("ownerClaim.your_name")} required>
        <TextInput id={`${uid}-name`} required maxLength={120} autoComplete="name" value={fields.name} onChange={set("name")} aria-describedby={described} />
      </Field>
      <Field id={`${uid}-role`} label={t("ownerClaim.your_role")} required>
        <TextInput
          id={`${uid}-role`}
          required
          maxLength={120}
          autoComplete="organization-title"
          value={fields.role}
          onChange={set("role")}
          aria-describedby={described}
        />
      </Field>
      <Field id={`${uid}-phone`} label={t("ownerClaim.phone")} required>
        <TextInput
          id={`${uid}-phone`}
          type="tel"
          required
          minLength={7}
          maxLength={40}
          autoComplete="tel"
          value={fields.phone}
          onChange={set("phone")}
          aria-describedby={described}
        />
      </Field>
      <Field id={`${uid}-email`} label={t("ownerClaim.your_email")} required>
        <TextInput
          id={`${uid}-email`}
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          value={fields.email}
          onChange={set("email")}
          aria-describedby={described}
        />
      </Field>
      <Field id={`${uid}-note`} label={t("ownerClaim.note")}>
        <TextArea id={`${uid}-note`} rows={3} maxLength={2000} value={fields.note} onChange={set("note")} />
      </Field>
      {send.error && (
        <p id={errorId} role="alert" className="text-sm text-red-800">
          {errorText(send.error, t("ownerClaim.error"))}
        </p>
      )}
      <div>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? t("ownerClaim.sending") : t("ownerClaim.send_request")}
        </Button>
      </div>
    </form>
  );
}

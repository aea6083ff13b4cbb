import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, TextInput } from "@/components/ui/field";
import { ApiError } from "@/lib/api-client";
import { useT } from "@/i18n/use-t";
import { useMailSent } from "@/lib/mail-status";
import { useCoOwnerWrites, useCoOwners } from "../api/co-owners";

/** The Co-owners section of an owned listing in /account: who manages it, invite by email, remove. */
export function CoOwnersSection({ kind, id }: { kind: string; id: string }) {
  const t = useT("ownerClaim");
  const uid = useId();
  const list = useCoOwners(kind, id);
  const { invite, remove } = useCoOwnerWrites(kind, id);
  const mailSent = useMailSent();
  const [email, setEmail] = useState("");
  const errorId = `${uid}-error`;

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (invite.isPending || !e.currentTarget.reportValidity()) return;
    invite.mutate(email.trim(), { onSuccess: () => setEmail("") });
  }

  return (
    <section aria-labelledby={`${uid}-title`} className="grid gap-3 rounded-lg border border-gray-200 bg-white p-4">
      <h3 id={`${uid}-title`} className="text-lg font-semibold">
        {t("ownerClaim.co_owners")}
      </h3>
      {list.isPending ? (
        <p className="text-sm text-gray-600">{t("ownerClaim.loading")}</p>
      ) : list.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {t("ownerClaim.co_owners_error")}
        </p>
      ) : (
        <ul className="grid gap-2 text-sm">
          {list.data.map((p) => (
            <li key={`${p.email}-${p.role}`} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                {p.email} <span className="text-gray-600">· {t("ownerClaim.role", { role: p.role })}</span>
              </span>
              {p.role === "co_owner" && p.userId && (
                <Button
                  variant="outline"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(p.userId!)}
                  aria-label={t("ownerClaim.remove_label", { email: p.email })}
                >
                  {t("ownerClaim.remove")}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={onSubmit} className="grid gap-3" aria-label={t("ownerClaim.invite_label")}>
        <Field id={`${uid}-email`} label={t("ownerClaim.invite_by_email")} required>
          <TextInput
            id={`${uid}-email`}
            type="email"
            required
            maxLength={254}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={invite.isError || undefined}
            aria-describedby={invite.isError ? errorId : undefined}
          />
        </Field>
        {invite.error && (
          <p id={errorId} role="alert" className="text-sm text-red-800">
            {(invite.error instanceof ApiError && invite.error.serverMessage) || t("ownerClaim.invite_error")}
          </p>
        )}
        {invite.isSuccess && (
          <p role="status" className="text-sm text-green-800">
            {t(mailSent ? "ownerClaim.invite_sent" : "ownerClaim.invite_saved")}
          </p>
        )}
        <div>
          <Button type="submit" disabled={invite.isPending}>
            {invite.isPending ? t("ownerClaim.sending") : t("ownerClaim.send_invite")}
          </Button>
        </div>
      </form>
    </section>
  );
}

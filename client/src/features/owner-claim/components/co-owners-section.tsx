import { MAIL_WAITING } from "@shared/mail";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, TextInput } from "@/components/ui/field";
import { ApiError } from "@/lib/api-client";
import { mailNotice, useMailSent } from "@/lib/mail-status";
import { useCoOwnerWrites, useCoOwners } from "../api/co-owners";

const ROLE_LABEL = { owner: "Owner", co_owner: "Co-owner", invited: "Invited" } as const;

/** The Co-owners section of an owned listing in /account: who manages it, invite by email, remove. */
export function CoOwnersSection({ kind, id }: { kind: string; id: string }) {
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
        Co-owners
      </h3>
      {list.isPending ? (
        <p className="text-sm text-gray-600">Loading…</p>
      ) : list.isError ? (
        <p role="alert" className="text-sm text-red-800">
          Could not load who manages this listing.
        </p>
      ) : (
        <ul className="grid gap-2 text-sm">
          {list.data.map((p) => (
            <li key={`${p.email}-${p.role}`} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                {p.email} <span className="text-gray-600">· {ROLE_LABEL[p.role]}</span>
              </span>
              {p.role === "co_owner" && p.userId && (
                <Button variant="outline" disabled={remove.isPending} onClick={() => remove.mutate(p.userId!)} aria-label={`Remove ${p.email}`}>
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={onSubmit} className="grid gap-3" aria-label="Invite a co-owner">
        <Field id={`${uid}-email`} label="Invite by email" required>
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
            {(invite.error instanceof ApiError && invite.error.serverMessage) || "Could not send the invite."}
          </p>
        )}
        {invite.isSuccess && (
          <p role="status" className="text-sm text-green-800">
            {mailNotice(mailSent, "Invite sent.", `Invite saved. ${MAIL_WAITING}`)} It works once, for 7 days.
          </p>
        )}
        <div>
          <Button type="submit" disabled={invite.isPending}>
            {invite.isPending ? "Sending…" : "Send invite"}
          </Button>
        </div>
      </form>
    </section>
  );
}

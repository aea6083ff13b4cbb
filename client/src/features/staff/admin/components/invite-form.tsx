import { useState, type FormEvent } from "react";
import type { StaffRoleName } from "@shared/admin/staff";
import { MAIL_WAITING } from "@shared/mail";
import { FormMessage } from "@/components/layout/admin-page";
import { Button } from "@/components/ui/button";
import { Field, NativeSelect, TextInput } from "@/components/ui/field";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { useMailSent } from "@/lib/mail-status";
import { useInviteStaff } from "../api/invite-staff";

/** Invite by email and role: the server creates the account and emails a one-time link to set its password. */
export function InviteForm() {
  const invite = useInviteStaff();
  const mailSent = useMailSent();
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const [role, setRole] = useState<StaffRoleName>("editor");
  const [error, setError] = useState<string | null>(null);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    invite.mutate(
      { email: email.trim(), name: name.trim() || undefined, role },
      {
        onSuccess: (member) => {
          toast(
            mailSent
              ? { title: "Invitation sent", description: `${member.email} will get an email with a link to set a password.` }
              : { title: "Invitation saved", description: `The link to set a password is in Outgoing mail. ${MAIL_WAITING}` },
          );
          setEmail("");
          setName("");
          setRole("editor");
        },
        onError: (err) => setError((err instanceof ApiError && err.serverMessage) || "Could not send the invitation. Please try again."),
      },
    );
  }

  return (
    <form className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_2fr_1fr_auto] lg:items-end" onSubmit={onSubmit}>
      {error && (
        <div className="sm:col-span-2 lg:col-span-4">
          <FormMessage kind="error">{error}</FormMessage>
        </div>
      )}
      <Field id="invite-email" label="Email">
        <TextInput id="invite-email" type="email" required autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
      </Field>
      <Field id="invite-name" label="Name (optional)">
        <TextInput id="invite-name" autoComplete="off" value={name} onChange={(e) => setName(e.target.value)} />
      </Field>
      <Field id="invite-role" label="Role">
        <NativeSelect id="invite-role" value={role} onChange={(e) => setRole(e.target.value as StaffRoleName)}>
          <option value="editor">Editor</option>
          <option value="admin">Admin</option>
        </NativeSelect>
      </Field>
      <Button type="submit" disabled={invite.isPending}>
        {invite.isPending ? "Sending..." : "Send invitation"}
      </Button>
    </form>
  );
}

import { MAIL_WAITING } from "@shared/mail";
import { useState, type FormEvent } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Field, TextInput } from "@/components/ui/field";
import { FormMessage } from "@/components/layout/admin-page";
import { ApiError } from "@/lib/api-client";
import { mailNotice, useMailSent } from "@/lib/mail-status";
import { useRequestPasswordReset } from "../api/request-password-reset";
import { authErrorText } from "../lib/auth-messages";
import { AuthCard } from "./auth-card";

/** The same words whether or not the address is a staff account, so the form tells nobody which accounts exist. */
export const RESET_SENT = "If that address belongs to a staff account, we have emailed it a link to set a new password. The link works once.";
/** Without a mail server the link waits in the outbox, where an admin can read it. */
export const RESET_SAVED = `If that address belongs to a staff account, a link to set a new password was saved. ${MAIL_WAITING} Until then an admin can find it in Outgoing mail.`;

/** /admin/forgot-password: asks the server to email a reset link. */
export default function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState("");
  const [sent, setSent] = useState(false);
  const mailSent = useMailSent();
  const [error, setError] = useState<string | null>(null);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    request.mutate(email.trim(), {
      onSuccess: () => setSent(true),
      // A refused address (400) reads as sent too: only a wait (429) or an outage is worth saying.
      onError: (err) => (err instanceof ApiError && err.status < 500 && err.status !== 429 ? setSent(true) : setError(authErrorText(err, RESET_SENT))),
    });
  }

  return (
    <AuthCard title="Forgot password" intro="Enter your staff email address and we will send you a link to set a new password.">
      {sent ? (
        <FormMessage kind="notice">{mailNotice(mailSent, RESET_SENT, RESET_SAVED)}</FormMessage>
      ) : (
        <form className="grid gap-4" onSubmit={onSubmit}>
          {error && <FormMessage kind="error">{error}</FormMessage>}
          <Field id="forgot-email" label="Email">
            <TextInput id="forgot-email" name="email" type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
          </Field>
          <Button type="submit" disabled={request.isPending}>
            {request.isPending ? "Sending..." : "Send reset link"}
          </Button>
        </form>
      )}
      <Link href="~/admin" className="mt-4 inline-block rounded text-sm font-medium text-brand-700 underline hover:text-brand-900">
        Back to sign-in
      </Link>
    </AuthCard>
  );
}

import { useState, type FormEvent } from "react";
import { Link, useSearch } from "wouter";
import { Button } from "@/components/ui/button";
import { Field, TextInput } from "@/components/ui/field";
import { FormMessage } from "@/components/layout/admin-page";
import { ApiError } from "@/lib/api-client";
import { useResetPassword } from "../api/reset-password";
import { authErrorText } from "../lib/auth-messages";
import { AuthCard } from "./auth-card";

const EXPIRED = "This link has expired or was already used. Ask for a new one.";
/** better-auth's minPasswordLength in server/auth/auth.ts; the server checks it again. */
export const MIN_PASSWORD_LENGTH = 10;

/** better-auth answers 400 "Invalid token" for an unknown, used or expired token; other 400s (too short) say their own reason. */
const resetErrorText = (err: unknown) =>
  err instanceof ApiError && err.status === 400 && /token/i.test(err.serverMessage ?? "") ? EXPIRED : authErrorText(err, EXPIRED);

/**
 * /admin/reset-password?token=…: sets a password, for a reset email's link and for the one-time
 * set-up link `npm run staff:add` prints or an invitation emails. The token is single-use.
 */
export default function ResetPasswordForm() {
  const params = new URLSearchParams(useSearch());
  const token = params.get("token") ?? "";
  const reset = useResetPassword();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<string | null>(null);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (password.length < MIN_PASSWORD_LENGTH) return setError(`Use at least ${MIN_PASSWORD_LENGTH} characters.`);
    if (password !== confirm) return setError("The two passwords are not the same.");
    setError(null);
    reset.mutate({ token, newPassword: password }, { onError: (err) => setError(resetErrorText(err)) });
  }

  const back = (
    <Link href="~/admin" className="mt-4 inline-block rounded text-sm font-medium text-brand-700 underline hover:text-brand-900">
      Go to sign-in
    </Link>
  );
  if (reset.isSuccess) {
    return (
      <AuthCard title="Password set">
        <FormMessage kind="notice">Your password is set. Sign in with your email and the new password.</FormMessage>
        {back}
      </AuthCard>
    );
  }
  if (!token || params.get("error")) {
    return (
      <AuthCard title="Set your password">
        <FormMessage kind="error">{token ? EXPIRED : "This link is incomplete. Open the whole link from your email, or ask for a new one."}</FormMessage>
        <Link href="/forgot-password" className="mt-4 inline-block rounded text-sm font-medium text-brand-700 underline hover:text-brand-900">
          Send me a new link
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Set your password"
      intro={`Choose a password of at least ${MIN_PASSWORD_LENGTH} characters. A passphrase of a few words is easy to remember.`}
    >
      <form className="grid gap-4" onSubmit={onSubmit} noValidate>
        {error && <FormMessage kind="error">{error}</FormMessage>}
        <Field id="new-password" label="New password">
          <TextInput id="new-password" type="password" autoComplete="new-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        </Field>
        <Field id="confirm-password" label="Confirm new password">
          <TextInput id="confirm-password" type="password" autoComplete="new-password" required value={confirm} onChange={(e) => setConfirm(e.target.value)} />
        </Field>
        <Button type="submit" disabled={reset.isPending}>
          {reset.isPending ? "Saving..." : "Set password"}
        </Button>
      </form>
      {back}
    </AuthCard>
  );
}

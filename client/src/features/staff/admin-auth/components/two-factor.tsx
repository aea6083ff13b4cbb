import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import * as accountKeys from "@shared/account-query-keys";
import { FormMessage } from "@/components/layout/admin-page";
import { Button } from "@/components/ui/button";
import { Field, TextInput } from "@/components/ui/field";
import { toast } from "@/components/ui/use-toast";
import { useDisableTwoFactor, useEnableTwoFactor, type EnableTwoFactorResponse } from "../api/two-factor";
import { useVerifySignInCode } from "../api/verify-sign-in-code";
import { authErrorText, BAD_CODE } from "../lib/auth-messages";

const WRONG_PASSWORD = "That password is not correct.";

/** The base32 secret of an otpauth:// URI, in groups of four for typing into an app by hand. */
export function totpSecret(uri: string): string {
  const secret = /[?&]secret=([^&]+)/.exec(uri)?.[1] ?? "";
  return decodeURIComponent(secret).replace(/(.{4})(?=.)/g, "$1 ");
}

function PasswordForm({ label, pending, onSubmit, error }: { label: string; pending: boolean; onSubmit: (password: string) => void; error: string | null }) {
  const [password, setPassword] = useState("");
  const submit = (e: FormEvent) => (e.preventDefault(), onSubmit(password));
  return (
    <form className="grid max-w-sm gap-4" onSubmit={submit}>
      {error && <FormMessage kind="error">{error}</FormMessage>}
      <Field id="two-factor-password" label="Your password">
        <TextInput
          id="two-factor-password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </Field>
      <Button type="submit" disabled={pending || !password}>
        {pending ? "Working..." : label}
      </Button>
    </form>
  );
}

/** Two-factor is off: password, then the app's URI and secret and a code to verify, then the backup codes, once. */
export function TwoFactorSetup() {
  const queryClient = useQueryClient();
  const enable = useEnableTwoFactor();
  const verify = useVerifySignInCode();
  const [started, setStarted] = useState<EnableTwoFactorResponse | null>(null);
  const [verified, setVerified] = useState(false);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);

  if (verified && started) {
    return (
      <div className="grid gap-4">
        <FormMessage kind="notice">
          Two-factor sign-in is on. Save these backup codes now: each signs you in once if you lose your phone. They are not shown again.
        </FormMessage>
        <ul aria-label="Backup codes" className="grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-5">
          {started.backupCodes.map((c) => (
            <li key={c} className="rounded border border-slate-200 bg-slate-50 px-2 py-1 text-center">
              {c}
            </li>
          ))}
        </ul>
        <Button className="justify-self-start" onClick={() => void queryClient.invalidateQueries({ queryKey: accountKeys.adminMe() })}>
          I have saved them
        </Button>
      </div>
    );
  }
  if (started) {
    const onVerify = (e: FormEvent) => {
      e.preventDefault();
      setError(null);
      verify.mutate(code, { onSuccess: () => setVerified(true), onError: (err) => setError(authErrorText(err, BAD_CODE)) });
    };
    return (
      <form className="grid gap-4" onSubmit={onVerify}>
        <p className="text-sm text-slate-700">1. In your authenticator app, add an account with this address (or type the secret by hand):</p>
        <code className="block break-all rounded border border-slate-200 bg-slate-50 p-3 text-xs text-slate-900">{started.totpURI}</code>
        <p className="text-sm text-slate-700">
          Secret: <code className="break-all font-mono font-semibold text-slate-900">{totpSecret(started.totpURI)}</code>
        </p>
        <p className="text-sm text-slate-700">2. Enter the 6-digit code the app shows, to finish.</p>
        {error && <FormMessage kind="error">{error}</FormMessage>}
        <Field id="two-factor-code" label="Code from the app" className="max-w-xs">
          <TextInput id="two-factor-code" autoComplete="one-time-code" inputMode="numeric" required value={code} onChange={(e) => setCode(e.target.value)} />
        </Field>
        <Button type="submit" className="justify-self-start" disabled={verify.isPending || !code.trim()}>
          {verify.isPending ? "Verifying..." : "Verify and turn on"}
        </Button>
      </form>
    );
  }
  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-700">Two-factor sign-in is off. Turn it on to ask for a code from an authenticator app at each sign-in.</p>
      <PasswordForm
        label="Turn on two-factor"
        pending={enable.isPending}
        error={error}
        onSubmit={(password) => (
          setError(null),
          enable.mutate(password, { onSuccess: setStarted, onError: (err) => setError(authErrorText(err, WRONG_PASSWORD)) })
        )}
      />
    </div>
  );
}

/** Two-factor is on: turning it off takes the password (the server may refuse an admin when settings require it). */
export function TwoFactorOff() {
  const queryClient = useQueryClient();
  const disable = useDisableTwoFactor();
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (password: string) => {
    setError(null);
    disable.mutate(password, {
      onSuccess: () => {
        toast({ title: "Two-factor sign-in is off" });
        void queryClient.invalidateQueries({ queryKey: accountKeys.adminMe() });
      },
      onError: (err) => setError(authErrorText(err, WRONG_PASSWORD)),
    });
  };
  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-700">Two-factor sign-in is on: each sign-in asks for a code from your authenticator app.</p>
      <PasswordForm label="Turn off two-factor" pending={disable.isPending} error={error} onSubmit={onSubmit} />
    </div>
  );
}

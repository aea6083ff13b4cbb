import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Link } from "wouter";
import * as accountKeys from "@shared/account-query-keys";
import { Button } from "@/components/ui/button";
import { Field, TextInput } from "@/components/ui/field";
import { FormMessage } from "@/components/layout/admin-page";
import { useSignIn } from "../api/sign-in";
import { useVerifySignInCode } from "../api/verify-sign-in-code";
import { authErrorText, BAD_CODE, signInErrorText } from "../lib/auth-messages";
import { AuthCard } from "./auth-card";

/**
 * Staff sign-in: email and password, then, for an account with two-factor on, the
 * authenticator's code (or a backup code). Once signed in, the staff query is refetched and
 * the admin screen swaps this form for the layout.
 */
export function SignInForm() {
  const queryClient = useQueryClient();
  const signIn = useSignIn();
  const verify = useVerifySignInCode();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [step, setStep] = useState<"password" | "code">("password");
  const [error, setError] = useState<string | null>(null);
  const signedIn = () => queryClient.invalidateQueries({ queryKey: accountKeys.adminMe() });

  function onSubmitPassword(e: FormEvent) {
    e.preventDefault();
    setError(null);
    signIn.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (answer) => {
          setPassword("");
          if (answer?.twoFactorRedirect) setStep("code");
          else void signedIn();
        },
        onError: (err) => setError(signInErrorText(err)),
      },
    );
  }

  function onSubmitCode(e: FormEvent) {
    e.preventDefault();
    setError(null);
    verify.mutate(code, { onSuccess: () => void signedIn(), onError: (err) => setError(authErrorText(err, BAD_CODE)) });
  }

  if (step === "code") {
    return (
      <AuthCard title="Two-factor sign-in" intro="Enter the 6-digit code from your authenticator app, or one of your backup codes.">
        <form className="grid gap-4" onSubmit={onSubmitCode} noValidate>
          {error && <FormMessage kind="error">{error}</FormMessage>}
          <Field id="sign-in-code" label="Authentication code">
            <TextInput
              id="sign-in-code"
              name="code"
              autoComplete="one-time-code"
              inputMode="text"
              required
              autoFocus
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          </Field>
          <Button type="submit" disabled={verify.isPending || !code.trim()}>
            {verify.isPending ? "Verifying..." : "Verify"}
          </Button>
          <Button variant="outline" onClick={() => (setStep("password"), setCode(""), setError(null))}>
            Start over
          </Button>
        </form>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Staff sign-in" intro="For the people who run the directory. Visitors need no account.">
      <form className="grid gap-4" onSubmit={onSubmitPassword}>
        {error && <FormMessage kind="error">{error}</FormMessage>}
        <Field id="sign-in-email" label="Email">
          <TextInput id="sign-in-email" name="email" type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </Field>
        <Field id="sign-in-password" label="Password">
          <TextInput
            id="sign-in-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        <Button type="submit" disabled={signIn.isPending}>
          {signIn.isPending ? "Signing in..." : "Sign in"}
        </Button>
        <Link href="/forgot-password" className="justify-self-start rounded text-sm font-medium text-brand-700 underline hover:text-brand-900">
          Forgot password?
        </Link>
      </form>
    </AuthCard>
  );
}

import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, TextInput } from "@/components/ui/field";
import { ApiError } from "@/lib/api-client";
import { useRequestSignInLink } from "../api/claims";

/** Owners sign in by emailed link: an email, then "check your inbox" (the same words for any address). */
export function OwnerSignIn({ linkError }: { linkError?: boolean }) {
  const uid = useId();
  const [email, setEmail] = useState("");
  const send = useRequestSignInLink();
  const errorId = `${uid}-error`;

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (send.isPending || !e.currentTarget.reportValidity()) return;
    send.mutate({ email: email.trim() });
  }

  return (
    <div className="grid max-w-md gap-4">
      <h2 className="text-xl font-semibold">Sign in to manage your listing</h2>
      {linkError && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          That sign-in link has expired or was already used. Ask for a new one below.
        </p>
      )}
      {send.isSuccess ? (
        <div role="status" className="grid gap-2 rounded-md border border-green-200 bg-green-50 p-4 text-sm text-green-900">
          <p className="font-semibold">{send.data.mailSent ? "Check your inbox." : "Your link is saved."}</p>
          <p>{send.data.message} It works once, for 15 minutes.</p>
        </div>
      ) : (
        <form onSubmit={onSubmit} className="grid gap-4" noValidate={false} aria-label="Owner sign-in">
          <p className="text-sm text-slate-700">
            No password: we email you a one-time sign-in link. Not an owner yet? Open your page in the directory and choose “Claim this listing”.
          </p>
          <Field id={`${uid}-email`} label="Email" required>
            <TextInput
              id={`${uid}-email`}
              type="email"
              name="email"
              required
              maxLength={254}
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={send.isError || undefined}
              aria-describedby={send.isError ? errorId : undefined}
            />
          </Field>
          {send.error && (
            <p id={errorId} role="alert" className="text-sm text-red-800">
              {(send.error instanceof ApiError && send.error.serverMessage) || "Could not send the link. Please try again."}
            </p>
          )}
          <div>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? "Sending…" : "Email me a sign-in link"}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

import { ApiError } from "@/lib/api-client";

/** The same text for an unknown email and a wrong password: the form never tells which accounts exist. */
export const BAD_CREDENTIALS = "Email or password is incorrect.";
export const BAD_CODE = "That code is not valid. Check your authenticator app and try again.";

/** "Too many attempts, try again in N minutes" from a 429's Retry-After (seconds), rounded up to whole minutes. */
export function tooManyAttempts(retryAfterSeconds: number | undefined): string {
  const minutes = Math.max(1, Math.ceil((retryAfterSeconds ?? 60) / 60));
  return `Too many attempts, try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

/**
 * What a failed auth request tells the person: 429 the wait, 401 (or a 400/403 about the
 * credentials) `unauthorized`, anything else the server's own message or a generic retry.
 */
export function authErrorText(err: unknown, unauthorized: string): string {
  if (!(err instanceof ApiError)) return "Could not reach the server. Check your connection and try again.";
  if (err.status === 429) return tooManyAttempts(err.retryAfterSeconds);
  if (err.status === 401) return unauthorized;
  if (err.status >= 500) return "Something went wrong on our side. Please try again in a moment.";
  return err.serverMessage ?? unauthorized;
}

/** Sign-in says only "incorrect" for any refused email or password (400, 401, 403), whatever the server's reason. */
export function signInErrorText(err: unknown): string {
  if (err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 429) return BAD_CREDENTIALS;
  return authErrorText(err, BAD_CREDENTIALS);
}

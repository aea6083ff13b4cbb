import { useMutation } from "@tanstack/react-query";
import { postJson } from "@/lib/api-client";

/** A six-digit authenticator code; anything else is taken for a backup code (better-auth's are 5+5 characters). */
export const isTotpCode = (code: string) => /^\d{6}$/.test(code);

/**
 * The second step of a two-factor sign-in: POST /api/auth/two-factor/verify-totp with the
 * authenticator's code, or verify-backup-code with a one-time backup code. While signed in, a
 * verified TOTP code also completes turning two-factor on.
 */
export const verifySignInCode = (rawCode: string) => {
  const code = rawCode.replace(/\s+/g, "");
  return postJson<unknown>(isTotpCode(code) ? "/api/auth/two-factor/verify-totp" : "/api/auth/two-factor/verify-backup-code", { code });
};

export const useVerifySignInCode = () => useMutation({ mutationFn: verifySignInCode });

import { useMutation } from "@tanstack/react-query";
import { postJson } from "@/lib/api-client";

export interface EnableTwoFactorResponse {
  /** otpauth://totp/...?secret=...: what an authenticator app adds. */
  totpURI: string;
  /** One-time codes for when the phone is lost; shown once. */
  backupCodes: string[];
}

/** POST /api/auth/two-factor/enable: starts TOTP set-up; it is on once a code from the app is verified (verify-sign-in-code.ts). */
export const enableTwoFactor = (password: string) => postJson<EnableTwoFactorResponse>("/api/auth/two-factor/enable", { password });

/** POST /api/auth/two-factor/disable */
export const disableTwoFactor = (password: string) => postJson<unknown>("/api/auth/two-factor/disable", { password });

export const useEnableTwoFactor = () => useMutation({ mutationFn: enableTwoFactor });
export const useDisableTwoFactor = () => useMutation({ mutationFn: disableTwoFactor });

import { useMutation } from "@tanstack/react-query";
import { postJson } from "@/lib/api-client";

/** POST /api/auth/reset-password: sets the password of the account the one-time token (reset or set-up link) was made for. */
export const resetPassword = (body: { token: string; newPassword: string }) => postJson<unknown>("/api/auth/reset-password", body);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });

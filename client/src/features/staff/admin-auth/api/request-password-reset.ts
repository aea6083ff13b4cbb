import { useMutation } from "@tanstack/react-query";
import { postJson } from "@/lib/api-client";

/**
 * POST /api/auth/request-password-reset: the server emails a link to /admin/reset-password?token=…
 * (server/auth/auth.ts builds it) if the address is a staff account, and answers the same either way.
 */
export const requestPasswordReset = (email: string) => postJson<unknown>("/api/auth/request-password-reset", { email });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });

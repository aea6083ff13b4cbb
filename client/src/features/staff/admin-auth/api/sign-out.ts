import { useMutation } from "@tanstack/react-query";
import { postJson } from "@/lib/api-client";

/** POST /api/auth/sign-out: the server revokes the session and clears its cookie. */
export const signOut = () => postJson<unknown>("/api/auth/sign-out", {});

export const useSignOut = () => useMutation({ mutationFn: signOut });

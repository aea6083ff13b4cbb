import { useMutation } from "@tanstack/react-query";
import { postJson } from "@/lib/api-client";

/** POST /api/auth/sign-out: the server deletes the session and clears its cookie. */
export const signOutOwner = () => postJson<unknown>("/api/auth/sign-out", {});
export const useSignOutOwner = () => useMutation({ mutationFn: signOutOwner });

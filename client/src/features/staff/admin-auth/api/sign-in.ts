import { useMutation } from "@tanstack/react-query";
import { postJson } from "@/lib/api-client";

export interface SignInRequest {
  email: string;
  password: string;
}

/** better-auth's answer: either signed in, or (two-factor on) `twoFactorRedirect` and a pending second step. */
export interface SignInResponse {
  twoFactorRedirect?: boolean;
}

/** POST /api/auth/sign-in/email (better-auth). A 401 is a wrong email or password, a 429 too many attempts. */
export const signIn = (body: SignInRequest) => postJson<SignInResponse>("/api/auth/sign-in/email", body);

export const useSignIn = () => useMutation({ mutationFn: signIn });

import { useMutation } from "@tanstack/react-query";
import type { MailAnswer } from "@shared/account/claims";
import { postJson } from "@/lib/api-client";

/** POST /api/member-sign-in: an emailed link that brings the member back to `returnTo`. */
export const requestMemberLink = (email: string, returnTo: string) => postJson<MailAnswer>("/api/member-sign-in", { email, returnTo });

export const useMemberLink = () =>
  useMutation({ mutationFn: ({ email, returnTo }: { email: string; returnTo: string }) => requestMemberLink(email, returnTo) });

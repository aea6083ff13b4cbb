import * as accountKeys from "@shared/account-query-keys";
import { useMutation, useQuery } from "@tanstack/react-query";
import type { ClaimConfirmResponse, ClaimRequest, ClaimRequestForm, ClaimSentResponse, ClaimStatus, MailAnswer, SignInRequest } from "@shared/account/claims";
import { getJson, postJson } from "@/lib/api-client";

/** GET /api/listings/:kind/:id/claim: whether the listing can be claimed, and its email masked. */
export const getClaimStatus = (kind: string, id: number) => getJson<ClaimStatus>(`/api/listings/${encodeURIComponent(kind)}/${id}/claim`);
export const useClaimStatus = (kind: string, id: number) => useQuery({ queryKey: accountKeys.claimStatus(kind, id), queryFn: () => getClaimStatus(kind, id) });

/** POST /api/claims: a single-use link to the listing's own email (the same answer either way). */
export const requestClaimLink = (body: ClaimRequest) => postJson<ClaimSentResponse>("/api/claims", body);
export const useRequestClaimLink = () => useMutation({ mutationFn: requestClaimLink });

/** POST /api/claim-requests: no reachable email; staff decide. */
export const sendClaimRequest = (body: ClaimRequestForm) => postJson<{ message: string }>("/api/claim-requests", body);
export const useSendClaimRequest = () => useMutation({ mutationFn: sendClaimRequest });

/** POST /api/account-sign-in: an owner's emailed sign-in link. */
export const requestSignInLink = (body: SignInRequest) => postJson<MailAnswer>("/api/account-sign-in", body);
export const useRequestSignInLink = () => useMutation({ mutationFn: requestSignInLink });

/** POST /api/account-claim/confirm: opens a claim or invite link (signs in, adds the ownership). */
export const confirmClaim = (token: string) => postJson<ClaimConfirmResponse>("/api/account-claim/confirm", { token });
export const useConfirmClaim = () => useMutation({ mutationFn: confirmClaim });

import { useMutation } from "@tanstack/react-query";
import type { GoldPortalResponse } from "@shared/account/gold";
import { postJson } from "@/lib/api-client";

/** POST …/gold/portal: a Stripe Customer Portal session for the payer, opened by the caller. */
export const openBillingPortal = (id: number) => postJson<GoldPortalResponse>(`/api/account/listings/professional/${id}/gold/portal`, {});

export const useOpenBillingPortal = (id: number) => useMutation({ mutationFn: () => openBillingPortal(id) });

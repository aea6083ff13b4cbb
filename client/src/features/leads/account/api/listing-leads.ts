import * as accountKeys from "@shared/account-query-keys";
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { LeadStatus, OwnerLead } from "@shared/leads";
import { getJson, getPage, postJson } from "@/lib/api-client";

const leadsUrl = (kind: string, id: number) => `/api/account/listings/${kind}/${id}/leads`;

/** GET …/leads?status=: a page of the listing's leads, newest first (spam only when asked for). */
export const getListingLeads = (kind: string, id: number, status: LeadStatus | undefined, cursor?: string) =>
  getPage<OwnerLead>(status ? `${leadsUrl(kind, id)}?status=${status}` : leadsUrl(kind, id), cursor, "Could not load your requests.");

/** GET …/leads/:leadId: one lead; opening a new one marks it viewed. */
export const openLead = (kind: string, id: number, leadId: number) => getJson<OwnerLead>(`${leadsUrl(kind, id)}/${leadId}`);
export const replyToLead = (kind: string, id: number, leadId: number, body: string) => postJson<OwnerLead>(`${leadsUrl(kind, id)}/${leadId}/reply`, { body });
export const markRepliedByPhone = (kind: string, id: number, leadId: number) => postJson<OwnerLead>(`${leadsUrl(kind, id)}/${leadId}/replied-by-phone`, {});
export const setLeadStatus = (kind: string, id: number, leadId: number, status: "won" | "lost" | "spam") =>
  postJson<OwnerLead>(`${leadsUrl(kind, id)}/${leadId}/status`, { status });

export const listingLeadsQueryOptions = (kind: string, id: number, status: LeadStatus | undefined) =>
  infiniteQueryOptions({
    queryKey: accountKeys.ownerLeads(kind, id, status),
    queryFn: ({ pageParam }) => getListingLeads(kind, id, status, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useListingLeads = (kind: string, id: number, status: LeadStatus | undefined) => useInfiniteQuery(listingLeadsQueryOptions(kind, id, status));

/** Every lead action refreshes the listing's lists (all statuses). */
export function useLeadAction<A>(kind: string, id: number, action: (arg: A) => Promise<OwnerLead>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: action, onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.ownerLeads(kind, id) }) });
}

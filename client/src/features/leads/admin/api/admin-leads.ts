import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminLead, LeadStatus } from "@shared/leads";
import type { ListingKind } from "@shared/listing-kind";
import * as queryKeys from "@shared/query-keys";
import type { Category } from "@shared/schema";
import { deleteJson, getJson, getPage, postJson } from "@/lib/api-client";

export const ADMIN_LEADS_KEY = "/api/admin/leads";
/** The staff leads list's query keys: every filter's pages under one prefix, invalidated together. */
const adminLeadsKeys = { all: [ADMIN_LEADS_KEY] as const, list: (filters: LeadFilters) => [ADMIN_LEADS_KEY, filters] as const };

export interface LeadFilters {
  status: LeadStatus | "";
  categoryId: string;
  plan: "gold" | "basic" | "";
}

const queryOf = ({ status, categoryId, plan }: LeadFilters) => {
  const params = new URLSearchParams();
  if (status) params.set("status", status);
  if (categoryId) params.set("categoryId", categoryId);
  if (plan) params.set("plan", plan);
  const text = params.toString();
  return text ? `?${text}` : "";
};

/** GET /api/admin/leads (editors): every lead, newest first, by status, category and plan. */
export const getAdminLeads = (filters: LeadFilters, cursor?: string) => getPage<AdminLead>(`${ADMIN_LEADS_KEY}${queryOf(filters)}`, cursor);

export const adminLeadsQueryOptions = (filters: LeadFilters) =>
  infiniteQueryOptions({
    // Its URL first: invalidating that alone refreshes every filter.
    queryKey: adminLeadsKeys.list(filters),
    queryFn: ({ pageParam }) => getAdminLeads(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });
export const useAdminLeads = (filters: LeadFilters) => useInfiniteQuery(adminLeadsQueryOptions(filters));

/** The categories to filter by (the public list, shared with the directory's cache key). */
export const useLeadCategories = () => useQuery({ queryKey: queryKeys.categories(), queryFn: () => getJson<Category[]>(queryKeys.categories()[0]!) });

/** POST /api/admin/leads/:id/reassign (editors; audited): the lead belongs to another listing from now on. */
export const reassignLead = ({ id, listingKind, listingId }: { id: number; listingKind: ListingKind; listingId: number }) =>
  postJson<{ id: number }>(`${ADMIN_LEADS_KEY}/${id}/reassign`, { listingKind, listingId });

/** DELETE /api/admin/leads/:id (admins; audited with the reason): a visitor asked to be forgotten. */
export const deleteLead = ({ id, reason }: { id: number; reason: string }) => deleteJson(`${ADMIN_LEADS_KEY}/${id}`, { reason });

function useLeadMutation<V>(mutationFn: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminLeadsKeys.all }) });
}
export const useReassignLead = () => useLeadMutation(reassignLead);
export const useDeleteLead = () => useLeadMutation(deleteLead);

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { patchJson, postJson } from "@/lib/api-client";
import { listingsKey, type ListingPath } from "./admin-keys";
import type { AdminListing } from "./get-admin-listings";

export type ListingBody = Record<string, unknown>;

/** Create (with `confirmDuplicate` once the editor has seen the likely duplicates) or edit the fields sent. */
export const createListing = (kind: ListingPath, body: ListingBody) => postJson<AdminListing>(`/api/admin/${kind}`, body);
export const updateListing = (kind: ListingPath, id: number, body: ListingBody) => patchJson<AdminListing>(`/api/admin/${kind}/${id}`, body);

export function useSaveListing(kind: ListingPath, id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ListingBody) => (id === null ? createListing(kind, body) : updateListing(kind, id, body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingsKey(kind) }),
  });
}

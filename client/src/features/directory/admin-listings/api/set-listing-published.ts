import { useMutation, useQueryClient } from "@tanstack/react-query";
import { postJson } from "@/lib/api-client";
import { listingsKey, type ListingPath } from "./admin-keys";
import type { AdminListing } from "./get-admin-listings";

/** Publish, or withdraw (its public page then answers 410 and it leaves lists, search and the sitemap). */
export const setListingPublished = (kind: ListingPath, id: number, publish: boolean) =>
  postJson<AdminListing>(`/api/admin/${kind}/${id}/${publish ? "publish" : "unpublish"}`, {});

export function useSetListingPublished(kind: ListingPath, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (publish: boolean) => setListingPublished(kind, id, publish),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingsKey(kind) }),
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { postJson } from "@/lib/api-client";
import { listingsKey, type ListingPath } from "./admin-keys";
import type { AdminListing } from "./get-admin-listings";

/** "Mark checked": staff confirm the listing is still correct; its public page then says "Checked by our staff on …". */
export const markListingChecked = (kind: ListingPath, id: number) => postJson<AdminListing>(`/api/admin/${kind}/${id}/checked`, {});

export function useMarkListingChecked(kind: ListingPath, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markListingChecked(kind, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingsKey(kind) }),
  });
}

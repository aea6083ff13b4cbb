import * as queryKeys from "@shared/query-keys";
import * as accountKeys from "@shared/account-query-keys";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { OwnerListingDetails } from "@shared/account/details";
import { getJson, patchJson } from "@/lib/api-client";

const detailsUrl = (kind: string, id: number) => `/api/account/listings/${kind}/${id}`;
export const detailsKey = accountKeys.ownerDetails;

/** GET /api/account/listings/:kind/:id: the editable values and the changes waiting for approval. */
export const getListingDetails = (kind: string, id: number) => getJson<OwnerListingDetails>(detailsUrl(kind, id));

/** PATCH …: only the fields sent change; a new name or category waits for staff. */
export const saveListingDetails = (kind: string, id: number, patch: Record<string, unknown>) => patchJson<OwnerListingDetails>(detailsUrl(kind, id), patch);

export const useListingDetails = (kind: string, id: number) =>
  useQuery(queryOptions({ queryKey: detailsKey(kind, id), queryFn: () => getListingDetails(kind, id) }));

export function useSaveListingDetails(kind: string, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: Record<string, unknown>) => saveListingDetails(kind, id, patch),
    onSuccess: (saved) => {
      queryClient.setQueryData(detailsKey(kind, id), saved);
      void queryClient.invalidateQueries({ queryKey: kind === "business" ? queryKeys.business(id) : queryKeys.professional(id) });
    },
  });
}

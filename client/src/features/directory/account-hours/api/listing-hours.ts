import * as queryKeys from "@shared/query-keys";
import * as accountKeys from "@shared/account-query-keys";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { OpeningHours } from "@shared/hours";
import { getJson, putJson } from "@/lib/api-client";

export interface HoursAnswer {
  hours: OpeningHours | null;
}

const hoursUrl = (kind: string, id: number) => `/api/account/listings/${kind}/${id}/hours`;
export const hoursKey = accountKeys.ownerHours;

/** GET /api/account/listings/:kind/:id/hours: the owner's hours (null when not set). */
export const getListingHours = (kind: string, id: number) => getJson<HoursAnswer>(hoursUrl(kind, id));

/** PUT …/hours: replaces them; the answer is what was stored (sorted, labels trimmed). */
export const saveListingHours = (kind: string, id: number, hours: OpeningHours | null) => putJson<HoursAnswer>(hoursUrl(kind, id), { hours });

export const useListingHours = (kind: string, id: number) => useQuery(queryOptions({ queryKey: hoursKey(kind, id), queryFn: () => getListingHours(kind, id) }));

export function useSaveListingHours(kind: string, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hours: OpeningHours | null) => saveListingHours(kind, id, hours),
    onSuccess: (saved) => {
      queryClient.setQueryData(hoursKey(kind, id), saved);
      // The public record carries the hours too.
      void queryClient.invalidateQueries({ queryKey: kind === "business" ? queryKeys.business(id) : queryKeys.professional(id) });
    },
  });
}

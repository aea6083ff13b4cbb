import { useQuery } from "@tanstack/react-query";
import * as queryKeys from "@shared/query-keys";
import type { Professional } from "@shared/schema";
import { getJsonOrNull } from "@/lib/api-client";

export type CheckoutListing = Pick<Professional, "id" | "name"> | null;

const toListing = (p: Professional | null): CheckoutListing => p && { id: p.id, name: p.name };

/**
 * The listing a Gold plan upgrades, for 'Gold listing for <name>'; null when it does not exist.
 * It is the professional query itself (same key, same fetch as the directory's get-professional.ts,
 * which a feature may not import), narrowed by `select`: a profile already loaded, or embedded
 * by the server, costs no second request.
 */
export const useCheckoutProfessional = (id: number | null) =>
  useQuery({
    queryKey: queryKeys.professional(id ?? 0),
    queryFn: () => getJsonOrNull<Professional>(`/api/professionals/${id}`),
    select: toListing,
    enabled: id !== null,
  });

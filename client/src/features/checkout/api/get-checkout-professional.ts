import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Professional } from "@shared/schema";
import { ApiError, getJson } from "@/lib/api-client";

/** The listing a Gold plan upgrades, for 'Gold listing for <name>'; null when it does not exist. */
export async function getCheckoutProfessional(id: number): Promise<Pick<Professional, "id" | "name"> | null> {
  try {
    const { name } = await getJson<Professional>(`/api/professionals/${id}`);
    return { id, name };
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

export const checkoutProfessionalQueryOptions = (id: number) =>
  queryOptions({ queryKey: ["checkout-professional", id], queryFn: () => getCheckoutProfessional(id) });

export const useCheckoutProfessional = (id: number | null) => useQuery({ ...checkoutProfessionalQueryOptions(id ?? 0), enabled: id !== null });

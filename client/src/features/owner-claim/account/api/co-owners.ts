import * as accountKeys from "@shared/account-query-keys";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CoOwner } from "@shared/account/claims";
import { deleteJson, getJson, postJson } from "@/lib/api-client";

const base = (kind: string, id: number | string) => `/api/account/listings/${encodeURIComponent(kind)}/${encodeURIComponent(String(id))}/co-owners`;

/** GET …/co-owners: the listing's owners, co-owners and open invites. */
export const getCoOwners = (kind: string, id: number | string) => getJson<CoOwner[]>(base(kind, id));
export const useCoOwners = (kind: string, id: number | string) => useQuery({ queryKey: accountKeys.coOwners(kind, id), queryFn: () => getCoOwners(kind, id) });

/** POST …/co-owners {email}: mails an invite. DELETE …/co-owners/:userId removes a co-owner. */
export function useCoOwnerWrites(kind: string, id: number | string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountKeys.coOwners(kind, id) });
  return {
    invite: useMutation({ mutationFn: (email: string) => postJson<unknown>(base(kind, id), { email }), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (userId: string) => deleteJson(`${base(kind, id)}/${encodeURIComponent(userId)}`), onSuccess: refresh }),
  };
}

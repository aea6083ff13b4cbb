import { useMutation, useQueryClient } from "@tanstack/react-query";
import { deleteJson } from "@/lib/api-client";
import { STAFF_LIST_KEY } from "./get-staff";

/** DELETE /api/admin/staff/:id: the account can no longer sign in; its sessions end now. */
export const removeStaff = (id: string) => deleteJson(`${STAFF_LIST_KEY[0]}/${encodeURIComponent(id)}`);

export function useRemoveStaff() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeStaff, onSettled: () => queryClient.invalidateQueries({ queryKey: STAFF_LIST_KEY }) });
}

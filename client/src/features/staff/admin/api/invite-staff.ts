import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InviteStaff, StaffMember } from "@shared/admin/staff";
import { postJson } from "@/lib/api-client";
import { STAFF_LIST_KEY } from "./get-staff";

/** POST /api/admin/staff: creates the account and emails its one-time set-up link. */
export const inviteStaff = (body: InviteStaff) => postJson<StaffMember>(STAFF_LIST_KEY[0], body);

export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: inviteStaff, onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_LIST_KEY }) });
}

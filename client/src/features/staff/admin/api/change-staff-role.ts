import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { StaffMember, StaffRoleName } from "@shared/admin/staff";
import { patchJson } from "@/lib/api-client";
import { STAFF_LIST_KEY } from "./get-staff";

/** PATCH /api/admin/staff/:id */
export const changeStaffRole = ({ id, role }: { id: string; role: StaffRoleName }) =>
  patchJson<StaffMember>(`${STAFF_LIST_KEY[0]}/${encodeURIComponent(id)}`, { role });

export function useChangeStaffRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeStaffRole, onSettled: () => queryClient.invalidateQueries({ queryKey: STAFF_LIST_KEY }) });
}

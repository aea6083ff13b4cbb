import { queryOptions, useQuery } from "@tanstack/react-query";
import type { StaffMember } from "@shared/admin/staff";
import { getJson } from "@/lib/api-client";

export const STAFF_LIST_KEY = ["/api/admin/staff"] as const;

/** GET /api/admin/staff (admins): every staff account, oldest first. */
export const getStaff = () => getJson<StaffMember[]>(STAFF_LIST_KEY[0]);

export const staffListQueryOptions = () => queryOptions({ queryKey: STAFF_LIST_KEY, queryFn: getStaff });

export const useStaffList = () => useQuery(staffListQueryOptions());

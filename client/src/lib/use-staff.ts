import { queryOptions, useQuery } from "@tanstack/react-query";
import { createContext, useContext } from "react";
import type { StaffMe } from "@shared/admin/auth";
import * as accountKeys from "@shared/account-query-keys";
import { ApiError, getJson } from "@/lib/api-client";

/** GET /api/admin/me: the signed-in staff member, or null when nobody is (401). */
export const getMe = (): Promise<StaffMe | null> =>
  getJson<StaffMe>(accountKeys.adminMe()[0]).catch((err: unknown) => {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  });

export const staffQueryOptions = () => queryOptions({ queryKey: accountKeys.adminMe(), queryFn: getMe });

/** The session query itself: the admin screen shows sign-in on null, the layout otherwise. */
export const useStaffQuery = () => useQuery(staffQueryOptions());

/**
 * The member the layout was rendered for. A context rather than the query itself: at sign-out the
 * query turns null a moment before the layout is replaced, and a screen still mounted reads this.
 */
export const StaffContext = createContext<StaffMe | null>(null);

/** The signed-in member, for anything rendered inside the admin layout. */
export function useStaff(): StaffMe {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error("useStaff() is for screens inside the signed-in admin layout");
  return staff;
}

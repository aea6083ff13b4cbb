import { useQueryClient } from "@tanstack/react-query";
import * as accountKeys from "@shared/account-query-keys";
import { useLocation } from "wouter";
import { toast } from "@/components/ui/use-toast";
import { useSignOut } from "@/features/staff/admin-auth/api/sign-out";

/**
 * Signs out: the server revokes the session, then every cached back-office answer is dropped
 * (the next person at this browser sees none of it) and the sign-in form shows at /admin.
 */
export function useSignOutAction() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const signOut = useSignOut();
  const run = () =>
    signOut.mutate(undefined, {
      onSuccess: () => {
        // Nobody first (the screen swaps the layout for sign-in), then every other answer goes.
        queryClient.setQueryData(accountKeys.adminMe(), null);
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== accountKeys.adminMe()[0] });
        navigate("~/admin");
      },
      onError: () => toast({ title: "Error", description: "Could not sign out. Please try again.", variant: "destructive" }),
    });
  return { run, pending: signOut.isPending };
}

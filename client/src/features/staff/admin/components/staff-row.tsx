import { useState } from "react";
import type { StaffMember, StaffRoleName } from "@shared/admin/staff";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/field";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { useChangeStaffRole } from "../api/change-staff-role";
import { useRemoveStaff } from "../api/remove-staff";

const failed = (err: unknown, fallback: string) =>
  toast({ title: "Error", description: (err instanceof ApiError && err.serverMessage) || fallback, variant: "destructive" });

/** One staff account: who, role (changeable), two-factor, and "Remove access" behind a confirmation. Your own row cannot be changed here. */
export function StaffRow({ member, isSelf }: { member: StaffMember; isSelf: boolean }) {
  const changeRole = useChangeStaffRole();
  const remove = useRemoveStaff();
  const [confirming, setConfirming] = useState(false);
  const label = member.name || member.email;

  const onRole = (role: StaffRoleName) =>
    changeRole.mutate(
      { id: member.id, role },
      {
        onSuccess: () => toast({ title: "Role changed", description: `${label} is now ${role === "admin" ? "an admin" : "an editor"}.` }),
        onError: (e) => failed(e, "Could not change the role."),
      },
    );
  const onRemove = () =>
    remove.mutate(member.id, {
      onSuccess: () => toast({ title: "Access removed", description: `${label} can no longer sign in.` }),
      onError: (e) => (setConfirming(false), failed(e, "Could not remove access.")),
    });

  return (
    <li className="grid gap-3 border-b border-slate-200 py-4 last:border-b-0 md:grid-cols-[minmax(0,2fr)_10rem_7rem_minmax(0,1.4fr)] md:items-center">
      <div className="min-w-0">
        <p className="truncate font-medium text-slate-900">
          {label}
          {isSelf && <span className="ml-2 text-xs font-normal text-slate-600">(you)</span>}
        </p>
        {member.name && <p className="truncate text-sm text-slate-600">{member.email}</p>}
      </div>
      <NativeSelect
        aria-label={`Role of ${label}`}
        value={member.role}
        disabled={isSelf || changeRole.isPending}
        onChange={(e) => onRole(e.target.value as StaffRoleName)}
      >
        <option value="editor">Editor</option>
        <option value="admin">Admin</option>
      </NativeSelect>
      <p className="text-sm text-slate-700">
        <span className="md:sr-only">Two-factor: </span>
        {member.twoFactorEnabled ? "On" : "Off"}
      </p>
      <div className="flex flex-wrap items-center gap-2 md:justify-end">
        {isSelf ? null : confirming ? (
          <>
            <span className="text-sm text-slate-700">Remove {label}?</span>
            <Button className="min-h-9 bg-red-700 px-3 py-1.5 hover:bg-red-800" onClick={onRemove} disabled={remove.isPending}>
              {remove.isPending ? "Removing..." : "Remove"}
            </Button>
            <Button variant="outline" className="min-h-9 px-3 py-1.5" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </>
        ) : (
          <Button variant="outline" className="min-h-9 px-3 py-1.5" onClick={() => setConfirming(true)} aria-label={`Remove access for ${label}`}>
            Remove access
          </Button>
        )}
      </div>
    </li>
  );
}

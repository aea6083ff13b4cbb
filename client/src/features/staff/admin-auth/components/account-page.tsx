import { AdminPage, AdminPanel } from "@/components/layout/admin-page";
import { useStaff } from "@/lib/use-staff";
import { TwoFactorOff, TwoFactorSetup } from "./two-factor";

/** /admin/account: the member's own details and their two-factor sign-in. */
export default function AccountPage() {
  const staff = useStaff();
  return (
    <AdminPage title="My account" description="Your sign-in details and two-factor sign-in.">
      <AdminPanel title="Details">
        <dl className="grid gap-2 text-sm sm:grid-cols-[8rem_1fr]">
          <dt className="font-medium text-slate-600">Name</dt>
          <dd className="text-slate-900">{staff.name || "—"}</dd>
          <dt className="font-medium text-slate-600">Email</dt>
          <dd className="break-all text-slate-900">{staff.email}</dd>
          <dt className="font-medium text-slate-600">Role</dt>
          <dd className="text-slate-900">{staff.role === "admin" ? "Admin" : "Editor"}</dd>
        </dl>
      </AdminPanel>
      <AdminPanel title="Two-factor sign-in">{staff.twoFactorEnabled ? <TwoFactorOff /> : <TwoFactorSetup />}</AdminPanel>
    </AdminPage>
  );
}

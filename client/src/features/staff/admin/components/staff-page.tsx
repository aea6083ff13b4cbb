import { useStaff } from "@/lib/use-staff";
import { AdminPage, AdminPanel } from "@/components/layout/admin-page";
import { AdminListStates } from "@/components/layout/admin-list-states";
import { useStaffList } from "../api/get-staff";
import { InviteForm } from "./invite-form";
import { StaffRow } from "./staff-row";

/** /admin/staff (admins): the staff accounts, invitations, role changes and removals; each write is audited on the server. */
export default function StaffPage() {
  const me = useStaff();
  const staff = useStaffList();
  return (
    <AdminPage title="Staff" description="Who can sign in to the back office. Editors run listings, categories and the inbox; admins everything.">
      <AdminPanel title="Invite someone">
        <InviteForm />
      </AdminPanel>
      <AdminPanel title="Staff accounts">
        <AdminListStates query={staff} error="Could not load the staff accounts. Please reload the page." empty="No staff accounts yet.">
          {(rows) => (
            <>
              <div
                aria-hidden="true"
                className="hidden border-b border-slate-200 pb-2 text-xs font-semibold uppercase tracking-wide text-slate-600 md:grid md:grid-cols-[minmax(0,2fr)_10rem_7rem_minmax(0,1.4fr)]"
              >
                <span>Member</span>
                <span>Role</span>
                <span>Two-factor</span>
                <span />
              </div>
              <ul aria-label="Staff accounts">
                {rows.map((member) => (
                  <StaffRow key={member.id} member={member} isSelf={member.id === me.id} />
                ))}
              </ul>
            </>
          )}
        </AdminListStates>
      </AdminPanel>
    </AdminPage>
  );
}

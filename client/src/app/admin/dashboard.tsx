import { AdminPage } from "@/components/layout/admin-page";
import { TodoList } from "@/features/dashboard/admin/components/todo-list";
import { useStaff } from "@/lib/use-staff";

/** /admin: who is signed in and what needs doing today (the sections themselves are in the menu). */
export default function Dashboard() {
  const staff = useStaff();
  return (
    <AdminPage title="Dashboard" description={`Signed in as ${staff.name || staff.email} (${staff.role}).`}>
      <TodoList />
    </AdminPage>
  );
}

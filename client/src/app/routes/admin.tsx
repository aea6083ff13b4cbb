import AdminScreen from "../admin/admin-screen";

/** /admin and everything under it: the back office, one lazy screen that routes its own sections (app/admin). */
export default function AdminPage() {
  return <AdminScreen />;
}

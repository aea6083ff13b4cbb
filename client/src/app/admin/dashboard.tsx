import { Link } from "wouter";
import { AdminPage } from "@/components/layout/admin-page";
import { sectionsFor } from "./admin-nav";
import { useStaff } from "./use-staff";

/** /admin: who is signed in, and a card per section this member may open. */
export default function Dashboard() {
  const staff = useStaff();
  const sections = sectionsFor(staff.role).filter((s) => s.href !== "/");
  return (
    <AdminPage title="Dashboard" description={`Signed in as ${staff.name || staff.email} (${staff.role}).`}>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {sections.map((section) => (
          <li key={section.href}>
            <Link
              href={section.href}
              className="block rounded-lg border border-slate-200 bg-white p-5 font-semibold text-brand-800 shadow-sm hover:border-brand-600 hover:bg-brand-50"
            >
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}

import { Link, Route, Switch, useParams } from "wouter";
import { AdminPage, AdminPanel } from "@/components/layout/admin-page";
import { EntityHistory } from "@/features/audit-log/admin/components/entity-history";
import { GoldPanel } from "@/features/payments/admin/components/gold-panel";
import PaymentsPage from "@/features/payments/admin/components/payments-page";

/** A professional's Gold page: the payments feature's panel, and the manual Gold changes from the audit log. */
function ProfessionalGold() {
  const id = Number(useParams<{ id: string }>().id);
  return (
    <AdminPage
      title="Professional's Gold"
      actions={
        <Link className="text-sm text-brand-800 underline" href="/">
          All payments
        </Link>
      }
    >
      <GoldPanel professionalId={id} />
      <AdminPanel title="Manual Gold changes">
        <EntityHistory entityType="gold" entityId={id} />
      </AdminPanel>
    </AdminPage>
  );
}

/** /admin/payments and its sub-pages (nested under the section's base). */
export default function AdminPaymentsScreen() {
  return (
    <Switch>
      <Route path="/professionals/:id" component={ProfessionalGold} />
      <Route component={PaymentsPage} />
    </Switch>
  );
}

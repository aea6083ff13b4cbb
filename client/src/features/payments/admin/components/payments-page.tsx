import { useState, type FormEvent } from "react";
import { useLocation } from "wouter";
import { paymentStatuses } from "@shared/schema";
import type { AdminPayment } from "@shared/admin/payments";
import { AdminPage, AdminPanel } from "@/components/layout/admin-page";
import { Button } from "@/components/ui/button";
import { Field, NativeSelect, TextInput } from "@/components/ui/field";
import { Skeleton } from "@/components/ui/skeleton";
import { localDayInstant } from "@/lib/local-day";
import { usePayments, type PaymentFilters } from "../api/get-payments";
import { PaymentCard } from "./payment-card";
import { RefundDialog } from "./refund-dialog";

const emptyForm = { professionalId: "", status: "", fromDay: "", toDay: "" };

/** /admin/payments (admins): every payment intent with its ledger and webhook events, filtered and paged. */
export default function PaymentsPage() {
  const [form, setForm] = useState(emptyForm);
  const [filters, setFilters] = useState<PaymentFilters>({ professionalId: "", status: "", from: "", to: "" });
  const [refunding, setRefunding] = useState<AdminPayment | null>(null);
  const [, navigate] = useLocation();
  const payments = usePayments(filters);
  const rows = payments.data?.pages.flatMap((p) => p.rows) ?? [];

  const apply = (e: FormEvent) => {
    e.preventDefault();
    setFilters({ professionalId: form.professionalId.trim(), status: form.status, from: localDayInstant(form.fromDay), to: localDayInstant(form.toDay, true) });
  };
  const set = (key: keyof typeof emptyForm) => (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value });

  return (
    <AdminPage
      title="Payments"
      description="Payment intents, what the Stripe webhook recorded for each, and refunds. A professional's Gold is managed from their page."
    >
      <AdminPanel title="Filters">
        <form className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end" onSubmit={apply}>
          <Field id="pay-professional" label="Professional id">
            <TextInput id="pay-professional" inputMode="numeric" pattern="[0-9]*" value={form.professionalId} onChange={set("professionalId")} />
          </Field>
          <Field id="pay-status" label="Status">
            <NativeSelect id="pay-status" value={form.status} onChange={set("status")}>
              <option value="">Any</option>
              {paymentStatuses.map((s) => (
                <option key={s} value={s}>
                  {s.replaceAll("_", " ")}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="pay-from" label="From">
            <TextInput id="pay-from" type="date" value={form.fromDay} onChange={set("fromDay")} />
          </Field>
          <Field id="pay-to" label="To">
            <TextInput id="pay-to" type="date" value={form.toDay} onChange={set("toDay")} />
          </Field>
          <div className="flex gap-2">
            <Button type="submit">Apply</Button>
            {form.professionalId && /^\d+$/.test(form.professionalId.trim()) && (
              <Button variant="outline" onClick={() => navigate(`/professionals/${form.professionalId.trim()}`)}>
                Gold
              </Button>
            )}
          </div>
        </form>
      </AdminPanel>
      {payments.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : payments.isError ? (
        <p role="alert" className="text-sm text-red-800">
          Could not load the payments. {payments.error.message}
        </p>
      ) : rows.length === 0 ? (
        <p className="text-slate-700">No payments match these filters.</p>
      ) : (
        <>
          <p className="text-sm text-slate-600">{payments.data.pages[0]?.total ?? rows.length} payments</p>
          <ul className="grid gap-3">
            {rows.map((p) => (
              <PaymentCard
                key={p.id}
                payment={p}
                onRefund={setRefunding}
                professionalHref={p.professionalId ? `/professionals/${p.professionalId}` : undefined}
              />
            ))}
          </ul>
          {payments.hasNextPage && (
            <Button variant="outline" disabled={payments.isFetchingNextPage} onClick={() => void payments.fetchNextPage()}>
              {payments.isFetchingNextPage ? "Loading..." : "Load more"}
            </Button>
          )}
        </>
      )}
      <RefundDialog key={refunding?.intentId ?? "none"} payment={refunding} onClose={() => setRefunding(null)} />
    </AdminPage>
  );
}

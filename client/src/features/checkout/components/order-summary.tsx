import { annualSaving } from "@shared/plans";
import { Skeleton } from "@/components/ui/skeleton";
import { useCheckoutProfessional } from "../api/get-checkout-professional";
import { formatCents, PLAN_LABELS, type CheckoutOrder } from "../lib/checkout-order";

/** The 'Total Amount' card: the price and what it pays for. */
export function OrderSummary({ order }: { order: CheckoutOrder }) {
  return (
    <section aria-labelledby="total-heading" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="total-heading" className="text-lg font-semibold text-slate-900">
        Total Amount
      </h2>
      <p className="mt-2 text-4xl font-bold tracking-tight text-brand-800" data-testid="total-amount">
        {formatCents(order.amountCents)}
      </p>
      <div className="mt-3 text-slate-700">
        {order.kind === "plan" ? <PlanDescription order={order} /> : <p>One-time payment to San Antonio Business Directory</p>}
      </div>
    </section>
  );
}

function PlanDescription({ order }: { order: Extract<CheckoutOrder, { kind: "plan" }> }) {
  const label = PLAN_LABELS[order.plan];
  return (
    <div className="space-y-1">
      <p>
        <span className="font-semibold text-slate-900">{label.title}</span>, {formatCents(order.amountCents)} {label.period}
        {order.plan === "gold-annual" && <span className="ml-2 rounded-full bg-gold-400 px-2 py-0.5 text-xs font-bold text-slate-900">SAVE 20%</span>}
      </p>
      {order.plan === "gold-annual" && <p className="text-sm text-slate-700">Save {annualSaving()} annually</p>}
      {order.professionalId !== null && <ListingName id={order.professionalId} />}
    </div>
  );
}

function ListingName({ id }: { id: number }) {
  const professional = useCheckoutProfessional(id);
  if (professional.isPending) return <Skeleton className="h-5 w-56" />;
  if (!professional.data) return null;
  return <p className="font-medium text-slate-900">Gold listing for {professional.data.name}</p>;
}

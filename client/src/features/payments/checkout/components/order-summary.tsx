import { annualSaving } from "@shared/plans";
import { Skeleton } from "@/components/ui/skeleton";
import { useLocale, useT } from "@/i18n/use-t";
import { useCheckoutProfessional } from "../api/get-checkout-professional";
import { formatCents, PLAN_LABELS, type CheckoutOrder } from "../lib/checkout-order";

/** The 'Total Amount' card: the price and what it pays for. */
export function OrderSummary({ order }: { order: CheckoutOrder }) {
  const t = useT("checkout");
  const locale = useLocale();
  return (
    <section aria-labelledby="total-heading" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="total-heading" className="text-lg font-semibold text-slate-900">
        {t("checkout.total")}
      </h2>
      <p className="mt-2 text-4xl font-bold tracking-tight text-brand-800" data-testid="total-amount">
        {formatCents(order.amountCents, locale)}
      </p>
      <div className="mt-3 text-slate-700">{order.kind === "plan" ? <PlanDescription order={order} /> : <p>{t("checkout.one_time")}</p>}</div>
    </section>
  );
}

function PlanDescription({ order }: { order: Extract<CheckoutOrder, { kind: "plan" }> }) {
  const t = useT("checkout");
  const locale = useLocale();
  const label = PLAN_LABELS[order.plan];
  return (
    <div className="space-y-1">
      <p>
        <span className="font-semibold text-slate-900">{t(label.title)}</span>, {formatCents(order.amountCents, locale)} {t(label.period)}
        {order.plan === "gold-annual" && (
          <span className="ml-2 rounded-full bg-gold-400 px-2 py-0.5 text-xs font-bold text-slate-900">{t("checkout.save_badge")}</span>
        )}
      </p>
      {order.plan === "gold-annual" && <p className="text-sm text-slate-700">{t("checkout.save_note", { amount: annualSaving() })}</p>}
      {order.professionalId !== null && <ListingName id={order.professionalId} />}
    </div>
  );
}

function ListingName({ id }: { id: number }) {
  const t = useT("checkout");
  const professional = useCheckoutProfessional(id);
  if (professional.isPending) return <Skeleton className="h-5 w-56" />;
  if (!professional.data) return null;
  return <p className="font-medium text-slate-900">{t("checkout.listing_for", { name: professional.data.name })}</p>;
}

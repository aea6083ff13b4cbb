import { useT } from "@/i18n/use-t";
import { OfficeContact } from "./office-contact";

/** Shown instead of an endless skeleton (checkout, Gold in /account): Stripe.js, the publishable key or the intent is missing. */
export function PaymentsUnavailable() {
  const t = useT("payments");
  return (
    <div role="alert" className="space-y-3 rounded-md border border-amber-300 bg-amber-50 p-4">
      <h3 className="font-semibold text-slate-900">{t("payments.unavailable")}</h3>
      <p className="text-slate-700">{t("payments.unavailable_text")}</p>
      <p className="text-slate-700">{t("payments.try_later")}</p>
      <OfficeContact />
    </div>
  );
}

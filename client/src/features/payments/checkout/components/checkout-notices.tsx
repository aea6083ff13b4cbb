import { Link } from "wouter";
import { OfficeContact } from "@/components/payments/office-contact";
import { useT } from "@/i18n/use-t";

/** A checkout link we cannot honour (unknown plan, bad amount, listing that does not exist); `reason` is already in the page's language. */
export function InvalidCheckout({ reason, headingLevel = 3 }: { reason: string; headingLevel?: 2 | 3 }) {
  const t = useT("checkout");
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div role="alert" className="space-y-3 rounded-md border border-red-200 bg-red-50 p-4">
      <Heading className="font-semibold text-slate-900">{t("checkout.invalid.title")}</Heading>
      <p className="text-slate-700">{t("checkout.invalid.nothing", { reason })}</p>
      <p className="text-slate-700">
        {t("checkout.invalid.see_our")}{" "}
        <Link href="/advertise" className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
          {t("checkout.invalid.plans")}
        </Link>
        {t("checkout.invalid.ask")}
      </p>
      <OfficeContact />
    </div>
  );
}

import { SAMPLE_OFFICE } from "@/components/layout/nav-links";
import { useT } from "@/i18n/use-t";

/** How to reach the office when the page cannot take or confirm a payment itself. */
export function OfficeContact() {
  const t = useT("payments");
  const tel = `tel:${SAMPLE_OFFICE.phone.replace(/[^\d+]/g, "")}`;
  return (
    <p className="text-slate-700">
      {t("payments.call")}{" "}
      <a href={tel} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
        {SAMPLE_OFFICE.phone}
      </a>{" "}
      {t("payments.or_email")}{" "}
      <a href={`mailto:${SAMPLE_OFFICE.email}`} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
        {SAMPLE_OFFICE.email}
      </a>
      .
    </p>
  );
}

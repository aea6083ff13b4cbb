import { SAMPLE_OFFICE } from "@/components/layout/nav-links";

/** How to reach the office when the page cannot take or confirm a payment itself. */
export function OfficeContact() {
  const tel = `tel:${SAMPLE_OFFICE.phone.replace(/[^\d+]/g, "")}`;
  return (
    <p className="text-slate-700">
      Call the office at{" "}
      <a href={tel} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
        {SAMPLE_OFFICE.phone}
      </a>{" "}
      or email{" "}
      <a href={`mailto:${SAMPLE_OFFICE.email}`} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
        {SAMPLE_OFFICE.email}
      </a>
      .
    </p>
  );
}

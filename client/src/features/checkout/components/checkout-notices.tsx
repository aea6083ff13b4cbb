import { Link } from "wouter";
import { OfficeContact } from "@/components/payments/office-contact";

/** A checkout link we cannot honour (unknown plan, bad amount, listing that does not exist). */
export function InvalidCheckout({ reason, headingLevel = 3 }: { reason: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div role="alert" className="space-y-3 rounded-md border border-red-200 bg-red-50 p-4">
      <Heading className="font-semibold text-slate-900">This checkout link is not valid</Heading>
      <p className="text-slate-700">{reason} Nothing has been charged.</p>
      <p className="text-slate-700">
        See our{" "}
        <Link href="/advertise" className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
          listing plans
        </Link>
        , or ask us for a payment link:
      </p>
      <OfficeContact />
    </div>
  );
}

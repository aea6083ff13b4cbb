import { Link } from "wouter";
import { OfficeContact } from "./office-contact";

/** Shown instead of an endless skeleton: Stripe.js, the publishable key or the intent is missing. */
export function PaymentsUnavailable() {
  return (
    <div role="alert" className="space-y-3 rounded-md border border-amber-300 bg-amber-50 p-4">
      <h3 className="font-semibold text-slate-900">Card payments are unavailable right now</h3>
      <p className="text-slate-700">
        We cannot connect to our card payment provider at the moment, so this page cannot take your payment. Nothing has been charged.
      </p>
      <p className="text-slate-700">Please try again later, or pay by phone or email:</p>
      <OfficeContact />
    </div>
  );
}

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

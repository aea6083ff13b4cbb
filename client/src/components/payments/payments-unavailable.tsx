import { OfficeContact } from "./office-contact";

/** Shown instead of an endless skeleton (checkout, Gold in /account): Stripe.js, the publishable key or the intent is missing. */
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

import type { ReactNode } from "react";
import { intentIdParamSchema, type PaymentStatusResponse } from "@shared/schema";
import { ButtonLink } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useSeo } from "@/lib/seo";
import { paymentSuccessSeo } from "@shared/seo";
import { usePaymentStatus } from "../api/get-payment-status";
import { formatCents } from "../lib/checkout-order";
import { OfficeContact } from "@/components/payments/office-contact";

type Tone = "success" | "waiting" | "problem";

/**
 * /payment-success. Without Stripe's parameters: the SPEC texts. With ?payment_intent=: the
 * outcome our server recorded from Stripe's webhook; redirect_status is never trusted.
 */
export function PaymentSuccessScreen({ search }: { search: string }) {
  useSeo(paymentSuccessSeo);
  const intentId = new URLSearchParams(search).get("payment_intent");
  if (intentId === null) return <Succeeded />;
  if (!intentIdParamSchema.shape.intentId.safeParse(intentId).success) return <NotFound />;
  return <RecordedOutcome intentId={intentId} />;
}

function RecordedOutcome({ intentId }: { intentId: string }) {
  const { query, stillPolling } = usePaymentStatus(intentId);
  if (query.isPending)
    return (
      <Panel tone="waiting" title="Checking Your Payment" busy>
        <p>One moment while we look up your payment.</p>
        <Skeleton className="mx-auto h-5 w-48" />
      </Panel>
    );
  if (query.isError)
    return (
      <Panel tone="problem" title="We Could Not Check Your Payment">
        <p>Our server could not be reached just now. Please reload this page in a moment.</p>
        <OfficeContact />
      </Panel>
    );
  if (query.data === null) return <NotFound />;
  return <Outcome payment={query.data} stillPolling={stillPolling} />;
}

function Outcome({ payment, stillPolling }: { payment: PaymentStatusResponse; stillPolling: boolean }) {
  const amount = formatCents(Math.round(payment.amount * 100));
  switch (payment.status) {
    case "succeeded":
      return <Succeeded amount={amount} />;
    case "processing":
      return (
        <Panel tone="waiting" title="Payment Processing">
          <p>Your payment of {amount} is being processed. We will email you when it completes.</p>
        </Panel>
      );
    case "failed":
      return (
        <Panel tone="problem" title="Payment Not Completed">
          <p>Your payment of {amount} did not go through, and you have not been charged. You can try again with another card, or pay by phone or email.</p>
          <OfficeContact />
        </Panel>
      );
    case "canceled":
      return (
        <Panel tone="problem" title="Payment Canceled">
          <p>This payment of {amount} was canceled, and you have not been charged.</p>
          <OfficeContact />
        </Panel>
      );
    default:
      return stillPolling ? (
        <Panel tone="waiting" title="Confirming Your Payment" busy>
          <p>We are waiting for the payment provider to confirm your payment of {amount}. This page updates by itself.</p>
        </Panel>
      ) : (
        <Panel tone="problem" title="Payment Not Confirmed Yet">
          <p>We have not received a confirmation for your payment of {amount} yet. If your card was charged, or you have questions, please contact us.</p>
          <OfficeContact />
        </Panel>
      );
  }
}

/** The page's texts, word for word as the site has always shown them (tests and the browser suite check them). */
function Succeeded({ amount }: { amount?: string }) {
  return (
    <Panel tone="success" title="Payment Successful!">
      <p>Thank you for your payment. Your transaction has been processed successfully.</p>
      {amount && <p className="font-semibold text-slate-900">Amount paid: {amount}</p>}
      <p>You should receive a confirmation email shortly.</p>
    </Panel>
  );
}

function NotFound() {
  return (
    <Panel tone="problem" title="Payment Not Found">
      <p>We could not find this payment in our records. If you were charged, please contact us.</p>
      <OfficeContact />
    </Panel>
  );
}

const icons: Record<Tone, { mark: string; className: string }> = {
  success: { mark: "✓", className: "bg-green-100 text-green-800" },
  waiting: { mark: "…", className: "bg-brand-100 text-brand-800" },
  problem: { mark: "!", className: "bg-amber-100 text-amber-900" },
};

function Panel({ tone, title, busy, children }: { tone: Tone; title: string; busy?: boolean; children: ReactNode }) {
  return (
    <section aria-busy={busy || undefined} aria-live="polite" className="mx-auto max-w-xl px-4 py-16 text-center sm:py-20">
      <div aria-hidden="true" className={`mx-auto mb-6 flex h-16 w-16 items-center justify-center rounded-full text-3xl font-bold ${icons[tone].className}`}>
        {icons[tone].mark}
      </div>
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <div className="mt-4 space-y-3 text-slate-600">{children}</div>
      <ButtonLink href="/" className="mt-8">
        Return to Home
      </ButtonLink>
    </section>
  );
}

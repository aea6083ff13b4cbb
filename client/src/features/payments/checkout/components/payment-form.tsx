import { PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { useState, type FormEvent } from "react";
import { useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useLocalizedHref } from "@/i18n/links";
import { useT } from "@/i18n/use-t";

/**
 * The card form inside Elements: Pay Now stays disabled until Stripe.js and the
 * Payment Element are ready and while a confirmation runs; Stripe redirects to /payment-success.
 */
export function PaymentForm({ intentId, onLoadError }: { intentId: string; onLoadError: () => void }) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [, navigate] = useLocation();
  const t = useT("checkout");
  const localized = useLocalizedHref();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements || !ready || submitting) return; // never submit before the library is ready: a click would be lost
    setSubmitting(true);
    try {
      const { error } = await stripe.confirmPayment({ elements, confirmParams: { return_url: `${window.location.origin}${localized("/payment-success")}` } });
      if (error) {
        toast({ title: t("checkout.failed"), description: error.message ?? t("checkout.failed_text"), variant: "destructive" });
        return;
      }
      toast({ title: t("checkout.toast_success"), description: t("checkout.toast_thanks") });
      // Stripe normally leaves the page itself; if it did not, the success page still reads the real outcome.
      navigate(`/payment-success?payment_intent=${encodeURIComponent(intentId)}`);
    } catch (err) {
      toast({ title: t("checkout.failed"), description: err instanceof Error ? err.message : t("checkout.failed_text"), variant: "destructive" });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-6">
      <PaymentElement onReady={() => setReady(true)} onLoadError={onLoadError} />
      <Button type="submit" className="w-full" disabled={!stripe || !elements || !ready || submitting}>
        {submitting ? t("checkout.processing") : t("checkout.pay_now")}
      </Button>
    </form>
  );
}

import { PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { useState, type FormEvent } from "react";
import { useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";

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

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements || !ready || submitting) return; // never submit before the library is ready: a click would be lost
    setSubmitting(true);
    try {
      const { error } = await stripe.confirmPayment({ elements, confirmParams: { return_url: `${window.location.origin}/payment-success` } });
      if (error) {
        toast({ title: "Payment Failed", description: error.message ?? "Your payment could not be completed.", variant: "destructive" });
        return;
      }
      toast({ title: "Payment Successful", description: "Thank you for your purchase!" });
      // Stripe normally leaves the page itself; if it did not, the success page still reads the real outcome.
      navigate(`/payment-success?payment_intent=${encodeURIComponent(intentId)}`);
    } catch (err) {
      toast({ title: "Payment Failed", description: err instanceof Error ? err.message : "Your payment could not be completed.", variant: "destructive" });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-6">
      <PaymentElement onReady={() => setReady(true)} onLoadError={onLoadError} />
      <Button type="submit" className="w-full" disabled={!stripe || !elements || !ready || submitting}>
        {submitting ? "Processing..." : "Pay Now"}
      </Button>
    </form>
  );
}

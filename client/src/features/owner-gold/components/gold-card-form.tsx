import { PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { useState, type FormEvent } from "react";
import type { GoldSubscribeResponse } from "@shared/account/gold";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { exactDollars, longDate, PLAN_NAMES } from "../lib/gold-words";

/**
 * The card form of a Gold subscription, inside Elements: it confirms the first invoice's
 * PaymentIntent, or, when the listing is already Gold, the SetupIntent that saves the card for
 * the first charge. Cards need no redirect (`if_required`); a method that does comes back to
 * the listing's page, which then waits for the webhook as it does here.
 */
export function GoldCardForm({
  id,
  answer,
  onConfirmed,
  onLoadError,
}: {
  id: number;
  answer: GoldSubscribeResponse;
  onConfirmed: () => void;
  onLoadError: () => void;
}) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const payment = answer.intentType === "payment";
  const period = answer.plan === "gold-annual" ? "year" : "month";

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements || !ready || submitting) return;
    setSubmitting(true);
    try {
      const confirmParams = { return_url: `${window.location.origin}/account/listings/professional/${id}#gold` };
      const { error } = payment
        ? await stripe.confirmPayment({ elements, confirmParams, redirect: "if_required" })
        : await stripe.confirmSetup({ elements, confirmParams, redirect: "if_required" });
      if (error) {
        toast({ title: "Payment Failed", description: error.message ?? "Your card could not be used.", variant: "destructive" });
        return;
      }
      toast({ title: payment ? "Payment received" : "Card saved", description: "Your Gold subscription is being confirmed." });
      onConfirmed();
    } catch (err) {
      toast({ title: "Payment Failed", description: err instanceof Error ? err.message : "Your card could not be used.", variant: "destructive" });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} className="grid gap-4" aria-label="Card details">
      <PaymentElement onReady={() => setReady(true)} onLoadError={onLoadError} />
      <p className="text-sm text-gray-700">
        {payment
          ? `${exactDollars(answer.amountCents)} today, then every ${period} until you cancel.`
          : `Nothing is charged today. Your first charge of ${exactDollars(answer.amountCents)} is on ${longDate(answer.firstChargeOn!)}, when the Gold you already paid for ends; then every ${period}.`}
      </p>
      <div>
        <Button type="submit" variant="gold" disabled={!stripe || !elements || !ready || submitting}>
          {submitting
            ? "Processing..."
            : payment
              ? `Pay ${exactDollars(answer.amountCents)} and subscribe`
              : `Save card for ${PLAN_NAMES[answer.plan].name.toLowerCase()} Gold`}
        </Button>
      </div>
    </form>
  );
}

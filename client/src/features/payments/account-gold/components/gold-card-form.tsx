import { PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { useState, type FormEvent } from "react";
import type { GoldSubscribeResponse } from "@shared/account/gold";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useLocalizedHref } from "@/i18n/links";
import { useLocale, useT } from "@/i18n/use-t";
import { exactDollars, longDate, planWord } from "../lib/gold-words";

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
  const t = useT("ownerGold");
  const locale = useLocale();
  const localized = useLocalizedHref();
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const payment = answer.intentType === "payment";
  const period = answer.plan === "gold-annual" ? "year" : "month";
  const amount = exactDollars(locale, answer.amountCents);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements || !ready || submitting) return;
    setSubmitting(true);
    try {
      const confirmParams = { return_url: `${window.location.origin}${localized(`/account/listings/professional/${id}`)}#gold` };
      const { error } = payment
        ? await stripe.confirmPayment({ elements, confirmParams, redirect: "if_required" })
        : await stripe.confirmSetup({ elements, confirmParams, redirect: "if_required" });
      if (error) {
        toast({ title: t("ownerGold.payment_failed"), description: error.message ?? t("ownerGold.card_refused"), variant: "destructive" });
        return;
      }
      toast({ title: payment ? t("ownerGold.payment_received") : t("ownerGold.card_saved"), description: t("ownerGold.being_confirmed") });
      onConfirmed();
    } catch (err) {
      toast({ title: t("ownerGold.payment_failed"), description: err instanceof Error ? err.message : t("ownerGold.card_refused"), variant: "destructive" });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} className="grid gap-4" aria-label={t("ownerGold.card_details")}>
      <PaymentElement onReady={() => setReady(true)} onLoadError={onLoadError} />
      <p className="text-sm text-gray-700">
        {payment ? t("ownerGold.pay_terms", { amount, period }) : t("ownerGold.setup_terms", { amount, date: longDate(locale, answer.firstChargeOn!), period })}
      </p>
      <div>
        <Button type="submit" variant="gold" disabled={!stripe || !elements || !ready || submitting}>
          {submitting ? t("ownerGold.processing") : payment ? t("ownerGold.pay", { amount }) : t("ownerGold.save_card", { plan: planWord(answer.plan) })}
        </Button>
      </div>
    </form>
  );
}

import { useId, useState } from "react";
import { annualSaving, planIds, planPrice, type PlanId } from "@shared/plans";
import type { GoldStatusResponse } from "@shared/account/gold";
import { PaymentsUnavailable } from "@/components/payments/payments-unavailable";
import { StripeElements } from "@/components/payments/stripe-elements";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import type { StripeLoader } from "@/lib/load-stripe";
import { useStripeJs } from "@/lib/use-stripe-js";
import { useSubscribeToGold } from "../api/subscribe-to-gold";
import { useLocale, useT } from "@/i18n/use-t";
import { longDate, planWord } from "../lib/gold-words";
import { GoldCardForm } from "./gold-card-form";

/** One id per visit of the page: a retried request gets the same subscription (the server's idempotency key). */
function newRequestId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

export interface GoldPurchaseProps {
  id: number;
  status: GoldStatusResponse;
  initialPlan: PlanId;
  publishableKey: string | null;
  loadStripe: StripeLoader;
  onConfirmed: () => void;
}

/** Monthly or annual, then the card form (Stripe Elements); "card payments are unavailable" without a key, or when Stripe.js cannot load. */
export function GoldPurchase({ id, status, initialPlan, publishableKey, loadStripe, onConfirmed }: GoldPurchaseProps) {
  const t = useT("ownerGold");
  const locale = useLocale();
  const uid = useId();
  const [plan, setPlan] = useState<PlanId>(initialPlan);
  const [requestId] = useState(newRequestId);
  const [failedSecret, setFailedSecret] = useState<string | null>(null);
  // Stripe.js is fetched once the owner asks for the card form: visiting /account contacts no third party.
  const [started, setStarted] = useState(false);
  const stripeJs = useStripeJs(started ? publishableKey : null, loadStripe);
  const subscribe = useSubscribeToGold(id);
  const answer = subscribe.data?.plan === plan ? subscribe.data : undefined;

  const start = () => {
    setStarted(true);
    subscribe.mutate(
      { plan, requestId },
      {
        onError: (err) =>
          toast({
            title: t("ownerGold.start_failed"),
            description: (err instanceof ApiError && err.serverMessage) || t("ownerGold.try_in_a_moment"),
            variant: "destructive",
          }),
      },
    );
  };

  if (!publishableKey || stripeJs.isError || (answer && failedSecret === answer.clientSecret)) return <PaymentsUnavailable />;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-gray-800">
        {status.isGold && status.goldUntil ? t("ownerGold.gold_until_subscribe", { date: longDate(locale, status.goldUntil) }) : t("ownerGold.pitch")}
      </p>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t("ownerGold.choose_plan")}</legend>
        {planIds.map((p) => (
          <label
            key={p}
            htmlFor={`${uid}-${p}`}
            className="flex min-h-11 cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-gray-300 px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
          >
            <input id={`${uid}-${p}`} type="radio" name={`${uid}-plan`} value={p} checked={plan === p} onChange={() => setPlan(p)} className="h-4 w-4" />
            <span className="font-medium">{t("ownerGold.plan_name", { plan: planWord(p) })}</span>
            <span className="whitespace-nowrap text-gray-700">{t("ownerGold.price", { plan: planWord(p), price: planPrice(p) })}</span>
            {p === "gold-annual" && (
              <span className="whitespace-nowrap rounded-full bg-gold-400 px-2 py-0.5 text-xs font-bold text-slate-900">
                {t("ownerGold.saving", { saving: annualSaving() })}
              </span>
            )}
          </label>
        ))}
      </fieldset>
      {!answer ? (
        <div>
          <Button type="button" disabled={subscribe.isPending} onClick={start}>
            {subscribe.isPending ? t("ownerGold.starting") : t("ownerGold.continue")}
          </Button>
        </div>
      ) : !stripeJs.data ? (
        <div aria-busy="true" className="grid gap-3">
          <span className="sr-only" role="status">
            {t("ownerGold.loading_card_form")}
          </span>
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : (
        <StripeElements key={answer.clientSecret} stripe={stripeJs.data} clientSecret={answer.clientSecret}>
          <GoldCardForm id={id} answer={answer} onConfirmed={onConfirmed} onLoadError={() => setFailedSecret(answer.clientSecret)} />
        </StripeElements>
      )}
    </div>
  );
}

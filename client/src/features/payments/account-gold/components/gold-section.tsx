import { useId, useState } from "react";
import { useSearch } from "wouter";
import { planIds, type PlanId } from "@shared/plans";
import { OfficeContact } from "@/components/payments/office-contact";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { clientEnv } from "@/lib/env";
import { loadStripeJs, type StripeLoader } from "@/lib/load-stripe";
import { isSettled, useGoldStatus } from "../api/get-gold-status";
import { useLocale, useT } from "@/i18n/use-t";
import { longDate } from "../lib/gold-words";
import { GoldBadge } from "./gold-badge";
import { GoldPurchase } from "./gold-purchase";
import { GoldSummary } from "./gold-summary";

export interface GoldSectionProps {
  id: number;
  /** Injected by component tests; the page uses the build's key and the real Stripe.js loader. */
  publishableKey?: string | null;
  loadStripe?: StripeLoader;
}

/** ?plan=gold-annual (from /checkout's Gold link) chooses the plan first. */
const planFrom = (search: URLSearchParams): PlanId => planIds.find((p) => p === search.get("plan")) ?? "gold-monthly";

/**
 * The Gold section of an owned professional listing in /account (issue 17): the Gold badge and
 * paid-through date, the subscription's next step and Manage billing, or the plan choice and
 * the card form. After a confirmed payment it reads the status every 2 s until Stripe's webhook
 * has made the listing Gold (the redirect of a card payment never decides it).
 */
export function GoldSection({ id, publishableKey = clientEnv.VITE_STRIPE_PUBLISHABLE_KEY ?? null, loadStripe = loadStripeJs }: GoldSectionProps) {
  const t = useT("ownerGold");
  const locale = useLocale();
  const uid = useId();
  const search = new URLSearchParams(useSearch());
  // Back from a payment method that redirects: Stripe adds its intent's id to the return URL.
  const [confirming, setConfirming] = useState(() => search.has("payment_intent") || search.has("setup_intent"));
  const { query: status, gaveUp } = useGoldStatus(id, confirming);
  const data = status.data;
  const settled = isSettled(data);
  const sub = data?.subscription;

  let content;
  if (status.isPending)
    content = (
      <div aria-busy="true" className="grid gap-2">
        <p className="text-sm text-gray-600">{t("ownerGold.loading")}</p>
        <Skeleton className="h-5 w-64" />
      </div>
    );
  else if (status.isError)
    content = (
      <div role="alert" className="grid gap-2 text-sm text-red-800">
        <p>{t("ownerGold.load_error")}</p>
        <div>
          <Button type="button" variant="outline" onClick={() => void status.refetch()}>
            {t("ownerGold.try_again")}
          </Button>
        </div>
      </div>
    );
  else if (confirming && !settled)
    content = !gaveUp ? (
      <p role="status" className="text-sm text-gray-800">
        {t("ownerGold.confirming")}
      </p>
    ) : (
      <div role="alert" className="grid gap-2 text-sm text-gray-800">
        <p>{t("ownerGold.not_confirmed")}</p>
        <OfficeContact />
      </div>
    );
  else if (sub && !sub.awaitingPayment) content = <GoldSummary id={id} status={status.data} subscription={sub} />;
  else
    content = (
      <GoldPurchase
        id={id}
        status={status.data}
        initialPlan={planFrom(search)}
        publishableKey={publishableKey}
        loadStripe={loadStripe}
        onConfirmed={() => setConfirming(true)}
      />
    );

  return (
    <section id="gold" aria-labelledby={`${uid}-title`} className="grid scroll-mt-24 gap-3 rounded-lg border border-gray-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-3">
        <h3 id={`${uid}-title`} className="text-lg font-semibold">
          {t("ownerGold.title")}
        </h3>
        {data?.isGold && <GoldBadge />}
      </div>
      {data?.isGold && data.goldUntil && !sub && (
        <p className="text-sm text-gray-800">{t("ownerGold.gold_until", { date: longDate(locale, data.goldUntil) })}</p>
      )}
      {data && !data.isGold && !sub && <p className="text-sm text-gray-700">{t("ownerGold.basic")}</p>}
      {content}
    </section>
  );
}

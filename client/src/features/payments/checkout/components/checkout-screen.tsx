import { useMemo } from "react";
import { useT } from "@/i18n/use-t";
import { clientEnv } from "@/lib/env";
import { useSeo } from "@/lib/seo";
import { checkoutSeo } from "@shared/seo";
import { parseCheckoutOrder } from "../lib/checkout-order";
import { loadStripeJs, type StripeLoader } from "@/lib/load-stripe";
import { InvalidCheckout } from "./checkout-notices";
import { GoldOwnerGate } from "./gold-owner-gate";
import { OrderSummary } from "./order-summary";
import { PaymentCard } from "./payment-card";

export interface CheckoutScreenProps {
  /** The query string: ?amount=, or ?plan= with an optional &professional=. */
  search: string;
  /** Injected by component tests; the page uses the build's key and the real Stripe.js loader. */
  publishableKey?: string | null;
  loadStripe?: StripeLoader;
}

export function CheckoutScreen({ search, publishableKey = clientEnv.VITE_STRIPE_PUBLISHABLE_KEY ?? null, loadStripe = loadStripeJs }: CheckoutScreenProps) {
  useSeo(checkoutSeo);
  const t = useT("checkout");
  // Its notices (payments unavailable, office contact) mount later: their catalog loads with the screen,
  // so that it never suspends, and blanks, the page once shown.
  useT("payments");
  const parsed = useMemo(() => parseCheckoutOrder(search), [search]);
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <header className="mb-8 text-center">
        <h1 className="flex items-center justify-center gap-2 text-3xl font-bold text-slate-900">
          <LockIcon />
          {t("checkout.title")}
        </h1>
        <p className="mt-2 text-slate-600">{t("checkout.subtitle")}</p>
      </header>
      {parsed.ok ? (
        <div className="space-y-6">
          <OrderSummary order={parsed.order} />
          {parsed.order.kind === "plan" && parsed.order.professionalId !== null ? (
            // Gold for a named listing is its owner's subscription (issue 17): no one-off payment here.
            <GoldOwnerGate plan={parsed.order.plan} professionalId={parsed.order.professionalId} />
          ) : (
            <PaymentCard order={parsed.order} publishableKey={publishableKey} loadStripe={loadStripe} />
          )}
        </div>
      ) : (
        <InvalidCheckout reason={t(parsed.reason)} headingLevel={2} />
      )}
    </div>
  );
}

function LockIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-7 w-7 text-brand-700" fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  );
}

import type { Stripe } from "@stripe/stripe-js";
import { useEffect, useMemo, useState } from "react";
import type { PaymentIntentRequest } from "@shared/schema";
import { Skeleton } from "@/components/ui/skeleton";
import { useT } from "@/i18n/use-t";
import { ApiError } from "@/lib/api-client";
import { usePaymentIntent } from "../api/create-payment-intent";
import { useStripeJs } from "@/lib/use-stripe-js";
import type { CheckoutOrder } from "../lib/checkout-order";
import type { StripeLoader } from "@/lib/load-stripe";
import { StripeElements } from "@/components/payments/stripe-elements";
import { PaymentsUnavailable } from "@/components/payments/payments-unavailable";
import { InvalidCheckout } from "./checkout-notices";
import { PaymentForm } from "./payment-form";

/** One id per visit of the page: the server turns it into the Stripe idempotency key. */
function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16)); // works on plain http too, unlike randomUUID
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export interface PaymentCardProps {
  order: CheckoutOrder;
  publishableKey: string | null;
  loadStripe: StripeLoader;
}

/** The 'Complete Payment' card: skeleton, then the card form, or a clear notice instead. */
export function PaymentCard({ order, publishableKey, loadStripe }: PaymentCardProps) {
  const t = useT("checkout");
  const [requestId] = useState(newRequestId);
  const [failedSecret, setFailedSecret] = useState<string | null>(null);
  const stripeJs = useStripeJs(publishableKey, loadStripe);
  const body = useMemo<PaymentIntentRequest>(
    () => (order.kind === "plan" ? { plan: order.plan, requestId } : { amount: order.amountCents / 100, requestId }),
    [order, requestId],
  );
  // Without a key no card form can be shown, so no intent is made. (A plan for a named listing
  // never comes here: CheckoutScreen sends it to its owner's Gold section, issue 17.)
  const intent = usePaymentIntent(body, publishableKey !== null);
  useEffect(() => {
    if (intent.error) console.error("Error creating payment intent", intent.error);
  }, [intent.error]);

  const secret = intent.data?.clientSecret;
  let content;
  if (intent.error instanceof ApiError && intent.error.status >= 400 && intent.error.status < 500 && intent.error.status !== 429)
    content = <InvalidCheckout reason={intent.error.serverMessage ? `${intent.error.serverMessage}.` : t("checkout.reason.cannot_pay")} />;
  else if (!publishableKey || stripeJs.isError || intent.isError || (secret && failedSecret === secret)) content = <PaymentsUnavailable />;
  else if (stripeJs.data && secret) content = <ReadyForm stripe={stripeJs.data} clientSecret={secret} onLoadError={() => setFailedSecret(secret)} />;
  else content = <FormSkeleton />;

  return (
    <section aria-labelledby="payment-heading" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="payment-heading" className="mb-4 text-lg font-semibold text-slate-900">
        {t("checkout.payment")}
      </h2>
      {content}
    </section>
  );
}

function ReadyForm({ stripe, clientSecret, onLoadError }: { stripe: Stripe; clientSecret: string; onLoadError: () => void }) {
  return (
    <StripeElements key={clientSecret} stripe={stripe} clientSecret={clientSecret}>
      <PaymentForm intentId={clientSecret.split("_secret_")[0]!} onLoadError={onLoadError} />
    </StripeElements>
  );
}

function FormSkeleton() {
  const t = useT("checkout");
  return (
    <div aria-busy="true" className="space-y-4">
      <span className="sr-only" role="status">
        {t("checkout.loading_form")}
      </span>
      <Skeleton className="h-10 w-full" />
      <div className="grid grid-cols-2 gap-4">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-11 w-full" />
    </div>
  );
}

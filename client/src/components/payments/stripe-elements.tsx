import { Elements } from "@stripe/react-stripe-js";
import type { Stripe, StripeElementsOptions } from "@stripe/stripe-js";
import { useMemo, type ReactNode } from "react";
import { useLocale } from "@/i18n/use-t";

/**
 * Stripe Elements for one PaymentIntent or SetupIntent (checkout, and Gold in /account). The
 * Stripe object is passed in (already loaded, or a fake in component tests); a new client
 * secret needs a new Elements, so callers key this by it.
 */
export function StripeElements({ stripe, clientSecret, children }: { stripe: Stripe | Promise<Stripe | null>; clientSecret: string; children: ReactNode }) {
  const locale = useLocale();
  const options = useMemo<StripeElementsOptions>(
    () => ({
      clientSecret,
      // Stripe's own card form and messages in the page's language.
      locale,
      appearance: { theme: "stripe", variables: { colorPrimary: "#1e40af", colorText: "#0f172a", borderRadius: "6px" } },
    }),
    [clientSecret, locale],
  );
  return (
    <Elements stripe={stripe} options={options}>
      {children}
    </Elements>
  );
}

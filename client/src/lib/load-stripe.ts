import type { Stripe } from "@stripe/stripe-js";

/** Past this, the page stops waiting and says card payments are unavailable. */
export const STRIPE_LOAD_TIMEOUT_MS = 15_000;

export type StripeLoader = (publishableKey: string) => Promise<Stripe>;

let pending: Promise<Stripe> | null = null;

/**
 * Loads Stripe.js from js.stripe.com on first use. The `pure` entry injects no script when it
 * is imported, and this dynamic import keeps it in the checkout chunk, so no other page
 * contacts Stripe. A failure is not cached: the next checkout visit tries again.
 */
export const loadStripeJs: StripeLoader = (publishableKey) => {
  pending ??= Promise.race([
    import("@stripe/stripe-js/pure")
      .then(({ loadStripe }) => loadStripe(publishableKey))
      .then((stripe) => {
        if (!stripe) throw new Error("Stripe.js is not available in this environment");
        return stripe;
      }),
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`Stripe.js did not load within ${STRIPE_LOAD_TIMEOUT_MS} ms`)), STRIPE_LOAD_TIMEOUT_MS),
    ),
  ]).catch((err: unknown) => {
    pending = null;
    throw err;
  });
  return pending;
};

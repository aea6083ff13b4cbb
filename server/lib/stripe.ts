import Stripe from "stripe";

/** Pinned so that a library upgrade never silently changes the API we talk to. */
export const STRIPE_API_VERSION = "2026-10-28.endive";

export interface StripeConfig {
  secretKey?: string | undefined;
  /** Only for tests: point the SDK at a local fake Stripe server. */
  apiBase?: string | undefined;
}

/** The one Stripe client module; null when payments are not configured. */
export function createStripe({ secretKey, apiBase }: StripeConfig): Stripe | null {
  if (!secretKey) return null;
  const base = apiBase ? new URL(apiBase) : undefined;
  return new Stripe(secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 1,
    timeout: 15_000,
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === "https:" ? 443 : 80),
      protocol: base.protocol === "https:" ? "https" : "http",
    }),
  });
}

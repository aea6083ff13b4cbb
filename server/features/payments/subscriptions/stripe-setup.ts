import type Stripe from "stripe";
import { PLAN_PRICE_CENTS, planIds, type PlanId } from "@shared/plans";
import { GOLD_LOOKUP_KEYS, PORTAL_METADATA } from "./gold-prices";

/** The product's own marker: found again by it, whatever its name becomes in the Dashboard. */
const PRODUCT_METADATA = { app: "sabd", product: "gold_listing" } as const;
const INTERVAL: Record<PlanId, "month" | "year"> = { "gold-monthly": "month", "gold-annual": "year" };
const NICKNAME: Record<PlanId, string> = { "gold-monthly": "Gold monthly", "gold-annual": "Gold annual" };

export interface SetupResult {
  mode: "test" | "live";
  productId: string;
  prices: Record<PlanId, string>;
  portalConfigurationId: string;
  /** What this run made; empty when everything existed already. */
  created: string[];
}

/** A key's mode as Stripe names it: sk_test_/rk_test_ are test mode, anything else is live. */
export const modeOfKey = (secretKey: string): "test" | "live" => (/^(sk|rk)_test_/.test(secretKey) ? "test" : "live");

/**
 * `npm run stripe:setup`: the "Gold listing" product, its two prices ($49 a month, lookup key
 * gold_monthly; $490 a year, gold_annual) and a Customer Portal configuration (update the card,
 * switch between the two prices with proration invoiced at once, cancel at the end of the period,
 * see invoices). Idempotent: what exists (found by lookup key and metadata) is kept, so a second
 * run creates nothing. A price with the right key but another amount is reported, never changed:
 * Stripe prices are immutable, and moving the key is a decision for a person.
 */
export async function setUpStripe(stripe: Stripe, secretKey: string, publicOrigin: string | undefined): Promise<SetupResult> {
  const created: string[] = [];
  const existing = await stripe.prices.list({ lookup_keys: Object.values(GOLD_LOOKUP_KEYS), active: true, limit: 10, expand: ["data.product"] });
  const byKey = new Map(existing.data.map((p) => [p.lookup_key, p]));

  const productOf = (p: Stripe.Price) => (typeof p.product === "string" ? p.product : p.product.id);
  let productId = existing.data.map(productOf)[0];
  if (!productId) {
    const products = await stripe.products.list({ active: true, limit: 100 });
    productId = products.data.find((p) => p.metadata?.app === PRODUCT_METADATA.app && p.metadata?.product === PRODUCT_METADATA.product)?.id;
  }
  if (!productId) {
    const product = await stripe.products.create(
      { name: "Gold listing", description: "A Gold listing on the San Antonio Business Directory", metadata: { ...PRODUCT_METADATA } },
      { idempotencyKey: "sabd-setup:product:gold_listing" },
    );
    productId = product.id;
    created.push(`product ${product.id}`);
  }

  const prices = {} as Record<PlanId, string>;
  for (const plan of planIds) {
    const key = GOLD_LOOKUP_KEYS[plan];
    const found = byKey.get(key);
    if (found) {
      if (found.unit_amount !== PLAN_PRICE_CENTS[plan] || found.currency !== "usd" || found.recurring?.interval !== INTERVAL[plan])
        throw new Error(
          `Stripe price ${found.id} (lookup key ${key}) is not ${PLAN_PRICE_CENTS[plan]} cents USD a ${INTERVAL[plan]}: fix it in the Dashboard.`,
        );
      prices[plan] = found.id;
      continue;
    }
    const price = await stripe.prices.create(
      {
        product: productId,
        currency: "usd",
        unit_amount: PLAN_PRICE_CENTS[plan],
        recurring: { interval: INTERVAL[plan] },
        lookup_key: key,
        nickname: NICKNAME[plan],
        metadata: { app: "sabd", plan },
      },
      { idempotencyKey: `sabd-setup:price:${key}:${productId}` },
    );
    prices[plan] = price.id;
    created.push(`price ${price.id} (${key})`);
  }

  const configurations = await stripe.billingPortal.configurations.list({ active: true, limit: 100 });
  let portalConfigurationId = configurations.data.find((c) => c.metadata?.app === PORTAL_METADATA.app && c.metadata?.purpose === PORTAL_METADATA.purpose)?.id;
  if (!portalConfigurationId) {
    const configuration = await stripe.billingPortal.configurations.create(
      {
        name: "Gold listing",
        metadata: { ...PORTAL_METADATA },
        ...(publicOrigin && { default_return_url: `${publicOrigin.replace(/\/$/, "")}/account` }),
        features: {
          payment_method_update: { enabled: true },
          invoice_history: { enabled: true },
          subscription_cancel: { enabled: true, mode: "at_period_end" },
          subscription_update: {
            enabled: true,
            default_allowed_updates: ["price"],
            proration_behavior: "always_invoice",
            products: [{ product: productId, prices: [prices["gold-monthly"], prices["gold-annual"]] }],
          },
        },
      },
      { idempotencyKey: `sabd-setup:portal:${productId}` },
    );
    portalConfigurationId = configuration.id;
    created.push(`portal configuration ${configuration.id}`);
  }
  return { mode: modeOfKey(secretKey), productId, prices, portalConfigurationId, created };
}

import type Stripe from "stripe";
import { PLAN_PRICE_CENTS, planIds, type PlanId } from "@shared/plans";
import { HttpError } from "../../../lib/http-error";

/** The Stripe Prices of Gold, found by these lookup keys (made by `npm run stripe:setup`), never by id. */
export const GOLD_LOOKUP_KEYS: Record<PlanId, string> = { "gold-monthly": "gold_monthly", "gold-annual": "gold_annual" };
const INTERVAL: Record<PlanId, "month" | "year"> = { "gold-monthly": "month", "gold-annual": "year" };
/** The Customer Portal configuration stripe:setup makes is found by this metadata. */
export const PORTAL_METADATA = { app: "sabd", purpose: "gold" } as const;
/** Prices and the portal configuration are re-read this often: a change in Stripe is seen within the hour. */
const CACHE_MS = 60 * 60 * 1000;

/** A plan from a price's lookup key (subscription items carry the whole Price). */
export function planOfLookupKey(key: string | null | undefined): PlanId | null {
  return planIds.find((plan) => GOLD_LOOKUP_KEYS[plan] === key) ?? null;
}

export interface GoldPrice {
  id: string;
  plan: PlanId;
  unitAmount: number;
}

/** A price we sell Gold at must be exactly the SPEC's: otherwise nothing is sold at a wrong amount. */
function checked(price: Stripe.Price, plan: PlanId): GoldPrice {
  const ok = price.active && price.currency === "usd" && price.unit_amount === PLAN_PRICE_CENTS[plan] && price.recurring?.interval === INTERVAL[plan];
  if (!ok)
    throw new HttpError(503, `Gold is not on sale right now: the Stripe price ${GOLD_LOOKUP_KEYS[plan]} does not match the plan (run npm run stripe:setup).`);
  return { id: price.id, plan, unitAmount: price.unit_amount! };
}

export interface PriceCatalog {
  /** The price to subscribe to for a plan (503 when it is missing or differs from the plan). */
  priceFor(plan: PlanId): Promise<GoldPrice>;
  /** The plan a price id sells, or null when it is none of Gold's (invoice lines name the price by id). */
  planOfPrice(priceId: string): Promise<PlanId | null>;
  /** The portal configuration made by stripe:setup, or null (Stripe then uses the account's default). */
  portalConfiguration(): Promise<string | null>;
}

/**
 * Gold's prices, read from Stripe by lookup key once an hour (one list call for both), and
 * the portal configuration likewise. A failed read is not cached: the next call tries again.
 */
export function createPriceCatalog(stripe: Stripe, now: () => Date = () => new Date()): PriceCatalog {
  let prices: { at: number; byPlan: Map<PlanId, Stripe.Price> } | undefined;
  let portal: { at: number; id: string | null } | undefined;
  const fresh = (at: number | undefined) => at !== undefined && now().getTime() - at < CACHE_MS;

  async function load(force = false) {
    if (prices && fresh(prices.at) && !force) return prices.byPlan;
    const list = await stripe.prices.list({ lookup_keys: Object.values(GOLD_LOOKUP_KEYS), active: true, limit: 10 });
    const byPlan = new Map<PlanId, Stripe.Price>();
    for (const price of list.data) {
      const plan = planOfLookupKey(price.lookup_key);
      if (plan) byPlan.set(plan, price);
    }
    prices = { at: now().getTime(), byPlan };
    return byPlan;
  }

  return {
    async priceFor(plan) {
      const price = (await load()).get(plan);
      if (!price) throw new HttpError(503, `Gold is not on sale right now: Stripe has no price ${GOLD_LOOKUP_KEYS[plan]} (run npm run stripe:setup).`);
      return checked(price, plan);
    },
    async planOfPrice(priceId) {
      const find = (byPlan: Map<PlanId, Stripe.Price>) => [...byPlan].find(([, price]) => price.id === priceId)?.[0] ?? null;
      // An unknown id may be a price made since the last read (a lookup key moved to a new price): read once more.
      return find(await load()) ?? (prices && now().getTime() - prices.at > 60_000 ? find(await load(true)) : null);
    },
    async portalConfiguration() {
      if (portal && fresh(portal.at)) return portal.id;
      const list = await stripe.billingPortal.configurations.list({ active: true, limit: 100 });
      const mine = list.data.find((c) => c.metadata?.app === PORTAL_METADATA.app && c.metadata?.purpose === PORTAL_METADATA.purpose);
      portal = { at: now().getTime(), id: mine?.id ?? null };
      return portal.id;
    },
  };
}

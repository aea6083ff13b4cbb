/**
 * The Gold listing plans and their prices in cents. The server charges these (only it
 * turns a plan into a price); every price the site prints is written from this table, so a
 * price change is one edit. No zod here: the advertise screen prints prices without the schemas.
 */
export const planIds = ["gold-monthly", "gold-annual"] as const;
export type PlanId = (typeof planIds)[number];
export const PLAN_PRICE_CENTS: Record<PlanId, number> = { "gold-monthly": 4900, "gold-annual": 49000 };

/** Whole dollars as the price lists print them: 4900 → "$49". */
export const wholeDollars = (cents: number) => `$${Math.round(cents / 100).toLocaleString("en-US")}`;

/** "$49", "$490": a plan's price as the packages and the form print it. */
export const planPrice = (plan: PlanId) => wholeDollars(PLAN_PRICE_CENTS[plan]);

/** What the annual plan saves over twelve monthly payments ("$98"). */
export const annualSaving = () => wholeDollars(12 * PLAN_PRICE_CENTS["gold-monthly"] - PLAN_PRICE_CENTS["gold-annual"]);

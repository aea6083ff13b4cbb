import { annualSaving, planPrice, type PlanId } from "@shared/plans";

/** A date as the owner reads it, in San Antonio: "April 15, 2031". */
export const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { timeZone: "America/Chicago", month: "long", day: "numeric", year: "numeric" });

export const PLAN_NAMES: Record<PlanId, { name: string; price: string; note?: string }> = {
  "gold-monthly": { name: "Monthly", price: `${planPrice("gold-monthly")} a month` },
  "gold-annual": { name: "Annual", price: `${planPrice("gold-annual")} a year`, note: `Save ${annualSaving()} (20%)` },
};

/** "$49.00": the exact amount a card button names. */
export const exactDollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

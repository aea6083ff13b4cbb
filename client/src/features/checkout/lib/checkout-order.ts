import { amountSchema, planSchema, PLAN_PRICE_CENTS, type PlanId } from "@shared/schema";

/** The checkout amount when the address names none, in dollars. */
export const DEFAULT_AMOUNT = 50;

export type CheckoutOrder = { kind: "custom"; amountCents: number } | { kind: "plan"; plan: PlanId; amountCents: number; professionalId: number | null };
export type ParsedOrder = { ok: true; order: CheckoutOrder } | { ok: false; reason: string };

/** What the Total Amount card says is being paid for. */
export const PLAN_LABELS: Record<PlanId, { title: string; period: string }> = {
  "gold-monthly": { title: "Gold Listing, monthly", period: "per month" },
  "gold-annual": { title: "Gold Listing, annual", period: "per year" },
};

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
/** 5000 → "$50.00" (dollars, always with cents). */
export const formatCents = (cents: number) => dollars.format(cents / 100);

/**
 * Reads ?amount= (default 50) or ?plan=gold-monthly|gold-annual with an optional
 * &professional=<id>. The price shown for a plan is the server's price; the server charges it
 * whatever this page sends.
 */
export function parseCheckoutOrder(search: string): ParsedOrder {
  const params = new URLSearchParams(search);
  const planParam = params.get("plan");
  const professionalParam = params.get("professional");
  if (planParam !== null) {
    const plan = planSchema.safeParse(planParam);
    if (!plan.success) return { ok: false, reason: "The plan in this link is not one we offer." };
    let professionalId: number | null = null;
    if (professionalParam !== null) {
      professionalId = /^\d{1,10}$/.test(professionalParam) ? Number(professionalParam) : NaN;
      if (!(professionalId >= 1 && professionalId <= 2_147_483_647)) return { ok: false, reason: "The listing in this link does not exist." };
    }
    return { ok: true, order: { kind: "plan", plan: plan.data, amountCents: PLAN_PRICE_CENTS[plan.data], professionalId } };
  }
  if (professionalParam !== null) return { ok: false, reason: "A listing can only be upgraded with a Gold plan." };
  const amountParam = params.get("amount")?.trim() || String(DEFAULT_AMOUNT);
  const amount = /^\d+(\.\d{1,2})?$/.test(amountParam) ? amountSchema.safeParse(Number(amountParam)) : null;
  if (!amount?.success) return { ok: false, reason: "The amount in this link cannot be charged online (from $0.50 to $100,000.00)." };
  return { ok: true, order: { kind: "custom", amountCents: Math.round(amount.data * 100) } };
}

import { amountSchema, planSchema, PLAN_PRICE_CENTS, type PlanId } from "@shared/schema";
import type { Locale } from "@shared/i18n/locale";
import type { MessageKey } from "@/i18n/catalogs";
import { formatNumber } from "@/i18n/format";

/** The checkout amount when the address names none, in dollars. */
export const DEFAULT_AMOUNT = 50;

export type CheckoutOrder = { kind: "custom"; amountCents: number } | { kind: "plan"; plan: PlanId; amountCents: number; professionalId: number | null };
/** `reason` is a key of the checkout catalog. */
export type ParsedOrder = { ok: true; order: CheckoutOrder } | { ok: false; reason: MessageKey<"checkout"> };

/** What the Total Amount card says is being paid for (checkout catalog keys). */
export const PLAN_LABELS: Record<PlanId, { title: MessageKey<"checkout">; period: MessageKey<"checkout"> }> = {
  "gold-monthly": { title: "checkout.plan.gold-monthly", period: "checkout.period.gold-monthly" },
  "gold-annual": { title: "checkout.plan.gold-annual", period: "checkout.period.gold-annual" },
};

/** 5000 → "$50.00" (US dollars, always with cents) through Intl in the page's language: es-US prints "$50.00" too. */
export const formatCents = (cents: number, locale: Locale = "en") => formatNumber(locale, cents / 100, { style: "currency", currency: "USD" });

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
    if (!plan.success) return { ok: false, reason: "checkout.reason.plan" };
    let professionalId: number | null = null;
    if (professionalParam !== null) {
      professionalId = /^\d{1,10}$/.test(professionalParam) ? Number(professionalParam) : NaN;
      if (!(professionalId >= 1 && professionalId <= 2_147_483_647)) return { ok: false, reason: "checkout.reason.listing" };
    }
    return { ok: true, order: { kind: "plan", plan: plan.data, amountCents: PLAN_PRICE_CENTS[plan.data], professionalId } };
  }
  if (professionalParam !== null) return { ok: false, reason: "checkout.reason.gold_only" };
  const amountParam = params.get("amount")?.trim() || String(DEFAULT_AMOUNT);
  const amount = /^\d+(\.\d{1,2})?$/.test(amountParam) ? amountSchema.safeParse(Number(amountParam)) : null;
  if (!amount?.success) return { ok: false, reason: "checkout.reason.amount" };
  return { ok: true, order: { kind: "custom", amountCents: Math.round(amount.data * 100) } };
}

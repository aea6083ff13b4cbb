import type { GoldStatusResponse, GoldSubscriptionSummary } from "@shared/account/gold";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { useOpenBillingPortal } from "../api/open-billing-portal";
import { planPrice } from "@shared/plans";
import type { Locale } from "@shared/i18n/locale";
import { useLocale, useT, type Translate } from "@/i18n/use-t";
import { longDate, planWord } from "../lib/gold-words";

/** What the subscription will do next, in one line. */
function nextStep(t: Translate<"ownerGold">, locale: Locale, sub: GoldSubscriptionSummary): string | null {
  if (!sub.currentPeriodEnd) return null;
  const date = longDate(locale, sub.currentPeriodEnd);
  if (sub.cancelAtPeriodEnd) return t("ownerGold.canceled", { date });
  if (sub.status === "trialing") return t("ownerGold.trialing", { date });
  if (sub.status === "active") return t("ownerGold.renews", { date });
  return null;
}

/** A live subscription: plan, dates, what happens next, and Manage billing for the payer (who pays, for a co-owner). */
export function GoldSummary({ id, status, subscription }: { id: number; status: GoldStatusResponse; subscription: GoldSubscriptionSummary }) {
  const t = useT("ownerGold");
  const locale = useLocale();
  const portal = useOpenBillingPortal(id);
  const plan = subscription.plan;
  const next = nextStep(t, locale, subscription);
  const open = () =>
    portal.mutate(undefined, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (err) =>
        toast({
          title: t("ownerGold.billing_failed"),
          description: (err instanceof ApiError && err.serverMessage) || t("ownerGold.try_in_a_moment"),
          variant: "destructive",
        }),
    });
  return (
    <div className="grid gap-3">
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {plan && (
          <>
            <dt className="font-medium text-gray-700">{t("ownerGold.plan")}</dt>
            <dd>
              {t("ownerGold.plan_name", { plan: planWord(plan) })}, {t("ownerGold.price", { plan: planWord(plan), price: planPrice(plan) })}
            </dd>
          </>
        )}
        {status.goldUntil && (
          <>
            <dt className="font-medium text-gray-700">{t("ownerGold.paid_through")}</dt>
            <dd data-testid="gold-paid-through">{longDate(locale, status.goldUntil)}</dd>
          </>
        )}
      </dl>
      {next && <p className="text-sm text-gray-800">{next}</p>}
      {subscription.status === "past_due" && (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {t("ownerGold.past_due")}
        </p>
      )}
      {subscription.status === "unpaid" && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {t("ownerGold.unpaid")}
        </p>
      )}
      {subscription.managedByYou ? (
        <div className="grid gap-2">
          <div>
            <Button type="button" variant="outline" disabled={portal.isPending} onClick={open}>
              {portal.isPending ? t("ownerGold.opening") : t("ownerGold.manage_billing")}
            </Button>
          </div>
          <p className="text-sm text-gray-600">{t("ownerGold.billing_help")}</p>
        </div>
      ) : (
        <p className="text-sm text-gray-700">
          {t("ownerGold.managed_by", {
            who: subscription.managedBy
              ? `${subscription.managedBy.name || subscription.managedBy.email} (${subscription.managedBy.email})`
              : t("ownerGold.subscriber"),
          })}
        </p>
      )}
    </div>
  );
}

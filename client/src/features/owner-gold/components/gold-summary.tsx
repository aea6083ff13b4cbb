import type { GoldStatusResponse, GoldSubscriptionSummary } from "@shared/account/gold";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { useOpenBillingPortal } from "../api/open-billing-portal";
import { longDate, PLAN_NAMES } from "../lib/gold-words";

/** What the subscription will do next, in one line. */
function nextStep(sub: GoldSubscriptionSummary): string | null {
  if (!sub.currentPeriodEnd) return null;
  const on = longDate(sub.currentPeriodEnd);
  if (sub.cancelAtPeriodEnd) return `Canceled: your listing stays Gold until ${on}, the end of the period you paid for, and then becomes a basic listing.`;
  if (sub.status === "trialing") return `Your card is saved. Your first charge is on ${on}, when the Gold you already paid for ends.`;
  if (sub.status === "active") return `Renews automatically on ${on}.`;
  return null;
}

/** A live subscription: plan, dates, what happens next, and Manage billing for the payer (who pays, for a co-owner). */
export function GoldSummary({ id, status, subscription }: { id: number; status: GoldStatusResponse; subscription: GoldSubscriptionSummary }) {
  const portal = useOpenBillingPortal(id);
  const plan = subscription.plan ? PLAN_NAMES[subscription.plan] : null;
  const next = nextStep(subscription);
  const open = () =>
    portal.mutate(undefined, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (err) =>
        toast({
          title: "Could not open billing",
          description: (err instanceof ApiError && err.serverMessage) || "Please try again in a moment.",
          variant: "destructive",
        }),
    });
  return (
    <div className="grid gap-3">
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {plan && (
          <>
            <dt className="font-medium text-gray-700">Plan</dt>
            <dd>
              {plan.name}, {plan.price}
            </dd>
          </>
        )}
        {status.goldUntil && (
          <>
            <dt className="font-medium text-gray-700">Paid through</dt>
            <dd data-testid="gold-paid-through">{longDate(status.goldUntil)}</dd>
          </>
        )}
      </dl>
      {next && <p className="text-sm text-gray-800">{next}</p>}
      {subscription.status === "past_due" && (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          Your last payment did not go through. We will try again, and your listing stays Gold meanwhile. Update your card in Manage billing.
        </p>
      )}
      {subscription.status === "unpaid" && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          Your Gold subscription is unpaid, so your listing is a basic listing again. Update your card and pay the open invoice in Manage billing.
        </p>
      )}
      {subscription.managedByYou ? (
        <div className="grid gap-2">
          <div>
            <Button type="button" variant="outline" disabled={portal.isPending} onClick={open}>
              {portal.isPending ? "Opening…" : "Manage billing"}
            </Button>
          </div>
          <p className="text-sm text-gray-600">
            Update your card, switch between monthly and annual, cancel, or see invoices and receipts on Stripe&apos;s secure page.
          </p>
        </div>
      ) : (
        <p className="text-sm text-gray-700">
          Billing is managed by{" "}
          {subscription.managedBy
            ? `${subscription.managedBy.name || subscription.managedBy.email} (${subscription.managedBy.email})`
            : "the owner who subscribed"}
          . Ask them to update the card, change the plan or cancel.
        </p>
      )}
    </div>
  );
}

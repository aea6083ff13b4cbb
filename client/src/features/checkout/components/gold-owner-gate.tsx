import { Redirect } from "wouter";
import type { PlanId } from "@shared/plans";
import { ButtonLink } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useCheckoutProfessional } from "../api/get-checkout-professional";
import { useOwnerAccess } from "../api/get-owner-access";
import { InvalidCheckout } from "./checkout-notices";

/**
 * /checkout?plan=…&professional=… (issue 17): Gold for a listing is a subscription that its owner
 * buys, and manages, in /account. The listing's owner goes straight to its Gold section with the
 * plan chosen; anyone else is asked to sign in or to claim the listing first. Nothing is charged here.
 */
export function GoldOwnerGate({ plan, professionalId }: { plan: PlanId; professionalId: number }) {
  const listing = useCheckoutProfessional(professionalId);
  const access = useOwnerAccess(professionalId);
  let content;
  if (listing.data === null) content = <InvalidCheckout reason="The listing in this link does not exist." />;
  else if (listing.isPending || access.isPending)
    content = (
      <div aria-busy="true" className="space-y-3">
        <span className="sr-only" role="status">
          Checking your account…
        </span>
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-11 w-48" />
      </div>
    );
  else if (access.owns) return <Redirect to={`/account/listings/professional/${professionalId}?plan=${plan}#gold`} replace />;
  else
    content = (
      <div className="space-y-4 text-slate-700">
        <p>
          Gold{listing.data ? ` for ${listing.data.name}` : ""} renews by itself until its owner cancels, so the listing&apos;s owner buys it in their account.
          Nothing has been charged.
        </p>
        {access.me && <p>You are signed in as {access.me.email}, which does not manage this listing. If it is yours, claim it from its page.</p>}
        <div className="flex flex-wrap gap-3">
          {!access.me && <ButtonLink href="/account">Sign in to your account</ButtonLink>}
          <ButtonLink href={`/professional/${professionalId}`} variant="outline">
            Claim this listing
          </ButtonLink>
        </div>
      </div>
    );
  return (
    <section aria-labelledby="gold-owner-heading" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="gold-owner-heading" className="mb-4 text-lg font-semibold text-slate-900">
        Buy Gold in your owner account
      </h2>
      {content}
    </section>
  );
}

import { Redirect } from "wouter";
import type { PlanId } from "@shared/plans";
import { ButtonLink } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useT } from "@/i18n/use-t";
import { useCheckoutProfessional } from "../api/get-checkout-professional";
import { useOwnerAccess } from "../api/get-owner-access";
import { InvalidCheckout } from "./checkout-notices";

/**
 * /checkout?plan=…&professional=… (issue 17): Gold for a listing is a subscription that its owner
 * buys, and manages, in /account. The listing's owner goes straight to its Gold section with the
 * plan chosen; anyone else is asked to sign in or to claim the listing first. Nothing is charged here.
 */
export function GoldOwnerGate({ plan, professionalId }: { plan: PlanId; professionalId: number }) {
  const t = useT("checkout");
  const listing = useCheckoutProfessional(professionalId);
  const access = useOwnerAccess(professionalId);
  let content;
  if (listing.data === null) content = <InvalidCheckout reason={t("checkout.reason.listing")} />;
  else if (listing.isPending || access.isPending)
    content = (
      <div aria-busy="true" className="space-y-3">
        <span className="sr-only" role="status">
          {t("checkout.gate.checking")}
        </span>
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-11 w-48" />
      </div>
    );
  else if (access.owns) return <Redirect to={`/account/listings/professional/${professionalId}?plan=${plan}#gold`} replace />;
  else
    content = (
      <div className="space-y-4 text-slate-700">
        <p>{listing.data ? t("checkout.gate.renews_for", { name: listing.data.name }) : t("checkout.gate.renews")}</p>
        {access.me && <p>{t("checkout.gate.signed_in", { email: access.me.email })}</p>}
        <div className="flex flex-wrap gap-3">
          {!access.me && <ButtonLink href="/account">{t("checkout.gate.sign_in")}</ButtonLink>}
          <ButtonLink href={`/professional/${professionalId}`} variant="outline">
            {t("checkout.gate.claim")}
          </ButtonLink>
        </div>
      </div>
    );
  return (
    <section aria-labelledby="gold-owner-heading" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="gold-owner-heading" className="mb-4 text-lg font-semibold text-slate-900">
        {t("checkout.gate.title")}
      </h2>
      {content}
    </section>
  );
}

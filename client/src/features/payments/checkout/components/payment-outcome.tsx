import type { ReactNode } from "react";
import { intentIdParamSchema, type PaymentStatusResponse } from "@shared/schema";
import { ButtonLink } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useLocale, useT } from "@/i18n/use-t";
import { useSeo } from "@/lib/seo";
import { paymentSuccessSeo } from "@shared/seo";
import { usePaymentStatus } from "../api/get-payment-status";
import { formatCents } from "../lib/checkout-order";
import { OfficeContact } from "@/components/payments/office-contact";

type Tone = "success" | "waiting" | "problem";

/**
 * /payment-success. Without Stripe's parameters: the SPEC texts. With ?payment_intent=: the
 * outcome our server recorded from Stripe's webhook; redirect_status is never trusted.
 */
export function PaymentSuccessScreen({ search }: { search: string }) {
  useSeo(paymentSuccessSeo);
  // The office contact mounts with a later outcome: its catalog loads with the screen, which then never suspends again.
  useT("checkout");
  useT("payments");
  const intentId = new URLSearchParams(search).get("payment_intent");
  if (intentId === null) return <Succeeded />;
  if (!intentIdParamSchema.shape.intentId.safeParse(intentId).success) return <NotFound />;
  return <RecordedOutcome intentId={intentId} />;
}

function RecordedOutcome({ intentId }: { intentId: string }) {
  const t = useT("checkout");
  const { query, stillPolling } = usePaymentStatus(intentId);
  if (query.isPending)
    return (
      <Panel tone="waiting" title={t("checkout.outcome.checking")} busy>
        <p>{t("checkout.outcome.checking_text")}</p>
        <Skeleton className="mx-auto h-5 w-48" />
      </Panel>
    );
  if (query.isError)
    return (
      <Panel tone="problem" title={t("checkout.outcome.unreachable")}>
        <p>{t("checkout.outcome.unreachable_text")}</p>
        <OfficeContact />
      </Panel>
    );
  if (query.data === null) return <NotFound />;
  return <Outcome payment={query.data} stillPolling={stillPolling} />;
}

function Outcome({ payment, stillPolling }: { payment: PaymentStatusResponse; stillPolling: boolean }) {
  const t = useT("checkout");
  const amount = formatCents(Math.round(payment.amount * 100), useLocale());
  switch (payment.status) {
    case "succeeded":
      return <Succeeded amount={amount} />;
    case "processing":
      return (
        <Panel tone="waiting" title={t("checkout.outcome.processing")}>
          <p>{t("checkout.outcome.processing_text", { amount })}</p>
        </Panel>
      );
    case "failed":
      return (
        <Panel tone="problem" title={t("checkout.outcome.failed")}>
          <p>{t("checkout.outcome.failed_text", { amount })}</p>
          <OfficeContact />
        </Panel>
      );
    case "canceled":
      return (
        <Panel tone="problem" title={t("checkout.outcome.canceled")}>
          <p>{t("checkout.outcome.canceled_text", { amount })}</p>
          <OfficeContact />
        </Panel>
      );
    default:
      return stillPolling ? (
        <Panel tone="waiting" title={t("checkout.outcome.confirming")} busy>
          <p>{t("checkout.outcome.confirming_text", { amount })}</p>
        </Panel>
      ) : (
        <Panel tone="problem" title={t("checkout.outcome.unconfirmed")}>
          <p>{t("checkout.outcome.unconfirmed_text", { amount })}</p>
          <OfficeContact />
        </Panel>
      );
  }
}

/** The page's texts, word for word as the site has always shown them (tests and the browser suite check them). */
function Succeeded({ amount }: { amount?: string }) {
  const t = useT("checkout");
  return (
    <Panel tone="success" title={t("checkout.outcome.success")}>
      <p>{t("checkout.outcome.success_text")}</p>
      {amount && <p className="font-semibold text-slate-900">{t("checkout.outcome.amount_paid", { amount })}</p>}
      <p>{t("checkout.outcome.email_soon")}</p>
    </Panel>
  );
}

function NotFound() {
  const t = useT("checkout");
  return (
    <Panel tone="problem" title={t("checkout.outcome.not_found")}>
      <p>{t("checkout.outcome.not_found_text")}</p>
      <OfficeContact />
    </Panel>
  );
}

const icons: Record<Tone, { mark: string; className: string }> = {
  success: { mark: "✓", className: "bg-green-100 text-green-800" },
  waiting: { mark: "…", className: "bg-brand-100 text-brand-800" },
  problem: { mark: "!", className: "bg-amber-100 text-amber-900" },
};

function Panel({ tone, title, busy, children }: { tone: Tone; title: string; busy?: boolean; children: ReactNode }) {
  const t = useT("checkout");
  return (
    <section aria-busy={busy || undefined} aria-live="polite" className="mx-auto max-w-xl px-4 py-16 text-center sm:py-20">
      <div aria-hidden="true" className={`mx-auto mb-6 flex h-16 w-16 items-center justify-center rounded-full text-3xl font-bold ${icons[tone].className}`}>
        {icons[tone].mark}
      </div>
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <div className="mt-4 space-y-3 text-slate-600">{children}</div>
      <ButtonLink href="/" className="mt-8">
        {t("checkout.outcome.home")}
      </ButtonLink>
    </section>
  );
}

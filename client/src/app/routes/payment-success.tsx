import { useSearch } from "wouter";
import { PageShell } from "@/components/layout/page-shell";
import { PaymentSuccessScreen } from "@/features/payments/checkout/components/payment-outcome";

export default function PaymentSuccessPage() {
  const search = useSearch();
  return (
    <PageShell>
      <PaymentSuccessScreen search={search} />
    </PageShell>
  );
}

import { useSearch } from "wouter";
import { PageShell } from "@/components/layout/page-shell";
import { CheckoutScreen } from "@/features/payments/checkout/components/checkout-screen";

export default function CheckoutPage() {
  const search = useSearch();
  return (
    <PageShell>
      <CheckoutScreen search={search} />
    </PageShell>
  );
}
